import pg from 'pg';
import { logDatabaseError } from '@site/core/db/errors';

/**
 * The content engine's connection pool: any of its connections that the database ends (a restart,
 * a failover, a database that is down) is logged, never left to end the process as an unhandled
 * error, from the first connection on, also while the engine migrates at start.
 */
export class ContentPool extends pg.Pool {
  /** The command line, which stops its database itself when done, ends it without a word. */
  quiet = false;

  constructor(options?: pg.PoolConfig) {
    super(options);
    const log = (error: Error) => {
      if (!this.quiet) logDatabaseError('A content engine connection', error);
    };
    this.on('error', log);
    // A connection in use reports its error to the query that uses it; this listener keeps the
    // connection's own error event from ending the process.
    this.on('connect', (client) => client.on('error', () => undefined));
  }
}

/** The `pg` module as the engine's database adapter takes it, with this pool. */
export const contentPg = { ...pg, Pool: ContentPool } as typeof pg;
