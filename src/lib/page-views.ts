import { isbot } from 'isbot';
import type { Locale } from '@/i18n/locales';
import { appPathOf } from './url-rules';

/** The pixel a page loads only without JavaScript (inside `<noscript>`). */
export const NO_SCRIPT_PIXEL = '/nojs.gif';

/**
 * How many referring hosts a day's statistics name. Anyone can send any `Referer`, so a day keeps
 * its hosts with the most views as themselves, up to this many, and counts the views from every
 * other host of that day together under `OTHER_REFERRERS` (`boundReferrers`). Fifty is twice
 * what the back office lists (the funnel's 25 sites over 30 or 90 days) and keeps a day at most
 * fifty-two rows per page (with no referrer and the others).
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

/**
 * Why a request for a page is no view: a robot (a client that names itself as one, or does not
 * name a browser at all), a page fetched ahead in case it is opened (prefetch), or another
 * request no person reads (`HEAD`, a request for no HTML).
 */
export const EXCLUDED_KINDS = ['robot', 'prefetch', 'other'] as const;
export type ExcludedKind = (typeof EXCLUDED_KINDS)[number];

/** The request headers the counting reads, as Node gives them (names in lower case). */
type Headers = Readonly<Record<string, string | readonly string[] | undefined>>;

const header = (headers: Headers, name: string): string => {
  const value = headers[name];
  return typeof value === 'string' ? value : (value?.join(', ') ?? '');
};

/**
 * Whether a user agent names a browser (every current browser's begins with `Mozilla/5.0 (`) that
 * `isbot` does not know as a robot, a headless browser, an HTTP client, an uptime checker or a
 * link previewer.
 */
export function namesBrowser(agent: string): boolean {
  return agent.startsWith('Mozilla/5.0 (') && !isbot(agent);
}

/**
 * Whether a request for a page is a person's view, or what kind of request it is instead
 * (`undefined` for a request that asks for no page, such as a form's POST). A view is a `GET` of
 * a page's HTML, or of its data when the visitor follows a link inside the site (`RSC: 1`), by a
 * browser (`namesBrowser`). What a browser fetches ahead (`Sec-Purpose`/`Purpose: prefetch`, or the
 * router's prefetch) is no view.
 */
export function requestKind(method: string, headers: Headers): 'view' | ExcludedKind | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (!namesBrowser(header(headers, 'user-agent'))) return 'robot';
  if (
    /\bprefetch\b/i.test(`${header(headers, 'sec-purpose')} ${header(headers, 'purpose')}`) ||
    header(headers, 'next-router-prefetch') ||
    header(headers, 'next-router-segment-prefetch')
  )
    return 'prefetch';
  if (method === 'HEAD') return 'other';
  const navigation = header(headers, 'rsc') === '1';
  return navigation || /\btext\/html\b/i.test(header(headers, 'accept')) ? 'view' : 'other';
}

/** Requests for pages that were no view, of one kind on one day (office time). */
export interface ExcludedCount {
  readonly day: string;
  readonly kind: ExcludedKind;
  readonly requests: number;
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
