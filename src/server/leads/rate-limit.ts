import { formTiming } from '@/site/timing';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { formAttempts } from '../db/schema';

/**
 * The forms' rate limit, kept in the database so that every server instance counts the same
 * submissions: `formTiming.submissionsPerWindow` per client (an IPv4 address or an IPv6 /64,
 * see `rateLimitKey`) and form within `formTiming.rateWindowMs`.
 */

const windowSeconds = formTiming.rateWindowMs / 1000;

/**
 * Counts a submission of `form` by `client`; `false`, and nothing counted, when the client has
 * used up its window. Attempts of one client are serialised, so parallel ones cannot overshoot.
 */
export async function attemptSubmission(form: string, client: string): Promise<boolean> {
  void pruneNowAndThen();
  return db().transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`form-attempt ${form} ${client}`}, 0))`,
    );
    const [counted] = await tx
      .select({ count: count() })
      .from(formAttempts)
      .where(
        and(
          eq(formAttempts.form, form),
          eq(formAttempts.client, client),
          gt(formAttempts.at, sql`now() - make_interval(secs => ${windowSeconds})`),
        ),
      );
    if ((counted?.count ?? 0) >= formTiming.submissionsPerWindow) return false;
    await tx.insert(formAttempts).values({ form, client });
    return true;
  });
}

/** Deletes the attempts the window no longer counts; the retention worker calls it hourly. */
export async function pruneFormAttempts(): Promise<number> {
  const { rowCount } = await db()
    .delete(formAttempts)
    .where(lte(formAttempts.at, sql`now() - make_interval(secs => ${windowSeconds})`));
  return rowCount ?? 0;
}

const PRUNE_EVERY_MS = 60_000;
const globalForPruning = globalThis as unknown as { formAttemptsPrunedAt?: number };

/** Prunes at most once a minute per process, besides the hourly run, while forms are sent. */
async function pruneNowAndThen(now = Date.now()): Promise<void> {
  if (now - (globalForPruning.formAttemptsPrunedAt ?? 0) < PRUNE_EVERY_MS) return;
  globalForPruning.formAttemptsPrunedAt = now;
  await pruneFormAttempts().catch(() => undefined);
}
