import type { Locale } from '@/i18n/locales';
import { appPathOf } from './url-rules';

/** The pixel a page loads only without JavaScript (inside `<noscript>`). */
export const NO_SCRIPT_PIXEL = '/nojs.gif';

/**
 * How many referring hosts a day's statistics name. Anyone can send any `Referer`, so a day keeps
 * its hosts with the most views as themselves, up to this many, and counts the views from every
 * other host of that day together under `OTHER_REFERRERS` (`boundReferrers`). Fifty is several
 * times what the back office lists (the ten hosts with the most views over 30 days) and keeps a
 * day at most fifty-two rows per page (with no referrer and the others).
 */
export const REFERRERS_PER_DAY = 50;

/** The `referrer` under which the further hosts of a day are counted: no host name can be it. */
export const OTHER_REFERRERS = '<other>';

/**
 * The page a request target names, as the statistics count it: the path without the query, with
 * `.` and `..` segments resolved as the server resolves them; `undefined` where the site serves
 * no page (files, the back office, private links, unknown paths). So only the pages of the route
 * registry and the blog's articles are ever counted.
 */
export function countedPage(target: string): string | undefined {
  if (!URL.canParse(target, 'http://site')) return undefined;
  const { pathname, searchParams } = new URL(target, 'http://site');
  return appPathOf(pathname, searchParams)?.status === 200 ? pathname : undefined;
}

/** Views of one page on one day (office time), from one referring host (`''` for none). */
export interface PageViewCount {
  readonly day: string;
  readonly path: string;
  readonly locale: Locale;
  readonly referrer: string;
  readonly views: number;
  readonly withoutScript: number;
}

/** What a flush stores: its counts, and the hosts whose stored rows move under the others. */
export interface BoundedViews {
  readonly counts: PageViewCount[];
  /** Day → hosts named so far that now count under `OTHER_REFERRERS`. */
  readonly folded: Map<string, string[]>;
}

/** The host with the fewest views (the last in name order among equals). */
function fewest(hosts: ReadonlyMap<string, number>): [string, number] | undefined {
  let least: [string, number] | undefined;
  for (const entry of hosts)
    if (!least || entry[1] < least[1] || (entry[1] === least[1] && entry[0] > least[0]))
      least = entry;
  return least;
}

/**
 * A day's hosts with the most views, kept in `limit` places as the Space-Saving algorithm keeps
 * the most frequent items of a stream: `stored` (day → host → views so far) are the named hosts;
 * a new host takes the place of the one with the fewest views when it has at least as many in
 * this flush, and that one's views move under `OTHER_REFERRERS`. A host with many views stays
 * named however many one-view hosts a client makes up; no view is lost. Counts that end up under
 * the same day, page, language and referrer are added up.
 */
export function boundReferrers(
  counts: readonly PageViewCount[],
  stored: ReadonlyMap<string, ReadonlyMap<string, number>>,
  limit: number = REFERRERS_PER_DAY,
): BoundedViews {
  const named = new Map<string, Map<string, number>>();
  const folded = new Map<string, string[]>();
  const fresh = new Map<string, Map<string, number>>();
  for (const count of counts) {
    if (count.referrer === '' || count.referrer === OTHER_REFERRERS) continue;
    const hosts = fresh.get(count.day) ?? new Map<string, number>();
    hosts.set(count.referrer, (hosts.get(count.referrer) ?? 0) + count.views);
    fresh.set(count.day, hosts);
  }
  for (const [day, hosts] of fresh) {
    const places = new Map(stored.get(day));
    const moved: string[] = [];
    const newcomers = [...hosts]
      .filter(([host]) => !places.has(host))
      .sort(([a, viewsA], [b, viewsB]) => viewsB - viewsA || (a < b ? -1 : 1));
    for (const [host, views] of hosts)
      if (places.has(host)) places.set(host, (places.get(host) ?? 0) + views);
    for (const [host, views] of newcomers) {
      if (places.size >= limit) {
        const least = fewest(places);
        if (!least || least[1] > views) continue;
        places.delete(least[0]);
        if (stored.get(day)?.has(least[0])) moved.push(least[0]);
      }
      places.set(host, views);
    }
    named.set(day, places);
    if (moved.length) folded.set(day, moved);
  }
  const merged = new Map<string, PageViewCount>();
  for (const count of counts) {
    const referrer =
      count.referrer === '' || named.get(count.day)?.has(count.referrer)
        ? count.referrer
        : OTHER_REFERRERS;
    const key = JSON.stringify([count.day, count.path, count.locale, referrer]);
    const previous = merged.get(key);
    merged.set(key, {
      ...count,
      referrer,
      views: (previous?.views ?? 0) + count.views,
      withoutScript: (previous?.withoutScript ?? 0) + count.withoutScript,
    });
  }
  return { counts: [...merged.values()], folded };
}
