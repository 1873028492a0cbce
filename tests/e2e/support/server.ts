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
  stop(): Promise<void>;
}

/** Another production server for a test of its own (own data directory, own settings). */
export async function startSite(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<SiteServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'production',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['dist/server.mjs'], { env, stdio: 'ignore' });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) {
        const { url } = JSON.parse(
          readFileSync(path.join(dataDir, 'embedded-db.json'), 'utf8'),
        ) as { url: string };
        return {
          child,
          baseUrl,
          databaseUrl: url,
          async stop() {
            if (child.exitCode !== null) return;
            child.kill('SIGTERM');
            await once(child, 'exit');
          },
        };
      }
    } catch {
      // Still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start');
}
