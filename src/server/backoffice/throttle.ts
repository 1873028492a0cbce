import { rateLimitKey } from '@/lib/client-address';
import {
  countSignInSteps,
  deleteSignInStep,
  deleteSignInSteps,
  insertSignInStep,
  signInAddresses,
} from '../stores/accounts';

/**
 * Sign-in steps (a password, a code) counted in the database over a sliding window, so that
 * every server instance sees the same count. Each step is recorded before it is checked, so that
 * requests sent at once count each other; a step that succeeds is taken back, one that fails
 * stays. Over a limit the next attempt waits until enough failures have aged out: a delay, not a
 * lock. An address counts as the forms' rate limit counts it (`rateLimitKey`: an IPv6 client by
 * its /64). The limits: one account from one address; one address over all accounts; one account
 * over all addresses (a distributed guess), which does not apply from an address the account has
 * signed in from before, so that such an attack cannot keep the owner out.
 */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perAccountAndAddress: 5,
  perAddress: 20,
  perAccount: 100,
  /** How long an address the account signed in from counts as its own. */
  knownAddressMs: 90 * 24 * 60 * 60 * 1000,
} as const;

export interface Attempt {
  /** The account's e-mail address, lower-cased. */
  readonly account: string;
  /** Where it comes from, as `rateLimitKey` counts it. */
  readonly address: string;
}

/** An attempt of `account` from the client `address` (a full address, counted by its key). */
export function attemptFrom(account: string, address: string): Attempt {
  return { account, address: rateLimitKey(address) };
}

async function knownAddress(attempt: Attempt, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - THROTTLE.knownAddressMs);
  const addresses = await signInAddresses(attempt.account, since);
  return addresses.some((address) => address !== null && rateLimitKey(address) === attempt.address);
}

/** Seconds to wait, counting the attempt just recorded; 0 when it may go ahead. */
async function throttleWait(attempt: Attempt, now: Date): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const checks: [{ account?: string; address?: string }, number][] = [
    [attempt, THROTTLE.perAccountAndAddress],
    [{ address: attempt.address }, THROTTLE.perAddress],
  ];
  if (!(await knownAddress(attempt, now)))
    checks.push([{ account: attempt.account }, THROTTLE.perAccount]);
  let wait = 0;
  for (const [by, limit] of checks) {
    const { attempts, oldest } = await countSignInSteps(since, by);
    if (attempts > limit && oldest) {
      const freedAt = oldest.getTime() + THROTTLE.windowMs;
      wait = Math.max(wait, Math.ceil((freedAt - now.getTime()) / 1000));
    }
  }
  return wait;
}

/**
 * Records an attempt and says how long to wait before it may be checked (0: go ahead). A
 * refused attempt is not counted, so that waiting ends however often an attacker knocks.
 */
export async function beginAttempt(
  attempt: Attempt,
  now = new Date(),
): Promise<{ readonly id: number; readonly wait: number }> {
  const id = await insertSignInStep({ ...attempt, at: now });
  const wait = await throttleWait(attempt, now);
  if (wait > 0) await forgetAttempt(id);
  return { id, wait };
}

/** A step that succeeded (a right password) is no failure. */
export const forgetAttempt = deleteSignInStep;

/** A completed sign-in clears the account's failures from that address. */
export const clearFailures: (attempt: Attempt) => Promise<void> = deleteSignInSteps;
