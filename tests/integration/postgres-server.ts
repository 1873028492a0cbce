import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';

/** A throw-away PostgreSQL server on loopback, from the machine's PostgreSQL installation. */
export interface PostgresServer {
  readonly url: string;
  stop(): void;
}

/** The directory of `initdb` and `pg_ctl` (Debian keeps them out of PATH). */
export function postgresBinDir(): string | undefined {
  const candidates = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort()
        .reverse()
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (fromConfig.status === 0) candidates.push(fromConfig.stdout.trim());
  return candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` user. */
function runAsPostgres(binary: string, args: string[]): void {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  execFileSync(command, commandArgs, { stdio: 'pipe' });
}

export async function startPostgres(binDir: string): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  runAsPostgres(path.join(binDir, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  runAsPostgres(path.join(binDir, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w',
    'start',
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAsPostgres(path.join(binDir, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
