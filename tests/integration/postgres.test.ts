import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAnswers, pool } from '@/server/db/client';
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

  it('reports the database as down once PostgreSQL stops (the health check then answers 503)', async () => {
    expect(await databaseAnswers()).toBe(true);
    server.stop();
    stopped = true;
    expect(await databaseAnswers()).toBe(false);
  });
});
