import { isRole } from '@/lib/roles';
import {
  deletePendingSession,
  deleteSession,
  deleteSessionsOf,
  insertSession,
  sessionWithAccount,
  touchSession,
  type StaffRow,
} from '../stores/accounts';
import { newToken, tokenHash } from '../tokens';

/**
 * Back-office sessions. The cookie carries a random token; the database keeps only its SHA-256,
 * so a copy of the database opens no session. `__Host-` binds the cookie to this host and path
 * `/`, over HTTPS only (browsers allow it on `localhost`).
 */
export const SESSION_COOKIE = '__Host-backoffice';

export const SIGN_IN_PATH = '/backoffice/sign-in';

/** The session token in a `Cookie` header, if it carries one. */
export function sessionTokenFrom(cookieHeader: string | null | undefined): string | undefined {
  const cookie = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) return undefined;
  try {
    return decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1));
  } catch {
    return undefined;
  }
}

export const cookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'lax',
  path: '/',
} as const;

/** A `Set-Cookie` value that deletes the session cookie (where the framework's cookies are not at hand). */
export const EXPIRED_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`;

export const SESSION_LIMITS = {
  /** From sign-in, whatever the activity (NIST SP 800-63B at AAL2, as ASVS 7.3 refers to). */
  absoluteMs: 12 * 60 * 60 * 1000,
  /** Between a correct password and the second factor. */
  pendingMs: 5 * 60 * 1000,
} as const;

/** Starts a session (or, with `pending`, a password accepted and awaiting the second factor). */
export async function createSession(staffId: number, pending: boolean): Promise<string> {
  const token = newToken();
  await insertSession(tokenHash(token), staffId, pending);
  return token;
}

export interface Session {
  readonly id: string;
  readonly pending: boolean;
  readonly account: StaffRow;
}

export type SessionState =
  | { readonly state: 'none' }
  | { readonly state: 'expired'; readonly account: StaffRow }
  | ({ readonly state: 'active' } & Session);

/**
 * The session a token opens now. An idle or too old session is deleted and reported expired; an
 * active one counts now as activity. With `peek`, nothing is changed: the HTTP server looks at
 * the session before the back office reads it, and must not use up its expiry.
 */
export async function readSession(
  token: string | undefined,
  idleMs: number,
  { peek = false }: { peek?: boolean } = {},
): Promise<SessionState> {
  const now = new Date();
  if (!token) return { state: 'none' };
  const id = tokenHash(token);
  const row = await sessionWithAccount(id);
  if (!row) return { state: 'none' };
  const { session, account } = row;
  const age = now.getTime() - session.createdAt.getTime();
  const idle = now.getTime() - session.lastSeenAt.getTime();
  const expired = session.mfaPending
    ? age > SESSION_LIMITS.pendingMs
    : idle > idleMs || age > SESSION_LIMITS.absoluteMs;
  if (expired) {
    if (!peek) await deleteSession(id);
    return { state: 'expired', account };
  }
  if (!session.mfaPending && !peek) await touchSession(id, now);
  return { state: 'active', id, pending: session.mfaPending, account };
}

/** A session past its second factor, of an account of either role (`src/lib/roles.ts`). */
export function isStaffSession(
  session: SessionState,
): session is { readonly state: 'active' } & Session {
  return session.state === 'active' && !session.pending && isRole(session.account.role);
}

export const endSession = deleteSession;

/** Ends every session of an account, on every device. */
export const endAllSessions = deleteSessionsOf;

/**
 * Replaces a pending sign-in with a full session under a new id; `undefined` when the pending
 * sign-in was already used (two submissions at once complete one sign-in).
 */
export async function completeSignIn(
  pendingId: string,
  staffId: number,
): Promise<string | undefined> {
  return (await deletePendingSession(pendingId)) ? createSession(staffId, false) : undefined;
}
