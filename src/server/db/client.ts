import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient } from 'pg';
import { env } from '../env';
import { logDatabaseError } from './errors';
import * as schema from './schema';

/**
 * One connection pool per process, to `DATABASE_URL`: a managed PostgreSQL, or the embedded
 * database the server started on loopback.
 */
const globalForDb = globalThis as unknown as { pool?: Pool; database?: Database };

type Database = ReturnType<typeof drizzle<typeof schema>>;

export function pool(): Pool {
  if (!globalForDb.pool) {
    const connectionString = env().databaseUrl;
    if (!connectionString)
      throw new Error('DATABASE_URL is not set: the server starts the embedded database.');
    const created = new Pool({
      connectionString,
      max: 8,
      idleTimeoutMillis: 10_000,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection the database closes (restart, failover) must not take the site down.
    created.on('error', (error) => logDatabaseError('An idle database connection', error));
    // Nor one in use: its error reaches the query that uses it, and this listener keeps the
    // connection's own error event from ending the process.
    created.on('connect', (client) => client.on('error', () => undefined));
    globalForDb.pool = created;
  }
  return globalForDb.pool;
}

/** The one Drizzle instance of the process, on `pool()`. */
export function db(): Database {
  globalForDb.database ??= drizzle(pool(), { schema });
  return globalForDb.database;
}

/** Runs `work` in one transaction on one connection; rolls back on error or when `commit` is false. */
export async function inTransaction<T>(
  work: (client: PoolClient) => Promise<T>,
  commit: (result: T) => boolean = () => true,
): Promise<T> {
  const client = await pool().connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query(commit(result) ? 'COMMIT' : 'ROLLBACK');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
