/**
 * The back office's accounts as the command line and the sign-in handle them: setup links, the
 * password and authenticator set once through such a link, the recovery codes. What is stored is
 * kept by the accounts' store (`src/server/stores/accounts.ts`).
 */
import type { Role } from '@/lib/roles';
import {
  accountBySetupLink,
  audit,
  completeSetupRow,
  deleteAccount,
  insertAccount,
  resetAccountRow,
  spendRecoveryCodeRow,
} from '../stores/accounts';
import { newToken, tokenHash } from '../tokens';
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

const stored = (link: SetupLink) => ({
  setupTokenHash: tokenHash(link.token),
  setupExpiresAt: link.expiresAt,
});

/** Creates an account with no password yet; `undefined` when the address has one. */
export async function addAccount(
  email: string,
  name: string,
  role: Role = 'owner',
  now = new Date(),
): Promise<SetupLink | undefined> {
  const link = newSetupLink(now);
  if (!(await insertAccount({ email: normalEmail(email), name, role, ...stored(link) })))
    return undefined;
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
  if (!(await resetAccountRow(normalEmail(email), stored(link)))) return undefined;
  await audit('account.reset', { actor: 'cli', subject: normalEmail(email) });
  return link;
}

/** Deletes an account; its sessions and recovery codes go with it. */
export async function removeAccount(email: string): Promise<boolean> {
  const removed = await deleteAccount(normalEmail(email));
  if (removed) await audit('account.removed', { actor: 'cli', subject: normalEmail(email) });
  return removed;
}

/** The account a setup link belongs to while it is valid. */
export function accountForSetup(token: string, now = new Date()) {
  return accountBySetupLink(tokenHash(token), now);
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
  const codes = newRecoveryCodes();
  const account = await completeSetupRow(
    tokenHash(token),
    now,
    {
      passwordHash: await hashPassword(password),
      totpSecret: storedTotpSecret(totpSecret),
      totpLastStep: totpStep,
    },
    codes.map(recoveryCodeHash),
  );
  if (!account) return undefined;
  await audit('account.set-up', { actor: account.email, subject: account.email });
  return codes;
}

/** Uses up a recovery code: `false` when it is not one of the account's unused codes. */
export function spendRecoveryCode(staffId: number, code: string): Promise<boolean> {
  return spendRecoveryCodeRow(staffId, recoveryCodeHash(code));
}
