import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/** At least 12 characters (ASVS 5.0 asks for 8 and recommends 15); more than 128 would only feed a slow hash. */
const PASSWORD_LENGTH = { min: 12, max: 128 } as const;

/**
 * argon2id with OWASP's first recommended setting (m = 19 MiB, t = 2, p = 1). `algorithm: 2` is
 * the package's `Algorithm.Argon2id`, a `const enum` that isolated modules cannot import.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/**
 * Password checks a server process runs at once; one more is refused, not queued. Measured on
 * the 2-core reference machine: 1 at once verifies 49 a second (18 ms each), 2 at once 96, 4 at
 * once 93 (39 ms each), 16 at once 101 (142 ms each). Two use both cores; more only make each
 * one slower and occupy the thread pool that file reads and compression share.
 */
const VERIFICATIONS_AT_ONCE = 2;

let verifying = 0;

/** A hash of nothing anyone knows: verified against when an account does not exist, so that a
 * wrong e-mail address takes as long to answer as a wrong password. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$oPt+aZVFVHUj+vfIScDP9A$Q74hhw5BLLlRq+sCNTune0aCHtfxgr17nSODwna8BUI';

/** Whether the password matches; `busy` when `VERIFICATIONS_AT_ONCE` checks are running. */
export async function verifyPassword(
  stored: string | null,
  password: string,
): Promise<boolean | 'busy'> {
  if (verifying >= VERIFICATIONS_AT_ONCE) return 'busy';
  verifying += 1;
  try {
    const ok = await verify(stored ?? DUMMY_HASH, password);
    return ok && stored !== null;
  } catch {
    return false;
  } finally {
    verifying -= 1;
  }
}

let estimator: ZxcvbnFactory | undefined;

/**
 * zxcvbn's estimate with the common-password lists of `@zxcvbn-ts/language-common` (49,233
 * passwords collected from published breaches and the 7,776 diceware words), built on first use.
 */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

/** The account's own words a password must not be made of: its address, its parts, its name. */
function ownWords(account: { readonly email: string; readonly name: string }): string[] {
  const email = account.email.trim().toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  return [email, local, domain.split('.')[0] ?? '', ...account.name.toLowerCase().split(/\s+/)]
    .map((word) => word.trim())
    .filter((word) => word.length >= 4);
}

/**
 * What is wrong with a new password: its length, or that it is easy to guess (zxcvbn's score
 * below 3 of 4: on a list of common or breached passwords, a keyboard walk, a repetition) or
 * contains the account's e-mail address or name.
 */
export function passwordProblem(
  password: string,
  account: { readonly email: string; readonly name: string },
): 'passwordLength' | 'passwordCommon' | undefined {
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max) return 'passwordLength';
  const words = ownWords(account);
  const lower = password.toLowerCase();
  if (words.some((word) => lower.includes(word))) return 'passwordCommon';
  return strength().check(password, words).score < 3 ? 'passwordCommon' : undefined;
}
