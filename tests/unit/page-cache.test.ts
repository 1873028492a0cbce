import { describe, expect, it } from 'vitest';
import { pageCacheKey } from '@/lib/request-plan';
import { ResponseCache } from '@/server/page-cache';

const entry = (size: number) => ({ status: 200, headers: {}, body: Buffer.alloc(size) });
const page = { status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.alloc(100) };

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

  it('answers with a page of the former content after a publication until renewed, for a while at most', () => {
    let now = 0;
    const cache = new ResponseCache(1000, 30_000, () => now);
    for (const key of [' /a', ' /b']) {
      cache.set(key, page);
      cache.get(key);
    }
    const before = cache.generation;
    cache.moveOn();
    expect(cache.generation).not.toBe(before);
    expect(cache.get(' /a')?.fresh).toBe(false);
    expect(cache.staleKeys()).toEqual([' /a', ' /b']);
    // A response rendered from the former content is not kept; one from the new content is.
    cache.set(' /a', page, before);
    expect(cache.isStale(' /a')).toBe(true);
    cache.set(' /a', page);
    expect(cache.get(' /a')?.fresh).toBe(true);
    expect(cache.staleKeys()).toEqual([' /b']);
    now = 30_001;
    expect(cache.get(' /b')).toBeUndefined();
    expect(cache.get(' /a')?.fresh).toBe(true);
  });

  it('keeps through a publication only the pages read again since kept, and forgets the rest', () => {
    const cache = new ResponseCache(10_000);
    const image = { ...page, headers: { 'content-type': 'image/png' } };
    for (const key of [' /a', ' /once', ' /roi?x=1']) cache.set(key, page);
    cache.set(' /og/de/home', image);
    for (const key of [' /a', ' /roi?x=1', ' /og/de/home']) cache.get(key);
    cache.moveOn();
    expect(cache.staleKeys()).toEqual([' /a']);
    expect(cache.size).toBe(1);
  });

  it('forgets everything at once when cleared', () => {
    const cache = new ResponseCache(1000);
    cache.set('a', entry(100));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
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
