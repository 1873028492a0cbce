import { describe, expect, it } from 'vitest';
import {
  boundReferrers,
  countedPage,
  OTHER_REFERRERS,
  type PageViewCount,
  REFERRERS_PER_DAY,
  requestKind,
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

/** User agents as these clients send them. */
const BROWSERS = {
  'desktop Chrome':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'desktop Firefox': 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0',
  'iPhone Safari':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
  Edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
};
const ROBOTS = {
  curl: 'curl/8.5.0',
  Wget: 'Wget/1.21.4',
  'Python requests': 'python-requests/2.32.3',
  "Node's fetch": 'node',
  'Go HTTP client': 'Go-http-client/1.1',
  'a benchmark client': 'autocannon',
  'headless Chrome':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
  Lighthouse:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  Bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'LinkedIn preview':
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Facebook preview': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Slack preview': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'WhatsApp preview': 'WhatsApp/2.23.20.0',
  UptimeRobot: 'Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
  Pingdom: 'Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)',
  'no user agent': '',
};
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('page views: what counts as a view', () => {
  for (const [name, agent] of Object.entries(BROWSERS))
    it(`counts a page that ${name} asks for`, () => {
      expect(requestKind('GET', { 'user-agent': agent, accept: HTML })).toBe('view');
      // A link followed inside the site: the router asks for the page's data.
      expect(requestKind('GET', { 'user-agent': agent, accept: '*/*', rsc: '1' })).toBe('view');
    });

  for (const [name, agent] of Object.entries(ROBOTS))
    it(`counts a page that ${name} asks for apart, as a robot`, () => {
      expect(requestKind('GET', { 'user-agent': agent, accept: HTML })).toBe('robot');
      expect(requestKind('HEAD', { 'user-agent': agent })).toBe('robot');
    });

  it('counts pages a browser fetches ahead apart', () => {
    const agent = BROWSERS['desktop Chrome'];
    for (const headers of [
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
      { rsc: '1', 'next-router-prefetch': '1' },
      { rsc: '1', 'next-router-segment-prefetch': '/_tree' },
    ])
      expect(requestKind('GET', { 'user-agent': agent, accept: HTML, ...headers })).toBe(
        'prefetch',
      );
  });

  it('counts a HEAD and a request for no HTML apart, and a form sent to a page not at all', () => {
    const agent = BROWSERS['desktop Chrome'];
    expect(requestKind('HEAD', { 'user-agent': agent, accept: HTML })).toBe('other');
    expect(requestKind('GET', { 'user-agent': agent, accept: '*/*' })).toBe('other');
    expect(requestKind('GET', { 'user-agent': agent })).toBe('other');
    expect(requestKind('POST', { 'user-agent': agent, accept: HTML })).toBeUndefined();
  });
});
