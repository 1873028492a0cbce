import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { isAlive, isZombie } from './data-dir-lock';
import { StartupError } from './errors';

/** The PostgreSQL server process of the embedded database: its settings, start and stop. */

/** The user PostgreSQL runs as when the site runs as root. */
export interface RunAs {
  readonly uid: number;
  readonly gid: number;
}

/** The line of PostgreSQL's output that says why it stopped or failed. */
export function postgresLogTail(lines: string[]): string {
  const fatal = lines.find((line) => /\b(FATAL|PANIC):/.test(line));
  return (fatal ?? lines.at(-1) ?? 'no message')
    .replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '')
    .trim();
}

/**
 * A PostgreSQL left running by a server that was killed: it holds the cluster, so it is shut
 * down before ours starts. Its identity is checked (its working directory is the cluster), so a
 * reused PID is never signalled; a stale `postmaster.pid` of a process that is gone is removed.
 */
export async function stopOrphan(cluster: string): Promise<void> {
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

async function anyFreePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * A free loopback port other than `reserved`: the port the site itself is about to listen on is
 * free while the database starts, and the system may offer it.
 */
export async function freePort(
  reserved: number | undefined,
  probe: () => Promise<number> = anyFreePort,
): Promise<number> {
  for (;;) {
    const port = await probe();
    if (port !== reserved) return port;
  }
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
    // 'close', not 'exit': its last messages may still be on their way when the process has exited.
    child.once('close', () =>
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

/**
 * Starts PostgreSQL on a free loopback port other than the site's own (another program may take
 * a port between our check and PostgreSQL's bind).
 */
export async function startOnFreePort(
  cluster: string,
  postgres: string,
  runAs: RunAs | undefined,
  sitePort: number | undefined,
) {
  for (let attempt = 0; ; attempt += 1) {
    const port = await freePort(sitePort);
    try {
      return { child: await startServer(cluster, postgres, runAs, port), port };
    } catch (error) {
      if (attempt === 2 || !/could not (bind|create listen)/i.test(String(error))) throw error;
    }
  }
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGINT'); // PostgreSQL's fast shutdown: ends sessions, writes a checkpoint.
  const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
  await exited;
  clearTimeout(timer);
}
