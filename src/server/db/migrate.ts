import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { databaseErrorCode, StartupError } from './errors';

/** Where drizzle-kit writes the migrations it generates from `schema.ts`, with their journal. */
/** The advisory lock under which one process at a time brings the schema up to date. */
export const MIGRATION_LOCK = 724001;

export const MIGRATIONS_DIR = path.join(process.cwd(), 'src/server/db/migrations');

/**
 * The baseline holds exactly what four hand-written migrations held before the schema became the
 * source. A database that applied those has the baseline; one that applies the baseline records
 * those too, so that backups from either restore into the other.
 */
const REPLACED_BY: Readonly<Record<string, readonly string[]>> = {
  '0000_baseline.sql': [
    '0001_enquiries.sql',
    '0002_bookings.sql',
    '0003_outbox.sql',
    '0004_health_checks.sql',
  ],
};

/** The migration files in the order drizzle-kit's journal gives them. */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => `${entry.tag}.sql`);
}

async function record(client: PoolClient, names: readonly string[]): Promise<void> {
  await client.query(
    'INSERT INTO schema_migrations (name) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING',
    [names],
  );
}

/**
 * Applies every migration not applied yet, each in its own transaction, under an advisory lock
 * so that two processes starting at once do not both apply it.
 */
export async function migrate(pool: Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
        (row) => row.name,
      ),
    );
    for (const file of migrationFiles(dir)) {
      if (done.has(file)) continue;
      const replaced = REPLACED_BY[file] ?? [];
      await client.query('BEGIN');
      try {
        if (!replaced.length || !replaced.every((name) => done.has(name))) {
          await client.query(readFileSync(path.join(dir, file), 'utf8'));
          applied.push(file);
        }
        await record(client, [file, ...replaced]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new StartupError(
          `Migration ${file} failed (database error ${databaseErrorCode(error) ?? 'without code'}): ` +
            'the schema is unchanged; fix the migration or the database and start again.',
        );
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return applied;
}
