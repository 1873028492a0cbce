import { statfsSync } from 'node:fs';
import type { Pool } from 'pg';
import { databaseErrorCode } from './errors';

/** Below this much free space the embedded database is reported unhealthy, before writes fail. */
const MIN_FREE_BYTES = 64 * 1024 * 1024;

export type DatabaseHealth =
  | { readonly ok: true }
  | { readonly ok: false; readonly problem: 'unreachable' | 'notWritable' | 'diskFull' };

/** Free bytes under `dir`; 0 when it cannot be read (the folder is gone or unreadable). */
function freeBytes(dir: string): number {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return 0;
  }
}

/** One write round trip on one pooled connection. */
async function probe(pool: Pool): Promise<DatabaseHealth & { staleConnection?: boolean }> {
  let client;
  try {
    client = await pool.connect();
  } catch {
    return { ok: false, problem: 'unreachable' };
  }
  let broken: Error | undefined;
  // A connection that breaks while checked out reports here, not as an unhandled error.
  const onError = (error: Error) => (broken = error);
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    await client.query("SET LOCAL statement_timeout = '2s'");
    await client.query('INSERT INTO health_checks DEFAULT VALUES');
    return { ok: true };
  } catch (error) {
    const code = databaseErrorCode(error);
    // SQLSTATE classes 08 (connection) and 57P (shutdown) mean the server went away.
    if (code && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57P)/.test(code))
      return { ok: false, problem: 'notWritable' };
    broken = error as Error;
    return { ok: false, problem: 'unreachable', staleConnection: true };
  } finally {
    if (!broken) await client.query('ROLLBACK').catch((error: Error) => (broken = error));
    client.off('error', onError);
    client.release(broken);
  }
}

/**
 * Whether a submission could be stored right now: a write is made and rolled back within two
 * seconds, and for the embedded database (`dataDir`) the disk under it has room left. Pooled
 * connections the database closed earlier (a restart, ended sessions) are discarded one by one and
 * the write tried again, at most once per connection the pool held, plus one on a new connection.
 */
export async function databaseHealth(pool: Pool, dataDir?: string): Promise<DatabaseHealth> {
  if (dataDir && freeBytes(dataDir) < MIN_FREE_BYTES) return { ok: false, problem: 'diskFull' };
  let result = await probe(pool);
  for (let tries = pool.totalCount + 1; !result.ok && result.staleConnection && tries > 0; tries--)
    result = await probe(pool);
  return result.ok ? { ok: true } : { ok: false, problem: result.problem };
}
