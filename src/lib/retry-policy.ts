import { timing } from '@/site/timing';

const TRANSIENT = /Loading chunk|ChunkLoadError|Network request failed|Failed to fetch/i;

/** Chunk-load and network failures are worth retrying automatically. */
export function isTransientError(error: {
  readonly name?: string;
  readonly message?: string;
}): boolean {
  return TRANSIENT.test(`${error.name ?? ''} ${error.message ?? ''}`);
}

/**
 * Delay before the next automatic retry after `retryCount` retries so far
 * (1 s, then 2 s), or `null` when no automatic retry is left.
 */
export function autoRetryDelayMs(retryCount: number): number | null {
  if (retryCount >= timing.maxAutoRetries) return null;
  return timing.retryBaseDelayMs * 2 ** retryCount;
}

/** A manual "Try again" is offered until the retry limit is reached. */
export function canRetry(retryCount: number): boolean {
  return retryCount < timing.maxRetries;
}

/**
 * How long the outbox tries to send a mail (`src/server/stores/mail.ts`): three days cover a
 * mail server that is down over a weekend. After that the mail is marked failed, the back office
 * shows it so, and it is not tried again.
 */
export const mailRetryPeriodMs = 3 * 24 * 60 * 60 * 1000;

/** Whether a mail queued at `queuedAt`, whose attempt at `failedAt` failed, is given up. */
export function mailGivenUp(queuedAt: Date, failedAt: Date): boolean {
  return failedAt.getTime() - queuedAt.getTime() >= mailRetryPeriodMs;
}

/** Wait before a mail's next attempt after `attempts` failures: 30 s doubling, at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}
