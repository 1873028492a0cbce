import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startSite } from './support/server';
import { testPool } from './support/database';

let dataDir = '';
test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-kill-'));
});
test.afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.describe('durability of the embedded database', () => {
  test('keeps every acknowledged enquiry when the server is killed with SIGKILL mid-stream, and restarts although its PID was reused', async () => {
    const first = await startSite(dataDir);
    const pool = testPool(first.databaseUrl, 4);
    const acknowledged: number[] = [];
    let killed = false;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let n = 0; !killed; n += 1) {
        try {
          const { rows } = await pool.query<{ id: string }>(
            "INSERT INTO enquiries (locale, name, email, company, audience, subject, message) VALUES ('de', $1, 'k@example.org', 'K', 'fleet', 'S', 'Nachricht') RETURNING id",
            [`writer ${writer} #${n}`],
          );
          if (rows[0]) acknowledged.push(Number(rows[0].id));
        } catch {
          return;
        }
      }
    });
    // Killed once 150 writes are acknowledged, while the writers go on.
    await expect
      .poll(() => acknowledged.length, { timeout: 60_000, intervals: [10] })
      .toBeGreaterThanOrEqual(150);
    first.child.kill('SIGKILL');
    killed = true;
    await once(first.child, 'exit');
    await Promise.all(writers);
    await pool.end().catch(() => undefined);

    // The dead server's PID now belongs to another process (its start time tells them apart).
    const reuser = spawn('sleep', ['60'], { stdio: 'ignore' });
    const lockFile = path.join(dataDir, 'server.lock');
    const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; started?: string };
    expect(lock.pid).toBe(first.child.pid);
    writeFileSync(lockFile, JSON.stringify({ ...lock, pid: reuser.pid }));

    const second = await startSite(dataDir).finally(() => reuser.kill());
    // The killed server's PostgreSQL was still running: the new server stopped it first.
    expect(second.output()).toContain('Stopping the database left running by a previous server');
    const check = testPool(second.databaseUrl, 1);
    const { rows } = await check.query<{ id: string }>('SELECT id FROM enquiries');
    const stored = new Set(rows.map((row) => Number(row.id)));
    await check.end();
    await second.stop();

    expect(acknowledged.length).toBeGreaterThanOrEqual(150);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });
});
