/**
 * The back office's accounts and what guards them, one family of tables: the accounts (`staff`)
 * with their recovery codes, their sessions, the failed sign-in steps the throttle counts, and the
 * audit log of what every account did.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  min,
  sql,
  type SQL,
} from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditFilter } from '@/lib/audit-filter';
import { likePattern } from '@/lib/inbox-filter';
import type { Role } from '@/lib/roles';
import { db, type Transaction } from '../db/client';
import { dayStart } from '../db/days';
import {
  auditLog,
  recoveryCodes,
  signInFailures,
  staff,
  staffSessions,
  type StaffRow,
} from '../db/schema';

export type { AuditAction, StaffRow };

// ---- Accounts

/** Creates an account with no password yet, awaiting its setup link; `false` when the address has one. */
export async function insertAccount(account: {
  email: string;
  name: string;
  role: Role;
  setupTokenHash: string;
  setupExpiresAt: Date;
}): Promise<boolean> {
  const [row] = await db()
    .insert(staff)
    .values(account)
    .onConflictDoNothing()
    .returning({ id: staff.id });
  return row !== undefined;
}

/**
 * Clears an account's password, authenticator and recovery codes, ends its sessions and stores a
 * new setup link; `false` when there is no such account.
 */
export async function resetAccountRow(
  email: string,
  setup: { setupTokenHash: string; setupExpiresAt: Date },
): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({
        passwordHash: null,
        totpSecret: null,
        totpLastStep: null,
        failedCodes: 0,
        codesLockedAt: null,
        ...setup,
      })
      .where(eq(staff.email, email))
      .returning({ id: staff.id });
    if (!row) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.staffId, row.id));
    await tx.delete(staffSessions).where(eq(staffSessions.staffId, row.id));
    return true;
  });
}

/** Deletes an account; its sessions and recovery codes go with it. */
export async function deleteAccount(email: string): Promise<boolean> {
  const removed = await db()
    .delete(staff)
    .where(eq(staff.email, email))
    .returning({ id: staff.id });
  return removed.length > 0;
}

export async function listAccounts(): Promise<StaffRow[]> {
  return db().select().from(staff).orderBy(asc(staff.email));
}

export async function accountByEmail(email: string): Promise<StaffRow | undefined> {
  const [row] = await db().select().from(staff).where(eq(staff.email, email));
  return row;
}

/** The account a setup link (by its hash) belongs to while it is valid. */
export async function accountBySetupLink(setupTokenHash: string, now: Date) {
  const [row] = await db()
    .select()
    .from(staff)
    .where(and(eq(staff.setupTokenHash, setupTokenHash), gt(staff.setupExpiresAt, now)));
  return row;
}

/**
 * Stores the password, the authenticator and the recovery codes of the account a valid setup link
 * belongs to, once: the link stops working in the same statement. `undefined` when the link was
 * used or expired meanwhile.
 */
export async function completeSetupRow(
  setupTokenHash: string,
  now: Date,
  credentials: { passwordHash: string; totpSecret: string; totpLastStep: number },
  recoveryCodeHashes: readonly string[],
): Promise<{ id: number; email: string } | undefined> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ ...credentials, setupTokenHash: null, setupExpiresAt: null })
      .where(and(eq(staff.setupTokenHash, setupTokenHash), gt(staff.setupExpiresAt, now)))
      .returning({ id: staff.id, email: staff.email });
    if (!row) return undefined;
    await tx
      .insert(recoveryCodes)
      .values(recoveryCodeHashes.map((codeHash) => ({ staffId: row.id, codeHash })));
    return row;
  });
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

/** Uses up a recovery code (by its hash): `false` when it is not one of the account's unused codes. */
export async function spendRecoveryCodeRow(staffId: number, codeHash: string): Promise<boolean> {
  const used = await db()
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.staffId, staffId),
        eq(recoveryCodes.codeHash, codeHash),
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

/** Every stored TOTP secret, as stored (sealed or not). */
export function storedTotpSecrets() {
  return db()
    .select({ id: staff.id, totpSecret: staff.totpSecret })
    .from(staff)
    .where(isNotNull(staff.totpSecret));
}

/** Replaces a TOTP secret as stored, unless the account was set up anew meanwhile. */
export async function replaceTotpSecret(id: number, was: string, next: string): Promise<boolean> {
  const updated = await db()
    .update(staff)
    .set({ totpSecret: next })
    .where(and(eq(staff.id, id), eq(staff.totpSecret, was)))
    .returning({ id: staff.id });
  return updated.length > 0;
}

// ---- Sessions (kept by the SHA-256 of their token)

export async function insertSession(id: string, staffId: number, pending: boolean): Promise<void> {
  await db().insert(staffSessions).values({ id, staffId, mfaPending: pending });
}

