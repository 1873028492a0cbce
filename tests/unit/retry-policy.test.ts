import { describe, expect, it } from 'vitest';
import {
  autoRetryDelayMs,
  canRetry,
  isTransientError,
  mailGivenUp,
  mailRetryPeriodMs,
} from '@/lib/retry-policy';

describe('retry policy', () => {
  it.each([
    [{ message: 'Loading chunk 42 failed.' }, true],
    [{ name: 'ChunkLoadError', message: 'x' }, true],
    [{ message: 'Network request failed' }, true],
    [{ message: 'TypeError: Failed to fetch' }, true],
    [{ message: 'Cannot read properties of undefined' }, false],
    [{}, false],
  ])('%j is transient: %s', (error, expected) => {
    expect(isTransientError(error)).toBe(expected);
  });

  it('retries automatically after 1 s, then 2 s, then no more', () => {
    expect(autoRetryDelayMs(0)).toBe(1000);
    expect(autoRetryDelayMs(1)).toBe(2000);
    expect(autoRetryDelayMs(2)).toBeNull();
  });

  it('offers manual retries up to the limit', () => {
    expect(canRetry(0)).toBe(true);
    expect(canRetry(2)).toBe(true);
    expect(canRetry(3)).toBe(false);
  });

  it('gives a queued mail up at the first failure three days after it was queued', () => {
    const queued = new Date('2026-11-20T09:00:00Z');
    expect(mailRetryPeriodMs).toBe(3 * 24 * 60 * 60 * 1000);
    expect(mailGivenUp(queued, new Date('2026-11-20T09:00:30Z'))).toBe(false);
    expect(mailGivenUp(queued, new Date('2026-11-23T08:59:59Z'))).toBe(false);
    expect(mailGivenUp(queued, new Date('2026-11-23T09:00:00Z'))).toBe(true);
    expect(mailGivenUp(queued, new Date('2026-11-23T09:45:00Z'))).toBe(true);
  });
});
