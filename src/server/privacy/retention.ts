/**
 * The purge of what the privacy notice says is deleted (`src/server/stores/privacy.ts`), run once
 * a day while the server runs.
 */
import { logDatabaseError } from '../db/errors';
import { pruneFormAttempts } from '../leads/rate-limit';
import { purge, purgeSummary } from '../stores/privacy';

/** How often the server checks whether the day's purge is due. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first check comes shortly after start, when the site already serves. */
const FIRST_CHECK_MS = 10 * 1000;

/** Runs the purge once a day while the server runs (whichever instance comes first). */
export function startRetentionWorker(): () => void {
  const run = () => {
    // The rate limit's counts outlive their window by an hour at most (the privacy notice).
    pruneFormAttempts().catch((error: unknown) =>
      logDatabaseError('Pruning the rate limit’s counts', error),
    );
    purge({ actor: 'system', onlyIfDue: true })
      .then((report) => {
        if (report.ran) console.log(`Retention purge: ${purgeSummary(report)}.`);
      })
      .catch((error: unknown) => logDatabaseError('The retention purge', error));
  };
  const first = setTimeout(run, FIRST_CHECK_MS);
  const timer = setInterval(run, CHECK_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
