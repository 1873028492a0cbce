import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from '../../../scripts/lib/build.mjs';
import { normaliseSiteUrl } from '../../../src/site/config';
import { embeddedDatabaseUrl } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    siteUrl: string;
    /** The test server's embedded database, for checking stored rows. */
    databaseUrl: string;
    /** The test server's data directory. */
    dataDir: string;
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || address === null) throw new Error('No free port');
  return address.port;
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${url} within 60 s`);
}

/** Builds when needed and serves the production build on a free loopback port. */
export default async function setup(project: TestProject) {
  ensureBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
  const output: string[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // Browser contexts tell the server their own client address (support/browser.ts).
    TRUST_PROXY: '127.0.0.1, ::1',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitUntilServing(`http://127.0.0.1:${port}/`, child);
  } catch (error) {
    child.kill('SIGKILL');
    console.error(output.join(''));
    throw error;
  }
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('siteUrl', normaliseSiteUrl(process.env.SITE_URL));
  project.provide('databaseUrl', embeddedDatabaseUrl(dataDir));
  project.provide('dataDir', dataDir);

  return async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    rmSync(dataDir, { recursive: true, force: true });
    // Each distinct line once, with its count: the malformed-request tests provoke many alike.
    const errors = new Map<string, number>();
    for (const line of output.join('').split('\n'))
      if (/⨯|Error:/.test(line)) errors.set(line, (errors.get(line) ?? 0) + 1);
    if (errors.size)
      console.warn(
        `Server reported errors during the tests:\n${[...errors]
          .map(([line, count]) => (count > 1 ? `${line} (×${count})` : line))
          .join('\n')}`,
      );
  };
}
