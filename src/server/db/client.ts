import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { env } from '../env';
import { logDatabaseError } from './errors';
import * as schema from './schema';

type Database = ReturnType<typeof drizzle<typeof schema>>;

/**
 * The process's database: `DATABASE_URL`, or the embedded database the process started
 * (`setDatabaseUrl`). One pool and one Drizzle instance per process: this module is loaded once
 * (docs/decisions/0016-one-module-graph.md).
 */
let embeddedUrl: string | undefined;
let shared: { pool: Pool; database: Database } | undefined;

/** Points the process at the embedded database it started (`./open.ts`), before the first query. */
export function setDatabaseUrl(url: string): void {
  embeddedUrl = url;
}

/** The URL the process's connections go to, or `undefined` before the database is opened. */
export function databaseUrl(): string | undefined {
  return env().databaseUrl ?? embeddedUrl;
}

function connected(): { pool: Pool; database: Database } {
  if (shared) return shared;
  const connectionString = databaseUrl();
  if (!connectionString)
    throw new Error('DATABASE_URL is not set: the server starts the embedded database.');
  const pool = new Pool({
    connectionString,
    max: 8,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection the database closes (restart, failover) must not take the site down.
  pool.on('error', (error) => logDatabaseError('An idle database connection', error));
  // Nor one in use: its error reaches the query that uses it, and this listener keeps the
  // connection's own error event from ending the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  shared = { pool, database: drizzle(pool, { schema }) };
  return shared;
}

export function pool(): Pool {
  return connected().pool;
}

/** The one Drizzle instance of the process, on `pool()`. */
export function db(): Database {
  return connected().database;
}

/** A transaction of `db()`, handed to the work done in it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
