import { formTiming } from '@/site/timing';
import { deleteSubmissionsBefore, recordSubmission } from '../stores/leads';

/**
 * The forms' rate limit, kept in the database so that every server instance counts the same
 * submissions: `formTiming.submissionsPerWindow` per client (an IPv4 address or an IPv6 /64,
 * see `rateLimitKey`) and form within `formTiming.rateWindowMs`.
 */

const windowSeconds = formTiming.rateWindowMs / 1000;

/**
 * Counts a submission of `form` by `client`; `false`, and nothing counted, when the client has
 * used up its window. Attempts of one client are serialised, so parallel ones cannot overshoot.
 */
export async function attemptSubmission(form: string, client: string): Promise<boolean> {
  void pruneNowAndThen();
  return recordSubmission(form, client, formTiming.submissionsPerWindow, windowSeconds);
}

/** Deletes the attempts the window no longer counts; the retention worker calls it hourly. */
export function pruneFormAttempts(): Promise<number> {
  return deleteSubmissionsBefore(windowSeconds);
}

const PRUNE_EVERY_MS = 60_000;
let prunedAt = 0;

/** Prunes at most once a minute per process, besides the hourly run, while forms are sent. */
async function pruneNowAndThen(now = Date.now()): Promise<void> {
  if (now - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = now;
  await pruneFormAttempts().catch(() => undefined);
}
