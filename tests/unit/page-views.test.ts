import { describe, expect, it } from 'vitest';
import {
  boundReferrers,
  countedPage,
  OTHER_REFERRERS,
  type PageViewCount,
  REFERRERS_PER_DAY,
} from '@/lib/page-views';

const DAY = '2026-11-24';

const view = (referrer: string, views = 1, path = '/', day = DAY): PageViewCount => ({
  day,
  path,
  locale: path.startsWith('/en') ? 'en' : 'de',
  referrer,
  views,
  withoutScript: 0,
});

const hosts = (count: number, prefix = 'site') =>
  Array.from({ length: count }, (_, n) => `${prefix}-${n}.example`);

const total = (counts: readonly PageViewCount[]) =>
  counts.reduce((sum, count) => sum + count.views, 0);

const referrersOf = (counts: readonly PageViewCount[]) =>
  new Set(counts.map((count) => count.referrer));

const storedHosts = (entries: Array<[string, number]>) => new Map([[DAY, new Map(entries)]]);

describe('page views: referring hosts per day', () => {
  it('names 50 hosts of a day and counts the views of every further one as others', () => {
    expect(REFERRERS_PER_DAY).toBe(50);
    const counts = hosts(80).map((host) => view(host));
    const { counts: stored, folded } = boundReferrers(counts, new Map());
    const named = [...referrersOf(stored)].filter((host) => host !== OTHER_REFERRERS);
    expect(named).toHaveLength(50);
    expect(stored.find((count) => count.referrer === OTHER_REFERRERS)?.views).toBe(30);
    expect(stored).toHaveLength(51);
    expect(total(stored)).toBe(80);
    expect(folded.size).toBe(0);
  });

  it('keeps a day’s hosts with the most views however many one-view hosts arrive', () => {
    // A full day: one host with many views, 49 made up with one view each.
    const day = storedHosts([
      ['linkedin.com', 40],
      ...hosts(49, 'junk').map((host): [string, number] => [host, 1]),
    ]);
    const { counts, folded } = boundReferrers(
      hosts(200, 'more-junk').map((host) => view(host)),
      day,
    );
    expect(folded.get(DAY)).not.toContain('linkedin.com');
    expect(referrersOf(counts).has('linkedin.com')).toBe(false);
    // A one-view newcomer may take the place of a one-view host, whose rows move under the others.
    expect(folded.get(DAY)?.length).toBeLessThanOrEqual(49);
    expect(referrersOf(counts).has(OTHER_REFERRERS)).toBe(true);
    expect(total(counts)).toBe(200);
    expect(referrersOf(counts).size).toBeLessThanOrEqual(50);
  });

  it('gives a newcomer the place of the host with the fewest views when it has at least as many', () => {
    const day = storedHosts([
      ['a.example', 9],
      ['b.example', 2],
      ['c.example', 5],
    ]);
    const { counts, folded } = boundReferrers(
      [view('new.example', 3), view('tiny.example', 1), view('c.example', 1), view('')],
      day,
      3,
    );
    expect(folded).toEqual(new Map([[DAY, ['b.example']]]));
    expect(counts).toEqual([
      view('new.example', 3),
      view(OTHER_REFERRERS, 1),
      view('c.example', 1),
      view(''),
    ]);
  });

  it('keeps views counted as others under others, a value no host name can have', () => {
    expect(() => new URL(`https://${OTHER_REFERRERS}/`)).toThrow();
    const { counts } = boundReferrers([view(OTHER_REFERRERS, 2)], new Map(), 0);
    expect(counts).toEqual([view(OTHER_REFERRERS, 2)]);
  });

  it('counts each page and each day apart', () => {
    const counts = [
      ...hosts(50).map((host) => view(host, 3, '/services')),
      view('late.example', 1, '/en/about'),
      view('late.example', 1, '/services'),
      view('late.example', 1, '/services', '2026-11-25'),
    ];
    const { counts: stored } = boundReferrers(counts, new Map());
    expect(stored.filter((count) => count.referrer === OTHER_REFERRERS)).toEqual([
      view(OTHER_REFERRERS, 1, '/en/about'),
      view(OTHER_REFERRERS, 1, '/services'),
    ]);
    expect(stored).toContainEqual(view('late.example', 1, '/services', '2026-11-25'));
    expect(total(stored)).toBe(153);
  });
});

describe('page views: the pages counted', () => {
  it('counts a page of the site under its path, without the query and with dot segments resolved', () => {
    expect(countedPage('/')).toBe('/');
    expect(countedPage('/services?utm_source=x')).toBe('/services');
    expect(countedPage('/en/about')).toBe('/en/about');
    expect(countedPage('/anything/../services')).toBe('/services');
    expect(countedPage('/x/./../en/about')).toBe('/en/about');
  });

  it('counts nothing the site serves no page at', () => {
    for (const target of [
      '/no-such-page',
      '/random-4711',
      '/backoffice',
      '/backoffice/sign-in',
      '/booking/abc123',
      '/_next/static/chunks/main.js',
      '/nojs.gif',
      '/robots.txt',
      '/services/',
    ])
      expect(countedPage(target), target).toBeUndefined();
  });
});
