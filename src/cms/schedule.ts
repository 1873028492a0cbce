/**
 * Publications the owner scheduled ("Veröffentlichung planen") are the engine's jobs, due at their
 * time. Every instance looks for due jobs every few seconds, but only the one holding the advisory
 * lock runs them; a job is marked done before the lock is let go, so each runs once however many
 * instances there are.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { sql } from 'drizzle-orm';
import { db } from '@site/core/db/client';
import { logDatabaseError } from '@site/core/db/errors';

const SCHEDULE_LOCK = 724004;

/** How often due publications are looked for: a scheduled article appears within this time. */
const SCHEDULE_INTERVAL_MS = 5_000;

/** Runs the due jobs holding the lock, for as long as a transaction that does nothing else. */
async function runDuePublications(): Promise<void> {
  await db().transaction(async (tx) => {
    // The transaction waits while the jobs run on the engine's connections: no idle timeout ends it.
    await tx.execute(sql`SET LOCAL idle_in_transaction_session_timeout = 0`);
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(${SCHEDULE_LOCK}) AS locked`,
    );
    if (!rows[0]?.locked) return;
    const payload = await getPayload({ config });
    await payload.jobs.run({ queue: 'default', limit: 20, overrideAccess: true });
  });
}

/** Runs due publications from now on; answers a stop function. */
export function runScheduledPublications(intervalMs = SCHEDULE_INTERVAL_MS): () => void {
  let failing = false;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runDuePublications()
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing)
          logDatabaseError('Running scheduled publications (tried again shortly)', error);
        failing = true;
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
