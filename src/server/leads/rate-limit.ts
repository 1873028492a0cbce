import { formTiming } from '@/site/timing';
import { inTransaction, pool } from '../db/client';

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
  return inTransaction(async (connection) => {
    await connection.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `form-attempt ${form} ${client}`,
    ]);
    const { rows } = await connection.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM form_attempts
        WHERE form = $1 AND client = $2 AND at > now() - make_interval(secs => $3)`,
      [form, client, windowSeconds],
    );
    if ((rows[0]?.count ?? 0) >= formTiming.submissionsPerWindow) return false;
    await connection.query('INSERT INTO form_attempts (form, client) VALUES ($1, $2)', [
      form,
      client,
    ]);
    return true;
  });
}

/** Deletes the attempts the window no longer counts; the retention worker calls it hourly. */
export async function pruneFormAttempts(): Promise<number> {
  const { rowCount } = await pool().query(
    'DELETE FROM form_attempts WHERE at <= now() - make_interval(secs => $1)',
    [windowSeconds],
  );
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
