import { databaseUrl, pool, setDatabaseUrl } from './client';
import {
  dataDir,
  runningServerUrl,
  startEmbeddedDatabase,
  type EmbeddedDatabase,
} from './embedded';
import { connectionFailure, StartupError, startupFailure } from './errors';
import { env } from '../env';
import { migrate } from './migrate';

export interface OpenDatabase {
  /** The embedded database's folder when this process uses it (`undefined` with `DATABASE_URL`). */
  readonly dataDir?: string;
  /** The embedded database this process started, if it started one. */
  readonly embedded?: EmbeddedDatabase;
  readonly appliedMigrations: readonly string[];
  close(): Promise<void>;
}

/**
 * Connects the process to its database and brings the schema up to date: `DATABASE_URL` when set;
 * otherwise, for the owner's command line (`shareRunningServer`), the embedded database of the
 * server that runs on the same data; otherwise an embedded database of its own.
 */
export async function openDatabase(
  options: { shareRunningServer?: boolean } = {},
): Promise<OpenDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  const external = env().databaseUrl;
  if (!external) {
    const running = options.shareRunningServer ? runningServerUrl() : undefined;
    if (!running) embedded = await startEmbeddedDatabase(env().port);
    const url = running ?? embedded?.url;
    if (url) setDatabaseUrl(url);
  }
  const close = async () => {
    await pool()
      .end()
      .catch(() => undefined);
    await embedded?.stop();
  };
  try {
    const appliedMigrations = await migrate(pool());
    return { dataDir: external ? undefined : dataDir(), embedded, appliedMigrations, close };
  } catch (error) {
    await close();
    if (error instanceof StartupError) throw error;
    throw connectionFailure(error, databaseUrl() ?? '');
  }
}

/**
 * Runs a command line's work on the database a running server uses (or on its own), and answers
 * with the exit code: `work`'s, or 1 with one sentence saying why the database cannot be used.
 */
export async function withDatabase(work: () => Promise<number>): Promise<number> {
  try {
    const database = await openDatabase({ shareRunningServer: true });
    try {
      return await work();
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(startupFailure(error));
    return 1;
  }
}
