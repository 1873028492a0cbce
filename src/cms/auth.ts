/**
 * The content engine's only way in: the back-office session (password and authenticator code).
 * The engine's own sign-in (its "local strategy") is off; this strategy reads the back office's
 * session cookie, and a signed-in account (owner or editor: the engine holds no personal data)
 * acts in the engine as the account of the same e-mail address, made on first use. There is no
 * password in the engine.
 */
import type { AuthStrategy, CollectionAfterLogoutHook, Payload } from 'payload';
import { clientAddress } from '@/lib/client-address';
import { audit, type StaffRow } from '@site/core/stores/accounts';
import { env } from '@site/core/env';
import {
  endSession,
  EXPIRED_SESSION_COOKIE,
  isStaffSession,
  readSession,
  sessionTokenFrom,
} from '@site/core/backoffice/sessions';
import { tokenHash } from '@site/core/tokens';

export const ACCOUNTS = 'accounts';

/** The engine's account of a back-office account: found by its id, or made now. */
async function accountOf(payload: Payload, staff: StaffRow) {
  const find = async () =>
    (
      await payload.find({
        collection: ACCOUNTS,
        where: { staffId: { equals: staff.id } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0];
  const found = await find();
  if (found) {
    if (found.email === staff.email) return found;
    return payload.update({
      collection: ACCOUNTS,
      id: found.id,
      data: { email: staff.email },
      overrideAccess: true,
    });
  }
  try {
    return await payload.create({
      collection: ACCOUNTS,
      data: { staffId: staff.id, email: staff.email },
      overrideAccess: true,
    });
  } catch (error) {
    // Two first requests at once: the other one made it.
    const made = await find();
    if (made) return made;
    throw error;
  }
}

export const backofficeSession: AuthStrategy = {
  name: 'backoffice-session',
  async authenticate({ headers, payload }) {
    const session = await readSession(
      sessionTokenFrom(headers.get('cookie')),
      env().sessionIdleSeconds * 1000,
    );
    if (!isStaffSession(session)) return { user: null };
    const account = await accountOf(payload, session.account);
    // The role, for the fields only an owner changes (`ownerOnly` in `./access.ts`).
    const role = session.account.role;
    return { user: { ...account, role, collection: ACCOUNTS, _strategy: 'backoffice-session' } };
  },
};

/**
 * The engine's sign-out (its API's logout, which the editor's "Abmelden" calls) ends the
 * back-office session it stands on, as the back office's own sign-out does: the session is
 * deleted, its cookie expired and the sign-out written to the audit log.
 */
export const endBackofficeSession: CollectionAfterLogoutHook = async ({ req }) => {
  const token = sessionTokenFrom(req.headers.get('cookie'));
  if (!token) return;
  await endSession(tokenHash(token));
  const actor = typeof req.user?.email === 'string' ? req.user.email : undefined;
  await audit('sign-out', { actor, address: clientAddress(req.headers) });
  req.responseHeaders ??= new Headers();
  req.responseHeaders.append('Set-Cookie', EXPIRED_SESSION_COOKIE);
};
