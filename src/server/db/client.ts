import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
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

/** A transaction of `db()`, handed to the work done in it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
