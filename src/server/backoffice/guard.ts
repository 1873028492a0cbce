import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { StaffRow } from '../db/schema';
import { env } from '../env';
import { clientAddress } from '../leads/pipeline';
import { audit } from './audit';
import {
  isOwnerSession,
  readSession,
  SESSION_COOKIE,
  SIGN_IN_PATH,
  type SessionState,
} from './sessions';

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

/** The signed-in owner, or `undefined`. */
export async function signedInOwner(): Promise<
  { readonly account: StaffRow; readonly sessionId: string } | undefined
> {
  const session = await currentSession();
  return isOwnerSession(session) ? { account: session.account, sessionId: session.id } : undefined;
}

/**
 * SPEC's admin check, made by every back-office page, action and download on the server:
 * without a signed-in owner it goes to the sign-in page and reveals nothing.
 */
export async function requireOwner() {
  const owner = await signedInOwner();
  if (!owner) {
    const session = await currentSession();
    redirect(session.state === 'expired' ? `${SIGN_IN_PATH}?expired=1` : SIGN_IN_PATH);
  }
  return owner;
}
