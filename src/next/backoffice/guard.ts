import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { isRole, type Role } from '@/lib/roles';
import type { StaffRow } from '@site/core/stores/accounts';
import { env } from '@site/core/env';
import { clientAddress } from '@/lib/client-address';
import { audit } from '@site/core/stores/accounts';
import {
  isStaffSession,
  readSession,
  SESSION_COOKIE,
  SIGN_IN_PATH,
  type SessionState,
} from '@site/core/backoffice/sessions';

/** The session of this request, read once per request however many components ask. */
export const currentSession = cache(async (): Promise<SessionState> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const session = await readSession(token, env().sessionIdleSeconds * 1000);
  if (session.state === 'expired')
    await audit('session.expired', {
      actor: session.account.email,
      address: clientAddress(await headers()),
    });
  return session;
});

/** The signed-in account of either role, or `undefined`. */
export async function signedInStaff(): Promise<
  { readonly account: StaffRow; readonly role: Role; readonly sessionId: string } | undefined
> {
  const session = await currentSession();
  return isStaffSession(session) && isRole(session.account.role)
    ? { account: session.account, role: session.account.role, sessionId: session.id }
    : undefined;
}

/** The signed-in owner, or `undefined` (for an editor too). */
export async function signedInOwner() {
  const staff = await signedInStaff();
  return staff?.role === 'owner' ? staff : undefined;
}

/** Without a signed-in account, to the sign-in page (revealing nothing). */
export async function requireStaff() {
  const staff = await signedInStaff();
  if (!staff) {
    const session = await currentSession();
    redirect(session.state === 'expired' ? `${SIGN_IN_PATH}?expired=1` : SIGN_IN_PATH);
  }
  return staff;
}

/**
 * SPEC's admin check, made by every back-office page, action and download that holds personal
 * data or runs the business: without a signed-in account it goes to the sign-in page and reveals
 * nothing; an editor finds nothing here. (The HTTP server already answers an editor 403 on these
 * paths, `src/server/backoffice-gate.ts`; this holds where an action is reached another way.)
 */
export async function requireOwner() {
  const staff = await requireStaff();
  if (staff.role !== 'owner') notFound();
  return staff;
}

/**
 * Whether another site started this download: the session cookie is sent on top-level
 * navigations from anywhere, so a download checks the browser's word on where it came from.
 */
export function fromAnotherSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  return Boolean(site && site !== 'same-origin' && site !== 'none');
}

/** A download's answer without a session: the way to the sign-in, revealing nothing. */
export const toSignIn = () =>
  new Response(null, { status: 303, headers: { Location: SIGN_IN_PATH } });
