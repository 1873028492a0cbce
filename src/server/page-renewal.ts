/**
 * After a publication the page cache holds pages of the former content (`./page-cache.ts`): they
 * are rendered again here, in the background, one at a time, and each new page takes the place of
 * the former one once it is complete, so no visitor waits for a render a publication caused. The
 * pages visitors ask for meanwhile come first, then the others, the most recently used first.
 * Before each render the renewal waits, a moment at most, for the visitors' requests in flight.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ResponseCache } from './page-cache';

/** How long a render waits for visitors' requests in flight, at most. */
const YIELD_MS = 50;

export interface PageRenewal {
  /** Renews every page of former content the cache holds. */
  start(): void;
  /** A visitor was answered with `key`'s page of former content: it comes next. */
  asked(key: string): void;
}

/**
 * `render` asks the server for the page stored under `key`, so that its response is kept;
 * `busy` says whether visitors' requests are in flight.
 */
export function pageRenewal(
  cache: ResponseCache,
  render: (key: string) => Promise<void>,
  busy: () => boolean,
): PageRenewal {
  const asked = new Set<string>();
  let running = false;

  const next = (): string | undefined => {
    for (const key of asked) {
      asked.delete(key);
      if (cache.isStale(key)) return key;
    }
    return cache.staleKeys()[0];
  };

  const run = async () => {
    for (let key = next(); key !== undefined && !cache.paused; key = next()) {
      for (let waited = 0; busy() && waited < YIELD_MS; waited += 5) await sleep(5);
      const generation = cache.generation;
      await render(key).catch(() => undefined);
      // A page that is no longer one, or that failed, is rendered for its next visitor instead.
      if (cache.generation === generation && !cache.paused) cache.dropStale(key);
    }
  };

  const start = () => {
    if (running) return;
    running = true;
    void run().finally(() => {
      running = false;
      if (asked.size > 0 && !cache.paused) start();
    });
  };
  return {
    start,
    asked(key) {
      asked.add(key);
      start();
    },
  };
}
