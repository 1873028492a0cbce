import { describe, expect, it } from 'vitest';
import { RateLimiter } from '@/lib/rate-limit';

describe('rate limit', () => {
  it('allows a number of submissions per client and window, then refuses until the window has passed', () => {
    const limiter = new RateLimiter(3, 60_000);
    const t0 = 1_000_000;
    expect([1, 2, 3].map((n) => limiter.attempt('a', t0 + n))).toEqual([true, true, true]);
    expect(limiter.attempt('a', t0 + 10)).toBe(false);
    expect(limiter.attempt('b', t0 + 10)).toBe(true);
    expect(limiter.attempt('a', t0 + 60_002)).toBe(true);
  });
});
