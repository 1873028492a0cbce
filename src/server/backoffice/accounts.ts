import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@/lib/roles';
import { db } from '../db/client';
import { recoveryCodes, staff, staffSessions, type StaffRow } from '../db/schema';
import { newToken, tokenHash } from '../tokens';
import { audit } from './audit';
import { hashPassword } from './passwords';
import { newRecoveryCodes, recoveryCodeHash } from './totp';
import { storedTotpSecret } from './totp-secrets';

/** How long the link printed by `npm run owner -- add|reset` works. */
const SETUP_LINK_MS = 24 * 60 * 60 * 1000;

export const normalEmail = (email: string) => email.trim().toLowerCase();

export interface SetupLink {
  readonly token: string;
  readonly expiresAt: Date;
}

function newSetupLink(now: Date): SetupLink {
  return {
    token: newToken(),
    expiresAt: new Date(now.getTime() + SETUP_LINK_MS),
  };
}

/** Creates an account with no password yet; `undefined` when the address has one. */
export async function addAccount(
  email: string,
  name: string,
  role: Role = 'owner',
  now = new Date(),
): Promise<SetupLink | undefined> {
  const link = newSetupLink(now);
  const [row] = await db()
    .insert(staff)
    .values({
      email: normalEmail(email),
      name,
      role,
      setupTokenHash: tokenHash(link.token),
      setupExpiresAt: link.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  if (!row) return undefined;
  await audit('account.added', { actor: 'cli', subject: normalEmail(email) });
  return link;
}

/**
 * Clears an account's password, authenticator and recovery codes, ends its sessions and gives a
 * new setup link; `undefined` when there is no such account.
 */
export async function resetAccount(
  email: string,
  now = new Date(),
): Promise<SetupLink | undefined> {
  const link = newSetupLink(now);
  const reset = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({
        passwordHash: null,
        totpSecret: null,
        totpLastStep: null,
        failedCodes: 0,
        codesLockedAt: null,
        setupTokenHash: tokenHash(link.token),
        setupExpiresAt: link.expiresAt,
      })
      .where(eq(staff.email, normalEmail(email)))
      .returning({ id: staff.id });
    if (!row) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.staffId, row.id));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
    return true;
  });
  if (!reset) return undefined;
  await audit('account.reset', { actor: 'cli', subject: normalEmail(email) });
  return link;
}

/** Deletes an account; its sessions and recovery codes go with it. */
export async function removeAccount(email: string): Promise<boolean> {
  const removed = await db()
    .delete(staff)
    .where(eq(staff.email, normalEmail(email)))
    .returning({ id: staff.id });
  if (removed.length) await audit('account.removed', { actor: 'cli', subject: normalEmail(email) });
  return removed.length > 0;
}

export async function listAccounts(): Promise<StaffRow[]> {
  return db().select().from(staff).orderBy(asc(staff.email));
}

/** The account a setup link belongs to while it is valid. */
export async function accountForSetup(token: string, now = new Date()) {
  const [row] = await db()
    .select()
    .from(staff)
    .where(and(eq(staff.setupTokenHash, tokenHash(token)), gt(staff.setupExpiresAt, now)));
  return row;
}

/**
 * Sets the password and the authenticator (its secret sealed, `totp-secrets.ts`) of the account
 * a setup link belongs to, once: the link stops working in the same statement. Returns the
 * recovery codes to show, or `undefined` when the link was used or expired meanwhile.
 */
export async function completeSetup(
  token: string,
  password: string,
  totpSecret: string,
  totpStep: number,
  now = new Date(),
): Promise<string[] | undefined> {
  const passwordHash = await hashPassword(password);
  const codes = newRecoveryCodes();
  const account = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({
        passwordHash,
        totpSecret: storedTotpSecret(totpSecret),
        totpLastStep: totpStep,
        setupTokenHash: null,
        setupExpiresAt: null,
      })
      .where(and(eq(staff.setupTokenHash, tokenHash(token)), gt(staff.setupExpiresAt, now)))
      .returning({ id: staff.id, email: staff.email });
    if (!row) return undefined;
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ staffId: row.id, codeHash: recoveryCodeHash(code) })));
    return row;
  });
  if (!account) return undefined;
  await audit('account.set-up', { actor: account.email, subject: account.email });
  return codes;
}

/** Accepts a TOTP time step once: `false` when this or a later step was already used. */
export async function acceptTotpStep(staffId: number, step: number): Promise<boolean> {
  const used = await db()
    .update(staff)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staff.id, staffId),
        sql`(${staff.totpLastStep} IS NULL OR ${staff.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staff.id });
  return used.length > 0;
}

/** Uses up a recovery code: `false` when it is not one of the account's unused codes. */
export async function spendRecoveryCode(staffId: number, code: string): Promise<boolean> {
  const used = await db()
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.staffId, staffId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ staffId: recoveryCodes.staffId });
  return used.length > 0;
}

export async function setAccountLocale(staffId: number, locale: 'de' | 'en'): Promise<void> {
  await db().update(staff).set({ locale }).where(eq(staff.id, staffId));
}

/** Wrong codes in a row after which the code step locks (`codesLockedAt`). */
export const CODE_FAILURES_TO_LOCK = 10;

/**
 * Counts a wrong code for the account, in one statement so that codes sent at once count each
 * other. `locked` is true for the one failure that locked the code step.
 */
export async function recordCodeFailure(
  staffId: number,
  now = new Date(),
): Promise<{ readonly locked: boolean }> {
  const [row] = await db()
    .update(staff)
    .set({
      failedCodes: sql`${staff.failedCodes} + 1`,
      codesLockedAt: sql`CASE WHEN ${staff.failedCodes} + 1 >= ${CODE_FAILURES_TO_LOCK}
        THEN coalesce(${staff.codesLockedAt}, ${now.toISOString()}::timestamptz) END`,
    })
    .where(eq(staff.id, staffId))
    .returning({ failedCodes: staff.failedCodes });
  return { locked: row?.failedCodes === CODE_FAILURES_TO_LOCK };
}

/** An accepted code (a recovery code also lifts the lock) starts the count anew. */
export async function clearCodeFailures(staffId: number): Promise<void> {
  await db()
    .update(staff)
    .set({ failedCodes: 0, codesLockedAt: null })
    .where(eq(staff.id, staffId));
}
