import { describe, expect, it } from 'vitest';
import { pageCacheKey, ResponseCache } from '@/server/page-cache';

const entry = (size: number) => ({ status: 200, headers: {}, body: Buffer.alloc(size) });

describe('response cache', () => {
  it('keeps the most recently used responses within its size, dropping the oldest first', () => {
    const cache = new ResponseCache(1000);
    cache.set('a', entry(100));
    cache.set('b', entry(100));
    cache.get('a');
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']) cache.set(key, entry(100));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(10);
  });

  it('does not store a response larger than an eighth of its size', () => {
    const cache = new ResponseCache(800);
    cache.set('big', entry(101));
    expect(cache.get('big')).toBeUndefined();
  });

  it('counts a replaced response once', () => {
    const cache = new ResponseCache(300);
    for (let i = 0; i < 10; i++) cache.set('same', entry(30));
    cache.set('other', entry(30));
    expect(cache.get('same')).toBeDefined();
    expect(cache.get('other')).toBeDefined();
  });
});

describe('page cache key', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
    method,
    url,
    headers,
  });

  it('covers the calculator in both languages, by URL and encoding', () => {
    const gzip = { 'accept-encoding': 'gzip, br' };
    expect(pageCacheKey(request('/roi-calculator?financings=5000', gzip))).toBe(
      'gzip,br /roi-calculator?financings=5000',
    );
    expect(pageCacheKey(request('/en/roi-calculator'))).toBe(' /en/roi-calculator');
    expect(pageCacheKey(request('/en/roi-calculator?fleetSize=40'))).toBeDefined();
  });

  it('leaves other pages, other methods and the client router alone', () => {
    expect(pageCacheKey(request('/book-consultation'))).toBeUndefined();
    expect(pageCacheKey(request('/about'))).toBeUndefined();
    // Its form carries the signed time each visitor was shown it.
    expect(pageCacheKey(request('/contact?subject=x'))).toBeUndefined();
    expect(pageCacheKey(request('/en/contact?subject=x'))).toBeUndefined();
    expect(pageCacheKey(request('/contact', {}, 'POST'))).toBeUndefined();
    expect(pageCacheKey(request('/contact', {}, 'HEAD'))).toBeUndefined();
    expect(pageCacheKey(request('/roi-calculator', { rsc: '1' }))).toBeUndefined();
    expect(pageCacheKey(request('/contact', { 'next-action': 'abc' }))).toBeUndefined();
  });
});
