import { createHash, randomBytes } from 'node:crypto';

/** A secret for a link or a cookie: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored of a token (or a recovery code): its SHA-256, so a copy of the database opens nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
