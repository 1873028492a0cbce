import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from '@/server/db/embedded';

/** Starting and stopping the embedded database after crashes, reused PIDs and damaged files. */

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-lifecycle-'));
  folders.push(dir);
  process.env.DATA_DIR = dir;
});

async function startAndCount(): Promise<number> {
  const embedded = await startEmbeddedDatabase();
  try {
    const client = new pg.Client(embedded.url);
    await client.connect();
    const { rows } = await client.query<{ n: number }>('SELECT 1 AS n');
    await client.end();
    return rows[0]?.n ?? 0;
  } finally {
    await embedded.stop();
  }
}

/** A process that is alive but is neither a site server nor a database. */
function unrelatedProcess() {
  const child = spawn('sleep', ['60'], { stdio: 'ignore' });
  afterAll(() => void child.kill());
  return child.pid ?? 0;
}

describe('the embedded database after a crash', () => {
  it('starts although the lock names a live process that reused the dead server’s PID', async () => {
    await startAndCount();
    const pid = unrelatedProcess();
    writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid, started: '1' }));
    writeFileSync(
      path.join(dir, 'postgres', 'postmaster.pid'),
      `${pid}\n${path.join(dir, 'postgres')}\n1700000000\n5432\n\n127.0.0.1\n`,
    );
    expect(await startAndCount()).toBe(1);
  });

  it('starts although the lock names its own PID, as after a restart as PID 1 in a container', async () => {
    await startAndCount();
    writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: process.pid }));
    expect(await startAndCount()).toBe(1);
  });

  it('finishes a first start that was interrupted while creating the database', async () => {
    mkdirSync(path.join(dir, 'postgres.new'));
    writeFileSync(path.join(dir, 'postgres.new', 'PG_VERSION'), '18\n');
    expect(await startAndCount()).toBe(1);
  });
});

describe.runIf(process.getuid?.() === 0)('the embedded database under root', () => {
  it('says in one sentence when the user "postgres" cannot reach the data directory', async () => {
    const hidden = path.join(dir, 'private');
    mkdirSync(hidden, { mode: 0o700 });
    chmodSync(dir, 0o700);
    process.env.DATA_DIR = path.join(hidden, 'data');
    await expect(startEmbeddedDatabase()).rejects.toThrow(
      /^Running as root, the embedded database runs as the system user "postgres", which cannot reach .+: run the site as a normal user, let that user search the folders above them \(chmod o\+x\), or set DATABASE_URL\.$/,
    );
  });
});

describe('the embedded database with damaged files', () => {
  it('explains a damaged control file in one sentence and points to the backup', async () => {
    await startAndCount();
    truncateSync(path.join(dir, 'postgres', 'global', 'pg_control'), 100);
    await expect(startEmbeddedDatabase()).rejects.toThrow(
      /^The embedded database in .+ cannot start \(.*pg_control.*\)\. If its files are damaged, restore your last backup into an empty DATA_DIR \(npm run leads -- restore FILE\)\.$/,
    );
  });

  it('explains an incomplete data directory', async () => {
    await startAndCount();
    rmSync(path.join(dir, 'postgres', 'PG_VERSION'));
    await expect(startEmbeddedDatabase()).rejects.toThrow(
      /is incomplete \(no PG_VERSION or no password file\): restore your last backup/,
    );
  });
});
