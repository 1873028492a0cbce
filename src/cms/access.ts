import type { Access, FieldAccess } from 'payload';
import { accountByEmail } from '@site/core/stores/accounts';

/** Anyone signed in through the back office (owners and editors, through the strategy in `./auth.ts`). */
const signedIn: Access = ({ req }) => Boolean(req.user);

/** Nobody, through the engine: what the code or the start-up does itself. */
export const nobody: Access = () => false;

/** Documents the repository seeds and the code names: edited, never created or deleted here. */
export const editOnly = {
  read: signedIn,
  update: signedIn,
  readVersions: signedIn,
  create: nobody,
  delete: nobody,
};

/** Documents the owner creates and deletes as well (articles, post teasers). */
export const fullAccess = {
  read: signedIn,
  create: signedIn,
  update: signedIn,
  delete: signedIn,
  readVersions: signedIn,
};

/**
 * Whether the engine's user is an owner: the sign-in bridge says so (`./auth.ts`); a user the
 * engine loaded itself (the author of a scheduled publication) is looked up by its address.
 */
async function isOwner(user: unknown): Promise<boolean> {
  if (typeof user !== 'object' || user === null) return false;
  const { role, email } = user as { role?: unknown; email?: unknown };
  if (role !== undefined) return role === 'owner';
  return typeof email === 'string' && (await accountByEmail(email))?.role === 'owner';
}

/**
 * A field only an owner changes: where visitors' mail and bookings go, and what the firm declares
 * by law. An editor sees it read-only, and the engine keeps the stored value when an editor sends
 * another.
 */
export const ownerOnly: { create: FieldAccess; update: FieldAccess } = {
  create: ({ req }) => isOwner(req.user),
  update: ({ req }) => isOwner(req.user),
};
