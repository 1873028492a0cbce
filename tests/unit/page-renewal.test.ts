import { describe, expect, it } from 'vitest';
import { ResponseCache } from '@/server/page-cache';
import { pageRenewal } from '@/server/page-renewal';

const entry = () => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.alloc(10),
});

/** A cache holding `keys`, each page read again once, then moved on by a publication. */
function published(keys: string[]): ResponseCache {
  const cache = new ResponseCache(10_000);
  for (const key of keys) cache.set(key, entry());
  for (const key of keys) cache.get(key);
  cache.moveOn();
  return cache;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('the renewal of pages after a publication', () => {
  it('renders each page of former content once, one at a time, the most recently used first', async () => {
    const cache = published(['a', 'b', 'c']);
    const rendered: string[] = [];
    let running = 0;
    let most = 0;
    const renewal = pageRenewal(
      cache,
      async (key) => {
        most = Math.max(most, (running += 1));
        await settled();
        rendered.push(key);
        cache.set(key, entry());
        running -= 1;
      },
      () => false,
    );
    renewal.start();
    renewal.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rendered).toEqual(['c', 'b', 'a']);
    expect(most).toBe(1);
    expect(cache.staleKeys()).toEqual([]);
  });

  it('renders a page a visitor asked for next', async () => {
    const cache = published(['a', 'b', 'c', 'd']);
    const rendered: string[] = [];
    const renewal = pageRenewal(
      cache,
      async (key) => {
        rendered.push(key);
        if (key === 'd') renewal.asked('a');
        await settled();
        cache.set(key, entry());
      },
      () => false,
    );
    renewal.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rendered).toEqual(['d', 'a', 'c', 'b']);
  });

  it('forgets a page whose render keeps nothing, so its next visitor gets it rendered', async () => {
    const cache = published(['gone']);
    const renewal = pageRenewal(
      cache,
      async () => undefined,
      () => false,
    );
    renewal.start();
    await settled();
    expect(cache.get('gone')).toBeUndefined();
  });

  it('waits for visitors’ requests in flight, a moment at most', async () => {
    const cache = published(['a']);
    const started = Date.now();
    let renderedAt = 0;
    const renewal = pageRenewal(
      cache,
      async (key) => {
        renderedAt = Date.now();
        cache.set(key, entry());
      },
      () => true,
    );
    renewal.start();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(renderedAt - started).toBeGreaterThanOrEqual(40);
    expect(cache.staleKeys()).toEqual([]);
  });

  it('renews nothing while the content cannot be read', async () => {
    const cache = published(['a']);
    cache.paused = true;
    const rendered: string[] = [];
    const renewal = pageRenewal(
      cache,
      async (key) => void rendered.push(key),
      () => false,
    );
    renewal.start();
    renewal.asked('a');
    await settled();
    expect(rendered).toEqual([]);
    expect(cache.isStale('a')).toBe(true);
  });
});
