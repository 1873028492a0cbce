import { and, count, eq, gt, min } from 'drizzle-orm';
import { db } from '../db/client';
import { signInFailures } from '../db/schema';

/**
 * Failed sign-in steps (a wrong password, a wrong code) counted in the database over a sliding
 * window, so that every server instance sees the same count. Over a limit the next attempt waits
 * until enough failures have aged out: a delay, never a lock an attacker could make permanent.
 * The limits: one account from one address; one address over all accounts; one account over all
 * addresses (a distributed guess), high enough that the owner's own attempts rarely meet it.
 */
const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perAccountAndAddress: 5,
  perAddress: 20,
  perAccount: 100,
} as const;

export interface Attempt {
  /** The account's e-mail address, lower-cased. */
  readonly account: string;
  readonly address: string;
}

/** Seconds to wait before the next attempt, or 0 when it may go ahead. */
export async function throttleWait(attempt: Attempt, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const recent = gt(signInFailures.at, since);
  const checks = [
    [
      and(
        recent,
        eq(signInFailures.account, attempt.account),
        eq(signInFailures.address, attempt.address),
      ),
      THROTTLE.perAccountAndAddress,
    ],
    [and(recent, eq(signInFailures.address, attempt.address)), THROTTLE.perAddress],
    [and(recent, eq(signInFailures.account, attempt.account)), THROTTLE.perAccount],
  ] as const;
  let wait = 0;
  for (const [where, limit] of checks) {
    const [row] = await db()
      .select({ failures: count(), oldest: min(signInFailures.at) })
      .from(signInFailures)
      .where(where);
    if (row && row.failures >= limit && row.oldest) {
      const freedAt = row.oldest.getTime() + THROTTLE.windowMs;
      wait = Math.max(wait, Math.ceil((freedAt - now.getTime()) / 1000));
    }
  }
  return wait;
}

export async function recordFailure(attempt: Attempt): Promise<void> {
  await db().insert(signInFailures).values(attempt);
}

/** A completed sign-in clears the account's failures from that address. */
export async function clearFailures(attempt: Attempt): Promise<void> {
  await db()
    .delete(signInFailures)
    .where(
      and(eq(signInFailures.account, attempt.account), eq(signInFailures.address, attempt.address)),
    );
}
