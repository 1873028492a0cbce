import { Pool } from 'pg';
import { test } from '@playwright/test';
import { postgresBinDir } from '../../integration/postgres-server';
import { siteDatabaseUrl } from './site';

/**
 * A pool for checking rows. A server that closes an idle connection (a stopped test server) only
 * drops it from the pool instead of failing the test run; a query on a closed pool still fails.
 */
export function testPool(connectionString: string, max = 2): Pool {
  const pool = new Pool({ connectionString, max });
  pool.on('error', () => undefined);
  return pool;
}

/**
 * A group of tests run once on each database: on PostgreSQL it is skipped where PostgreSQL is not
 * installed, and fails under CI, which installs it. Called in the group's body.
 */
export function onBackend(backend: string): { onPostgres: boolean; binDir: string | undefined } {
  const onPostgres = backend === 'PostgreSQL';
  const binDir = postgresBinDir();
  if (onPostgres && !binDir && process.env.CI)
    throw new Error("PostgreSQL is not installed: .ci/run installs Debian's postgresql package.");
  test.skip(onPostgres && !binDir, 'PostgreSQL is not installed here (apt-get install postgresql)');
  return { onPostgres, binDir };
}

/** The running site's database, read as the owner would; closed after the test file. */
export function siteDatabase() {
  const pool = testPool(siteDatabaseUrl);
  test.afterAll(() => pool.end());
  const rowsOf = async (table: 'enquiries' | 'bookings', email: string) =>
    (await pool.query(`SELECT * FROM ${table} WHERE email = $1`, [email])).rows;
  return {
    pool,
    enquiriesFrom: (email: string) => rowsOf('enquiries', email),
    bookingsFrom: (email: string) => rowsOf('bookings', email),
  };
}

/** The tables of the database (the site's and the content engine's) with a row that holds `text`. */
export async function tablesHolding(pool: Pool, text: string): Promise<string[]> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const holding: string[] = [];
  for (const { name } of tables) {
    const { rows } = await pool.query(
      `SELECT 1 FROM "${name}" row WHERE strpos(to_jsonb(row)::text, $1) > 0 LIMIT 1`,
      [text],
    );
    if (rows.length) holding.push(name);
  }
  return holding;
}
