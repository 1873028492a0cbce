import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '@/server/static-assets';

describe('preferred encoding of a precompressed asset', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    // The client's preference counts (RFC 9110 §12.5.3); brotli wins a tie.
    ['gzip;q=0.5, br;q=0.1', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
    ['gzip;q=0', undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
