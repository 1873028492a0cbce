import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pool } from '@/server/db/client';
import { connectionFailure } from '@/server/db/errors';
import { databaseHealth } from '@/server/db/health';
import { migrate } from '@/server/db/migrate';
import { postgresBinDir, startPostgres, type PostgresServer } from './postgres-server';
import { storageSuite } from './storage-suite';

const binDir = postgresBinDir();
if (!binDir) {
  if (process.env.CI)
    throw new Error("PostgreSQL is not installed: .ci/run installs Debian's postgresql package.");
  console.warn(
    'PostgreSQL is not installed here (Debian: apt-get install postgresql): its storage suite does not run.',
  );
}

/** The error a connection to `url` fails with. */
async function failureOf(url: string): Promise<unknown> {
  const client = new pg.Client(url);
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
  throw new Error(`${url} accepted the connection`);
}

describe.runIf(binDir)('storage on PostgreSQL', () => {
  let server: PostgresServer;

  beforeAll(async () => {
    server = await startPostgres(binDir ?? '');
    process.env.DATABASE_URL = server.url;
    await migrate(pool());
  });

  let stopped = false;
  afterAll(async () => {
    await pool().end();
    if (!stopped) server?.stop();
  });

  storageSuite();

  it('explains in one sentence why DATABASE_URL cannot be used', async () => {
    const wrongDatabase = server.url.replace(/\/postgres$/, '/no_such_database');
    expect(connectionFailure(await failureOf(wrongDatabase), wrongDatabase).message).toMatch(
      /^Cannot use the database: PostgreSQL at 127\.0\.0\.1:\d+ \(DATABASE_URL\) has no database of that name\. Check DATABASE_URL/,
    );
    const closedPort = 'postgresql://postgres@127.0.0.1:1/postgres';
    expect(connectionFailure(await failureOf(closedPort), closedPort).message).toBe(
      'Cannot use the database: PostgreSQL at 127.0.0.1:1 (DATABASE_URL) refused the connection. Check DATABASE_URL and that the server is running.',
    );
  });

  it('reports the database as unreachable once PostgreSQL stops (the health check then answers 503)', async () => {
    expect(await databaseHealth(pool())).toEqual({ ok: true });
    server.stop();
    stopped = true;
    expect(await databaseHealth(pool())).toEqual({ ok: false, problem: 'unreachable' });
  });
});
