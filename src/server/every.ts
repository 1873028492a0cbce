import { logDatabaseError } from './db/errors';

/**
 * Runs `task` every `intervalMs` while the server runs, never twice at once (a run that takes
 * longer skips the turns it overlaps); a failure is logged as `what` and the next turn tries again.
 * Returns the function that stops it.
 */
export function every(intervalMs: number, what: string, task: () => Promise<unknown>): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    task()
      .catch((error: unknown) => logDatabaseError(what, error))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