export async function sessionWithAccount(id: string) {
  const [row] = await db()
    .select({ session: staffSessions, account: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.id, id));
  return row;
}

export async function touchSession(id: string, now: Date): Promise<void> {
  await db().update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
}

export async function deleteSession(id: string): Promise<void> {
  await db().delete(staffSessions).where(eq(staffSessions.id, id));
}

/** Ends every session of an account, on every device. */
export async function deleteSessionsOf(staffId: number): Promise<void> {
  await db().delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Deletes a pending sign-in; `false` when it was already used. */
export async function deletePendingSession(id: string): Promise<boolean> {
  const used = await db()
    .delete(staffSessions)
    .where(and(eq(staffSessions.id, id), eq(staffSessions.mfaPending, true)))
    .returning({ id: staffSessions.id });
  return used.length > 0;
}

// ---- Failed sign-in steps

export async function insertSignInStep(step: {
  account: string;
  address: string;
  at: Date;
}): Promise<number> {
  const [row] = await db().insert(signInFailures).values(step).returning({ id: signInFailures.id });
  if (!row) throw new Error('The sign-in attempt was not recorded');
  return row.id;
}

export async function deleteSignInStep(id: number): Promise<void> {
  await db().delete(signInFailures).where(eq(signInFailures.id, id));
}

export async function deleteSignInSteps(step: { account: string; address: string }): Promise<void> {
  await db()
    .delete(signInFailures)
    .where(and(eq(signInFailures.account, step.account), eq(signInFailures.address, step.address)));
}

/** How many steps since `since` match (by account, address, or both), and the oldest's time. */
export async function countSignInSteps(
  since: Date,
  by: { account?: string; address?: string },
): Promise<{ attempts: number; oldest: Date | null }> {
  const [row] = await db()
    .select({ attempts: count(), oldest: min(signInFailures.at) })
    .from(signInFailures)
    .where(
      and(
        gt(signInFailures.at, since),
        by.account === undefined ? undefined : eq(signInFailures.account, by.account),
        by.address === undefined ? undefined : eq(signInFailures.address, by.address),
      ),
    );
  return row ?? { attempts: 0, oldest: null };
}

/** The addresses an account signed in from since `since`. */
export async function signInAddresses(account: string, since: Date): Promise<(string | null)[]> {
  const rows = await db()
    .selectDistinct({ address: auditLog.address })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'sign-in'), eq(auditLog.actor, account), gt(auditLog.at, since)),
    );
  return rows.map((row) => row.address);
}

// ---- The audit log

export interface AuditEntry {
  /** The account acting (its e-mail address); absent for a visitor who is not signed in. */
  readonly actor?: string;
  /** What the action was about: an account's address, a lead (`enquiry:12`), a filter. */
  readonly subject?: string;
  readonly address?: string;
}

/** Appends one entry. The log is only ever appended to. */
export async function audit(action: AuditAction, entry: AuditEntry = {}): Promise<void> {
  await auditIn(db(), action, entry);
}

/** Appends one entry inside the caller's transaction, so that it stands or falls with the change. */
export async function auditIn(
  tx: Pick<Transaction, 'insert'>,
  action: AuditAction,
  entry: AuditEntry = {},
): Promise<void> {
  await tx.insert(auditLog).values({
    action,
    actor: entry.actor ?? null,
    subject: entry.subject ?? null,
    address: entry.address ?? null,
  });
}

/** The newest entry of an action, if any. */
export async function lastAudit(action: AuditAction) {
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return row;
}

/** The entries of the given actions since `since`. */
export function auditSince(actions: readonly AuditAction[], since: Date) {
  return db()
    .select({ at: auditLog.at, actor: auditLog.actor, subject: auditLog.subject })
    .from(auditLog)
    .where(and(inArray(auditLog.action, [...actions]), gte(auditLog.at, since)));
}

/** One page of the audit log under a filter, newest first. */
export async function findAudit(filter: AuditFilter) {
  const parts: SQL[] = [];
  if (filter.action) parts.push(eq(auditLog.action, filter.action));
  if (filter.actor) parts.push(ilike(auditLog.actor, likePattern(filter.actor)));
  if (filter.from) parts.push(sql`${auditLog.at} >= ${dayStart(filter.from)}`);
  if (filter.to) parts.push(sql`${auditLog.at} < ${dayStart(filter.to, 1)}`);
  const where = parts.length ? and(...parts) : undefined;
  const [counted] = await db().select({ total: count() }).from(auditLog).where(where);
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const items = await db()
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return { items, total, page, pages };
}

/** An audit entry as a statement, for the content engine to run in its own transaction. */
export function auditStatement(action: AuditAction, entry: AuditEntry = {}): SQL {
  return sql`INSERT INTO ${auditLog} (action, actor, subject, address)
             VALUES (${action}, ${entry.actor ?? null}, ${entry.subject ?? null}, ${entry.address ?? null})`;
}
