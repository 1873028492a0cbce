import type { Access } from 'payload';

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
