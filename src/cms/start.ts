/**
 * The content engine's start: its tables brought up to date by its migrations and, when the site
 * starts, the repository's new content imported (`./import.ts`), under the advisory lock that the
 * site's own migrations take, so that of two instances starting at once one does the work and the
 * other then finds it done. The command line's restore migrates the engine's tables alike before
 * it fills them.
 */
import config from '@payload-config';
import { getPayload, type Payload } from 'payload';
import { sql } from 'drizzle-orm';
import { db } from '@site/core/db/client';
import { moveContentRevision } from '@site/core/stores/site';
import { logDatabaseError } from '@site/core/db/errors';
import { MIGRATION_LOCK } from '@site/core/db/migrate';
import { importRepositoryContent } from './import';
import { applyEngineMigrations } from './migrate';
import { migrations } from './migrations';
import { ContentPool } from './database';

/** Runs `work` holding the migrations' lock, for as long as a transaction that does nothing else. */
async function underMigrationLock<T>(work: () => Promise<T>): Promise<T> {
  return db().transaction(async (tx) => {
    // The transaction waits while the work runs on other connections: no idle timeout ends it.
    await tx.execute(sql`SET LOCAL idle_in_transaction_session_timeout = 0`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    return work();
  });
}

async function migratedEngine(): Promise<Payload> {
  const payload = await getPayload({ config });
  const applied = await applyEngineMigrations(payload, migrations);
  if (applied.length) console.log(`Applied content engine migrations: ${applied.join(', ')}`);
  return payload;
}

/** How long the start waits before it tries again when the database cannot be reached. */
const RETRY_MS = 5_000;

/**
 * At the site's start: the engine's tables up to date, then the repository's new content. A
 * database that cannot be reached does not stop the site (its pages are served from the cache or
 * from the content last read, `src/next/content/pages.ts`): the start is tried again until it
 * succeeds.
 */
export async function startContentEngine(): Promise<void> {
  try {
    await underMigrationLock(async () => {
      const imported = await importRepositoryContent(await migratedEngine());
      if (!imported.length) return;
      // What every instance read before the import (no articles yet) is read again.
      await moveContentRevision();
      console.log(
        `Imported into the content engine: ${imported.length} documents from the repository.`,
      );
    });
  } catch (error) {
    logDatabaseError(`Starting the content engine (it tries again in ${RETRY_MS / 1000} s)`, error);
    setTimeout(() => void startContentEngine(), RETRY_MS).unref();
  }
}

/**
 * For the command line: the engine's tables up to date, nothing imported. The command line stops
 * its database itself when it is done, so the engine's connections may end without a word.
 */
export async function migrateContentEngine(): Promise<void> {
  const payload = await underMigrationLock(migratedEngine);
  if (payload.db.pool instanceof ContentPool) payload.db.pool.quiet = true;
}
