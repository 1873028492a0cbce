/**
 * The content engine's start, in the framework's process before the first request: its tables
 * brought up to date by its migrations, then the repository's new content imported
 * (`./import.ts`), under the advisory lock that the site's own migrations take, so that of two
 * instances starting at once one does the work and the other then finds it done.
 */
import config from '@payload-config';
import { getPayload, type Migration } from 'payload';
import { pool } from '@/server/db/client';
import { logDatabaseError } from '@/server/db/errors';
import { MIGRATION_LOCK } from '@/server/db/migrate';
import { importRepositoryContent } from './import';
import { migrations } from './migrations';

export async function startContentEngine(): Promise<void> {
  const client = await pool().connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const payload = await getPayload({ config });
    // An idle connection the database closes (restart, failover) must not take the site down.
    payload.db.pool.on('error', (error) =>
      logDatabaseError('An idle content engine connection', error),
    );
    // The adapter calls each migration with its own arguments; the engine's generic type names
    // them `unknown`, which the generated migrations' typed parameters do not accept.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
    const imported = await importRepositoryContent(payload);
    if (imported.length)
      console.log(
        `Imported into the content engine: ${imported.length} documents from the repository.`,
      );
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
