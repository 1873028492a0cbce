import type { Pool } from 'pg';
import { StartupError } from './errors';

/**
 * Backups the owner makes with `npm run leads -- backup FILE`: every table that holds business
 * data, read in one snapshot (so a backup taken while visitors submit forms is consistent), as
 * JSON that PostgreSQL itself writes and reads back, so no value passes through a JavaScript
 * number or date on the way.
 */
const BACKUP_FORMAT = 'keller-site-backup';
const BACKUP_VERSION = 1;

/** Every table with data worth keeping, in the order a restore fills them. */
export const BACKUP_TABLES = [
  'enquiries',
  'bookings',
  'blocked_times',
  'outbox',
  'lead_notes',
  'staff',
  'staff_recovery_codes',
  'audit_log',
  'page_views',
  'content_seeds',
] as const;

/** Tables keyed by something other than a generated `id`. */
const WITHOUT_ID: ReadonlySet<string> = new Set([
  'staff_recovery_codes',
  'page_views',
  'content_seeds',
]);

/**
 * Tables that hold nothing to keep: the migration log (rebuilt by migrating), the health probe,
 * sign-in sessions and recent failed sign-ins (a restored site starts signed out), the site's
 * switches (a restored site starts out of maintenance), the rate limit's recent submissions and
 * the key that signs form times (a restored site makes a new one).
 */
export const TABLES_NOT_BACKED_UP = [
  'schema_migrations',
  'health_checks',
  'staff_sessions',
  'sign_in_failures',
  'site_state',
  'form_attempts',
  'site_keys',
] as const;

/** The backup as JSON text. */
export async function createBackup(pool: Pool): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = (
      await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
    ).rows.map((row) => row.name);
    const tables: string[] = [];
    for (const table of BACKUP_TABLES) {
      const { rows } = await client.query<{ data: string }>(
        `SELECT coalesce(json_agg(t ORDER BY ${WITHOUT_ID.has(table) ? 't::text' : 't.id'}), '[]')::text AS data FROM ${table} t`,
      );
      tables.push(`${JSON.stringify(table)}:${rows[0]?.data ?? '[]'}`);
    }
    await client.query('COMMIT');
    const header = JSON.stringify({
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations,
    });
    return `${header.slice(0, -1)},"tables":{${tables.join(',')}}}\n`;
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}

interface BackupHeader {
  readonly format?: unknown;
  readonly version?: unknown;
  readonly migrations?: unknown;
}

/**
 * Restores a backup into a database whose tables are empty (a new data directory, migrated), in
 * one transaction: either every row comes back or none does. Returns the rows per table.
 */
export async function restoreBackup(pool: Pool, text: string): Promise<Record<string, number>> {
  let header: BackupHeader;
  try {
    header = JSON.parse(text) as BackupHeader;
  } catch {
    throw new StartupError('This file is not a backup of the site (it is not JSON).');
  }
  if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION)
    throw new StartupError(`This file is not a backup of the site (format ${BACKUP_FORMAT} 1).`);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const applied = new Set(
      (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map(
        (row) => row.name,
      ),
    );
    const unknown = (Array.isArray(header.migrations) ? header.migrations : []).filter(
      (name) => !applied.has(String(name)),
    );
    if (unknown.length)
      throw new StartupError(
        `The backup comes from a newer version of the site (migrations ${unknown.join(', ')}): update the site first.`,
      );
    const restored: Record<string, number> = {};
    for (const table of BACKUP_TABLES) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      if (rows[0]?.n)
        throw new StartupError(
          `The database already holds ${table}: restore into an empty DATA_DIR (or an empty database).`,
        );
      const inserted = await client.query(
        `INSERT INTO ${table} OVERRIDING SYSTEM VALUE
         SELECT * FROM json_populate_recordset(NULL::${table}, coalesce($1::json -> 'tables' -> $2, '[]'))`,
        [text, table],
      );
      if (!WITHOUT_ID.has(table))
        await client.query(
          `SELECT setval(pg_get_serial_sequence($1, 'id'), coalesce(max(id), 0) + 1, false) FROM ${table}`,
          [table],
        );
      restored[table] = inserted.rowCount ?? 0;
    }
    await client.query('COMMIT');
    return restored;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
