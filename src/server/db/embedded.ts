import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * The embedded database: PGlite with its data under `DATA_DIR` (default `./data`), owned by one
 * process (the site's server) and served on loopback through the PostgreSQL wire protocol, so the
 * site and the owner's CLI both use the ordinary PostgreSQL driver and never open the files twice.
 */
export interface EmbeddedDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

export function dataDir(): string {
  return path.resolve(process.env.DATA_DIR || 'data');
}

/** Where the running server says how to reach its embedded database. */
export function embeddedInfoFile(): string {
  return path.join(dataDir(), 'embedded-db.json');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the data directory for this process, or explains which process holds it. */
function lockDataDir(lockFile: string): void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${path.dirname(lockFile)} is in use by process ${holder}. ` +
            'Stop that server first, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

export async function startEmbeddedDatabase(): Promise<EmbeddedDatabase> {
  const dir = dataDir();
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, 'pglite.lock');
  lockDataDir(lockFile);
  const db = await PGlite.create(path.join(dir, 'pglite'));
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 32 });
  await server.start();
  // The server keeps the port the system gave it; its typings do not expose it.
  const { port } = server as unknown as { port: number };
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
  writeFileSync(embeddedInfoFile(), JSON.stringify({ url, pid: process.pid }));
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
      rmSync(embeddedInfoFile(), { force: true });
      if (existsSync(lockFile) && readFileSync(lockFile, 'utf8') === String(process.pid))
        rmSync(lockFile);
    },
  };
}
