/**
 * Everything the site needs running before it serves a request, in one place: the database (the
 * embedded PostgreSQL or `DATABASE_URL`) with its migrations, the back-office TOTP secrets
 * encrypted, the mail worker, the daily retention purge, the page-view counter, the fetching of
 * the owner's calendars, the reminders before calls and the owners' weekly summaries.
 */
import { sealTotpSecretsAtStart } from './backoffice/totp-secrets';
import { startCalendarWorker } from './calendars/sources';
import { startReminderWorker } from './leads/reminders';
import { startupFailure } from './db/errors';
import { openDatabase } from './db/open';
import { startMailWorker } from './mail/worker';
import { startRetentionWorker } from './privacy/retention';
import { startStatisticsWorker } from './statistics';
import { startWeeklySummaryWorker } from './weekly-summary';

export interface Services {
  /** The embedded database's folder (`undefined` with `DATABASE_URL`). */
  readonly dataDir?: string;
  /** Stops the workers and the database; safe to call more than once. */
  stop(): Promise<void>;
}

let started: Promise<Services> | undefined;

/**
 * Starts the services once per process, or ends the process with one sentence saying why it
 * cannot. Both Next.js's start (src/instrumentation.ts, before the content engine) and the HTTP
 * server (before it listens) ask for them; whichever asks first starts them, the other gets the
 * same start.
 */
export function startServices(): Promise<Services> {
  started ??= start();
  return started;
}

async function start(): Promise<Services> {
  // Files the server creates (the embedded database, its password) are readable by its user only.
  process.umask(0o077);
  const database = await openDatabase().catch((error: unknown) => {
    console.error(startupFailure(error));
    process.exit(1);
  });
  console.log(
    database.dataDir
      ? `Using the embedded database in ${database.dataDir} (set DATABASE_URL for your own PostgreSQL).`
      : 'Using the PostgreSQL server in DATABASE_URL.',
  );
  if (database.appliedMigrations.length)
    console.log(`Applied migrations: ${database.appliedMigrations.join(', ')}`);
  await sealTotpSecretsAtStart().catch(async (error: unknown) => {
    console.error(startupFailure(error));
    await database.close();
    process.exit(1);
  });
  database.embedded?.onCrash((code) => {
    console.error(
      `The embedded database stopped unexpectedly (exit code ${code}); the site stops so that it can be restarted.`,
    );
    process.exit(1);
  });
  const stopMailWorker = startMailWorker();
  const stopRetentionWorker = startRetentionWorker();
  const stopStatistics = startStatisticsWorker();
  const stopCalendarWorker = startCalendarWorker();
  const stopReminderWorker = startReminderWorker();
  const stopWeeklySummaries = startWeeklySummaryWorker();

  let stopping: Promise<void> | undefined;
  return {
    dataDir: database.dataDir,
    stop() {
      stopMailWorker();
      stopRetentionWorker();
      stopCalendarWorker();
      stopReminderWorker();
      stopWeeklySummaries();
      stopping ??= stopStatistics()
        .then(() => database.close())
        .catch((error: unknown) =>
          console.error(`Stopping the database failed: ${startupFailure(error)}`),
        );
      return stopping;
    },
  };
}
