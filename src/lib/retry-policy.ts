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
