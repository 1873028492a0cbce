import { hash, verify } from '@node-rs/argon2';

/** At least 12 characters (ASVS 5.0 asks for 8 and recommends 15); more than 128 would only feed a slow hash. */
export const PASSWORD_LENGTH = { min: 12, max: 128 } as const;

/**
 * argon2id with OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1). `algorithm: 2` is
 * the package's `Algorithm.Argon2id`, a `const enum` that isolated modules cannot import.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** A hash of nothing anyone knows: verified against when an account does not exist, so that a
 * wrong e-mail address takes as long to answer as a wrong password. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$oPt+aZVFVHUj+vfIScDP9A$Q74hhw5BLLlRq+sCNTune0aCHtfxgr17nSODwna8BUI';

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  try {
    const ok = await verify(stored ?? DUMMY_HASH, password);
    return ok && stored !== null;
  } catch {
    return false;
  }
}
