import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from 'pg';
import { databaseErrorCode, StartupError } from './errors';

/** Where the committed SQL migrations live (they are applied in file-name order). */
export const MIGRATIONS_DIR = path.join(process.cwd(), 'src/server/db/migrations');

/**
 * Applies every migration not applied yet, each in its own transaction, under an advisory lock
 * so that two processes starting at once do not both apply it.
 */
export async function migrate(pool: Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(724001)');
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
        (row) => row.name,
      ),
    );
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .sort()) {
      if (done.has(file)) continue;
      await client.query('BEGIN');
      try {
        await client.query(readFileSync(path.join(dir, file), 'utf8'));
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        await client.query('COMMIT');
        applied.push(file);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new StartupError(
          `Migration ${file} failed (database error ${databaseErrorCode(error) ?? 'without code'}): ` +
            'the schema is unchanged; fix the migration or the database and start again.',
        );
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(724001)').catch(() => undefined);
    client.release();
  }
  return applied;
}
