import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

export interface SiteServer {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly databaseUrl: string;
  /** Everything the server has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** How tests reach the database of the embedded server that runs on `dataDir`. */
export function embeddedDatabaseUrl(dataDir: string): string {
  return (
    JSON.parse(readFileSync(path.join(dataDir, 'connection.json'), 'utf8')) as { url: string }
  ).url;
}

/** A user to run the server as (tests running as root check an ordinary user's server). */
export interface RunAs {
  readonly uid: number;
  readonly gid: number;
}

/** A production server started on `dataDir` and `port`, and everything it prints. */
export function spawnServer(
  dataDir: string,
  port: number,
  extraEnv: Record<string, string>,
  runAs?: RunAs,
) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, { DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production' }, extraEnv);
  const child = spawn(process.execPath, ['dist/server.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...runAs,
  });
  const printed: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
  return { child, printed };
}

/** A server that is expected to refuse to start: its exit code and everything it printed. */
export async function failedStart(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const { child, printed } = spawnServer(dataDir, await freePort(), extraEnv);
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output: printed.join('') };
}

/** Another production server for a test of its own (own data directory, own settings). */
export async function startSite(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  runAs?: RunAs,
): Promise<SiteServer> {
  const port = await freePort();
  const { child, printed } = spawnServer(dataDir, port, extraEnv, runAs);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) {
        // The first page the framework answers waits for its start (the content engine's
        // migrations and import), so that a test begins on a site that has finished starting.
        // A HEAD request is no page view in the statistics.
        await fetch(`${baseUrl}/en`, { method: 'HEAD' });
        return {
          child,
          baseUrl,
          databaseUrl: extraEnv.DATABASE_URL ?? embeddedDatabaseUrl(dataDir),
          output: () => printed.join(''),
          async stop() {
            if (child.exitCode !== null || child.signalCode !== null) return;
            child.kill('SIGTERM');
            await once(child, 'exit');
          },
        };
      }
    } catch {
      // Still starting.
    }
    // A server that has stopped will not answer: its output says why.
    if (child.exitCode !== null || child.signalCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start:\n${printed.join('')}`);
}
