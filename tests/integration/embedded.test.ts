import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pool } from '@/server/db/client';
import { dataDir, startEmbeddedDatabase } from '@/server/db/embedded';
import { serverSettings } from '@/server/db/postgres-process';
import { freshEmbeddedDatabase } from './embedded-db';
import { storageSuite } from './storage-suite';

freshEmbeddedDatabase();

const asRoot = process.getuid?.() === 0;

function modes(dir: string): { path: string; mode: number; directory: boolean }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => {
    const stats = statSync(path.join(dir, entry));
    return { path: entry, mode: stats.mode & 0o777, directory: stats.isDirectory() };
  });
}

async function connectionError(url: string): Promise<string | undefined> {
  const client = new pg.Client(url);
  client.on('error', () => undefined);
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('storage on the embedded database (PostgreSQL from npm)', () => {
  storageSuite();

  it('commits durably: fsync, synchronous commit and full-page writes are on', async () => {
    const { rows } = await pool().query<{ name: string; setting: string; source: string }>(
      "SELECT name, setting, source FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method') ORDER BY name",
    );
    expect(Object.fromEntries(rows.map((row) => [row.name, row.setting]))).toMatchObject({
      fsync: 'on',
      full_page_writes: 'on',
      synchronous_commit: 'on',
    });
    expect(serverSettings.fsync).toBe('on');
  });

  it('flushes the write-ahead log to disk before it acknowledges a commit', async () => {
    const client = await pool().connect();
    const walFlushes = async () => {
      // The backend's own I/O counters, made current first.
      await client.query('SELECT pg_stat_force_next_flush()');
      await client.query('SELECT 1');
      const { rows } = await client.query<{ fsyncs: string }>(
        "SELECT sum(fsyncs)::text AS fsyncs FROM pg_stat_get_backend_io(pg_backend_pid()) WHERE object = 'wal'",
      );
      return Number(rows[0]?.fsyncs);
    };
    try {
      const before = await walFlushes();
      await client.query(
        "INSERT INTO enquiries (locale, name, email, company, audience, subject, message) VALUES ('de', 'Flush', 'flush@example.org', 'F', 'fleet', 'Flush', 'Commit und fsync')",
      );
      expect(await walFlushes()).toBe(before + 1);
      const readOnly = await walFlushes();
      await client.query('SELECT count(*) FROM enquiries');
      expect(await walFlushes()).toBe(readOnly);
    } finally {
      client.release();
    }
  });

  it('keeps its folder and files to its own user (0700 folders, 0600 files)', () => {
    expect(statSync(dataDir()).mode & 0o777).toBe(0o700);
    const entries = modes(dataDir());
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.filter((entry) => entry.mode !== (entry.directory ? 0o700 : 0o600))).toEqual([]);
  });

  it.runIf(asRoot)('is closed to other local users', () => {
    for (const target of [path.join(dataDir(), 'password'), path.join(dataDir(), 'postgres')]) {
      const attempt = spawnSync('runuser', ['-u', 'nobody', '--', 'ls', '-l', target]);
      expect(attempt.status).not.toBe(0);
    }
  });

  it('refuses connections without the password, and listens on loopback only', async () => {
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.password = 'guessed';
    expect(await connectionError(url.href)).toBe('28P01');
    url.username = 'postgres';
    expect(await connectionError(url.href)).toBe('28P01');
    // postmaster.pid names the port, the first socket folder (none) and the listen address.
    const [, , , port, sockets, listen] = readFileSync(
      path.join(dataDir(), 'postgres', 'postmaster.pid'),
      'utf8',
    ).split('\n');
    expect({ port, sockets: sockets?.trim(), listen: listen?.trim() }).toEqual({
      port: url.port,
      sockets: '',
      listen: '127.0.0.1',
    });
  });

  it('runs the site as an ordinary role, not as a superuser', async () => {
    const { rows } = await pool().query<{ rolsuper: boolean }>(
      'SELECT rolsuper FROM pg_roles WHERE rolname = current_user',
    );
    expect(rows[0]?.rolsuper).toBe(false);
  });

  it('refuses a second server on a data directory that is in use', async () => {
    await expect(startEmbeddedDatabase()).rejects.toThrow(
      new RegExp(`in use by process ${process.pid}: stop that server first`),
    );
  });
});
