import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from './errors';

/**
 * One server per data directory, and a dead server's lock never blocks a restart: the lock file
 * names the holder's PID and the time its process started, so a PID that now belongs to another
 * process (or, in a container, to the new server itself) does not count.
 */

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

export function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

export function isAlive(pid: number): boolean {
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

export function lockDataDir(lockFile: string): void {
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

export function unlockDataDir(lockFile: string): void {
  if (!heldHere.delete(lockFile)) return;
  if (readHolder(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
}

/** Whether a live server holds `lockFile` (for the owner's command line, which shares its database). */
export function isLockHeld(lockFile: string): boolean {
  const holder = readHolder(lockFile);
  return holder !== undefined && holds(holder, lockFile);
}
