import { describe, expect, it } from 'vitest';
import {
  appendErrorLog,
  autoRetryDelayMs,
  canRetry,
  isTransientError,
  type ErrorLogEntry,
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

  it('keeps the newest 20 log entries', () => {
    const entry = (n: number): ErrorLogEntry => ({
      message: `error ${n}`,
      url: '/',
      userAgent: 'test',
      retryCount: 0,
      timestamp: new Date(n).toISOString(),
    });
    let log: ErrorLogEntry[] = [];
    for (let n = 0; n < 25; n += 1) log = appendErrorLog(log, entry(n));
    expect(log).toHaveLength(20);
    expect(log[0]?.message).toBe('error 5');
    expect(log.at(-1)?.message).toBe('error 24');
  });
});
