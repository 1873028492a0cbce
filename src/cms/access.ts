import type { Access } from 'payload';

/** Anyone signed in through the back office (the strategy in `./auth.ts` lets owners only in). */
export const signedIn: Access = ({ req }) => Boolean(req.user);

/** Nobody, through the engine: what the code or the start-up does itself. */
export const nobody: Access = () => false;
