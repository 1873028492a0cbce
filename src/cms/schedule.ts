/**
 * Publications the owner scheduled ("Veröffentlichung planen") are the engine's jobs, due at their
 * time. Every instance looks for due jobs every few seconds, but only the one holding the advisory
 * lock runs them; a job is marked done before the lock is let go, so each runs once however many
 * instances there are.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { pool } from '@/server/db/client';
import { logDatabaseError } from '@/server/db/errors';

const SCHEDULE_LOCK = 724004;

/** How often due publications are looked for: a scheduled article appears within this time. */
const SCHEDULE_INTERVAL_MS = 5_000;

async function runDuePublications(): Promise<void> {
  const client = await pool().connect();
  // A connection whose lock could not be let go is closed, not returned to the pool holding it.
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [SCHEDULE_LOCK],
    );
    if (!rows[0]?.locked) return;
    try {
      const payload = await getPayload({ config });
      await payload.jobs.run({ queue: 'default', limit: 20, overrideAccess: true });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [SCHEDULE_LOCK]).catch((error) => {
        broken = error instanceof Error ? error : new Error(String(error));
      });
    }
  } finally {
    client.release(broken);
  }
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
