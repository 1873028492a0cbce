import { describe, expect, it } from 'vitest';
import { pageCacheKey } from '@/lib/request-plan';
import { ResponseCache } from '@/server/page-cache';

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

  it('empties at once when content is published, and moves its generation', () => {
    const cache = new ResponseCache(1000);
    cache.set('a', entry(100));
    const generation = cache.generation;
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.generation).not.toBe(generation);
    for (const key of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'])
      cache.set(key, entry(100));
    expect(cache.size).toBe(10);
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

  it('covers the public pages in both languages, by URL and encoding', () => {
    const gzip = { 'accept-encoding': 'gzip, br' };
    expect(pageCacheKey(request('/roi-calculator?financings=5000', gzip))).toBe(
      'gzip,br /roi-calculator?financings=5000',
    );
    expect(pageCacheKey(request('/en/roi-calculator'))).toBe(' /en/roi-calculator');
    expect(pageCacheKey(request('/about'))).toBe(' /about');
    expect(pageCacheKey(request('/en/blog'))).toBe(' /en/blog');
  });

  it('keeps an Open Graph image, a feed and the sitemap once, whatever query follows them', () => {
    expect(pageCacheKey(request('/og/de/home?1'))).toBe(' /og/de/home');
    expect(pageCacheKey(request('/og/en/article-a1b2?v=2'))).toBe(' /og/en/article-a1b2');
    expect(pageCacheKey(request('/rss/de.xml?x'))).toBe(' /rss/de.xml');
    expect(pageCacheKey(request('/sitemap.xml?page=2'))).toBe(' /sitemap.xml');
    expect(pageCacheKey(request('/about?x=1'))).toBe(' /about?x=1');
  });

  it('leaves pages for one visitor, private pages, previews, other methods and the client router alone', () => {
    // Their forms carry the signed time each visitor was shown them.
    expect(pageCacheKey(request('/book-consultation'))).toBeUndefined();
    expect(pageCacheKey(request('/contact?subject=x'))).toBeUndefined();
    expect(pageCacheKey(request('/en/contact?subject=x'))).toBeUndefined();
    expect(pageCacheKey(request('/backoffice'))).toBeUndefined();
    expect(pageCacheKey(request('/backoffice/content'))).toBeUndefined();
    expect(pageCacheKey(request('/booking/abc123'))).toBeUndefined();
    expect(pageCacheKey(request('/_next/static/chunks/a.js'))).toBeUndefined();
    expect(
      pageCacheKey(request('/about', { cookie: 'a=1; __prerender_bypass=x' })),
    ).toBeUndefined();
    expect(pageCacheKey(request('/about', {}, 'POST'))).toBeUndefined();
    expect(pageCacheKey(request('/about', {}, 'HEAD'))).toBeUndefined();
    expect(pageCacheKey(request('/roi-calculator', { rsc: '1' }))).toBeUndefined();
    expect(pageCacheKey(request('/about', { 'next-action': 'abc' }))).toBeUndefined();
  });
});
