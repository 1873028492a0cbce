import { sql } from 'drizzle-orm';
import { db, type Transaction } from './client';
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
  'booking_settings',
  'calendar_sources',
  'outbox',
  'lead_notes',
  'staff',
  'staff_recovery_codes',
  'audit_log',
  'page_views',
  'excluded_requests',
  'web_vitals',
  'content_seeds',
  'content_redirects',
] as const;

/** Tables keyed by something other than a generated `id`. */
const WITHOUT_ID: ReadonlySet<string> = new Set([
  'staff_recovery_codes',
  'page_views',
  'excluded_requests',
  'web_vitals',
  'content_seeds',
  'content_redirects',
]);

/**
 * Tables that hold nothing to keep: the migration log (rebuilt by migrating), the health probe,
 * sign-in sessions with their live previews and recent failed sign-ins (a restored site starts
 * signed out), the site's switches (a restored site starts out of maintenance), the rate limit's
 * recent submissions, the key that signs form times (a restored site makes a new one), and which
 * weekly summaries went out (a site restored on a Monday may send that week's once more).
 */
export const TABLES_NOT_BACKED_UP = [
  'schema_migrations',
  'health_checks',
  'staff_sessions',
  'live_previews',
  'sign_in_failures',
  'site_state',
  'form_attempts',
  'site_keys',
  'weekly_summaries',
] as const;

/**
 * The content engine's tables that hold nothing to keep: its migration log (rebuilt by
 * migrating), the documents' edit locks, the editor's remembered views and its key-value store.
 * Every other table of the engine (documents, their versions, scheduled publications, the
 * engine's accounts) is content and is backed up, whatever collections a release adds.
 */
const ENGINE_TABLES_NOT_BACKED_UP = [
  'payload_migrations',
  'payload_locked_documents',
  'payload_locked_documents_rels',
  'payload_preferences',
  'payload_preferences_rels',
  'payload_kv',
] as const;

interface Table {
  readonly name: string;
  /** Its rows are ordered by `id` in the backup (else by their text). */
  readonly byId: boolean;
  /** Its `id` counts up from a sequence, which a restore moves past the restored rows. */
  readonly serial: boolean;
}

/**
 * Every table to back up: the site's own, then the content engine's, each after the tables it
 * refers to, so that a restore can fill them in this order.
 */
async function tablesToKeep(tx: Transaction): Promise<Table[]> {
  const skipped = new Set<string>([...TABLES_NOT_BACKED_UP, ...ENGINE_TABLES_NOT_BACKED_UP]);
  const own = new Set<string>(BACKUP_TABLES);
  const { rows: present } = await tx.execute<{ name: string; id: string | null }>(
    sql`SELECT t.tablename AS name, c.data_type AS id
       FROM pg_tables t
       LEFT JOIN information_schema.columns c
         ON c.table_schema = t.schemaname AND c.table_name = t.tablename AND c.column_name = 'id'
      WHERE t.schemaname = current_schema()
      ORDER BY t.tablename`,
  );
  const { rows: references } = await tx.execute<{ child: string; parent: string }>(
    sql`SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f' AND k.connamespace = current_schema()::regnamespace`,
  );
  const content = present.filter(({ name }) => !own.has(name) && !skipped.has(name));
  const ordered: string[] = [...BACKUP_TABLES];
  const pending = new Set(content.map(({ name }) => name));
  while (pending.size) {
    const ready = [...pending].filter((name) =>
      references.every(
        ({ child, parent }) => child !== name || parent === name || !pending.has(parent),
      ),
    );
    if (!ready.length) throw new Error(`Tables refer to each other in a loop: ${[...pending]}`);
    for (const name of ready) {
      ordered.push(name);
      pending.delete(name);
    }
  }
  const idType = new Map(present.map(({ name, id }) => [name, id]));
  return ordered.map((name) => {
    const id = idType.get(name);
    return {
      name,
      byId: !!id && !WITHOUT_ID.has(name),
      serial: id === 'integer' || id === 'bigint',
    };
  });
}

/** The migrations a database has had, the site's and the content engine's. */
async function appliedMigrations(tx: Transaction): Promise<string[]> {
  const { rows: engine } = await tx.execute<{ present: boolean }>(
    sql`SELECT to_regclass('payload_migrations') IS NOT NULL AS present`,
  );
  const { rows } = await tx.execute<{ name: string }>(
    engine[0]?.present
      ? sql`SELECT name FROM schema_migrations UNION ALL SELECT name FROM payload_migrations ORDER BY name`
      : sql`SELECT name FROM schema_migrations ORDER BY name`,
  );
  return rows.map((row) => row.name);
}

/** The backup as JSON text. */
export async function createBackup(): Promise<string> {
  return db().transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      const tables: string[] = [];
      for (const { name, byId } of await tablesToKeep(tx)) {
        const order = byId ? sql`t.id` : sql`t::text`;
        const { rows } = await tx.execute<{ data: string }>(
          sql`SELECT coalesce(json_agg(t ORDER BY ${order}), '[]')::text AS data
                FROM ${sql.identifier(name)} t`,
        );
        tables.push(`${JSON.stringify(name)}:${rows[0]?.data ?? '[]'}`);
      }
      const header = JSON.stringify({
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        migrations,
      });
      return `${header.slice(0, -1)},"tables":{${tables.join(',')}}}\n`;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
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
export async function restoreBackup(text: string): Promise<Record<string, number>> {
  let header: BackupHeader;
  try {
    header = JSON.parse(text) as BackupHeader;
  } catch {
    throw new StartupError('This file is not a backup of the site (it is not JSON).');
  }
  if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION)
    throw new StartupError(`This file is not a backup of the site (format ${BACKUP_FORMAT} 1).`);
  return db().transaction(async (tx) => {
    const applied = new Set(await appliedMigrations(tx));
    const unknown = (Array.isArray(header.migrations) ? header.migrations : []).filter(
      (name) => !applied.has(String(name)),
    );
    if (unknown.length)
      throw new StartupError(
        `The backup comes from a newer version of the site (migrations ${unknown.join(', ')}): update the site first.`,
      );
    const restored: Record<string, number> = {};
    for (const { name, serial } of await tablesToKeep(tx)) {
      const table = sql.identifier(name);
      const { rows } = await tx.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${table}`,
      );
      if (rows[0]?.n)
        throw new StartupError(
          `The database already holds ${name}: restore into an empty DATA_DIR (or an empty database).`,
        );
      const backedUp = sql`coalesce(${text}::json -> 'tables' -> ${name}, '[]')`;
      // The columns the backup's rows hold: one made before a column was added leaves it to its
      // default (`json_populate_recordset` alone would make it NULL).
      const { rows: present } = await tx.execute<{ name: string }>(
        sql`SELECT a.attname AS name FROM pg_attribute a
             WHERE a.attrelid = ${`"${name}"`}::regclass AND a.attnum > 0 AND NOT a.attisdropped
               AND EXISTS (SELECT 1 FROM json_array_elements(${backedUp}) r
                            WHERE (r::jsonb) ? a.attname)
             ORDER BY a.attnum`,
      );
      const columns = sql.join(
        present.map((column) => sql.identifier(column.name)),
        sql`, `,
      );
      const inserted = present.length
        ? await tx.execute(
            sql`INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE
                SELECT ${columns} FROM json_populate_recordset(NULL::${table}, ${backedUp})`,
          )
        : { rowCount: 0 };
      if (serial)
        await tx.execute(
          sql`SELECT setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), coalesce(max(id), 0) + 1, false)
                FROM ${table}`,
        );
      restored[name] = inserted.rowCount ?? 0;
    }
    return restored;
  });
}
