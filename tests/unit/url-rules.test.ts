import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '@/content/blog/articles';
import { appPathOf, MAX_PATH_LENGTH, NOINDEX, resolveUrl, type UrlDecision } from '@/lib/url-rules';
import { articlePaths, setPublishedArticlePaths } from '@/site/routes';

// The published articles, as the server reads them from the content engine: the repository's.
beforeAll(() => setPublishedArticlePaths(seedArticles().map(({ slug }) => articlePaths(slug))));
afterAll(() => setPublishedArticlePaths([]));

const siteUrl = 'https://keller-advisory.example';

function decide(url: string, options: { host?: string; method?: string } = {}): UrlDecision {
  return resolveUrl({
    url,
    host: options.host ?? 'keller-advisory.example',
    method: options.method ?? 'GET',
    siteUrl,
  });
}

function redirectOf(url: string, options?: { host?: string; method?: string }) {
  const decision = decide(url, options);
  return decision.kind === 'redirect' ? decision.location : null;
}

describe('URL rules: pages pass unchanged', () => {
  it.each([
    '/',
    '/en',
    '/about',
    '/en/about',
    '/fleet/leistungen',
    '/en/fleet/services',
    '/oekosystem/partner-oekosystem',
    '/en/ecosystem/partner-ecosystem',
    '/ecosystem/capabilities',
    '/impressum',
    '/en/legal-notice',
    '/about?ref=newsletter',
    '/.well-known/security.txt',
    '/unknown-page',
  ])('%s passes', (url) => {
    expect(decide(url)).toEqual({ kind: 'pass' });
  });
});

describe('URL rules: redirects', () => {
  it.each([
    // German is unprefixed; /de is accepted and redirected.
    ['/de', '/'],
    ['/de/', '/'],
    ['/en/', '/en'],
    ['/de/about', '/about'],
    ['/de/fleet/leistungen', '/fleet/leistungen'],
    // Doubled language prefixes collapse to the first.
    ['/de/en/about', '/about'],
    ['/en/de/about', '/en/about'],
    ['/en/en/about', '/en/about'],
    ['/de/de', '/'],
    // A language prefix followed by another language goes home.
    ['/de/fr', '/'],
    ['/en/es/about', '/'],
    ['/en/it', '/'],
    ['/de/nl/kontakt', '/'],
    // Slashes.
    ['//about', '/about'],
    ['/about//', '/about'],
    ['/en//fleet///services', '/en/fleet/services'],
    ['/about/', '/about'],
    ['/en/fleet/services/', '/en/fleet/services'],
    // Tracking parameters.
    ['/about?utm_source=x&utm_medium=y', '/about#utm_source=x'],
    ['/about?gclid=1&fbclid=2', '/about'],
    ['/about?utm_campaign=a&ref=b&UTM_TERM=c', '/about?ref=b#utm_campaign=a'],
    ['/en?page=2&utm_content=z', '/en?page=2'],
    // Home aliases.
    ['/home', '/'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/undefined', '/'],
    ['/null', '/'],
    ['/404', '/'],
    ['/error', '/'],
    ['/en/home', '/en'],
    ['/en/index.html', '/en'],
    ['/en/404', '/en'],
    ['/de/home', '/'],
    // Legacy paths, in each language.
    ['/ecosystem-partners', '/ecosystem/partners'],
    ['/framework', '/ecosystem/capabilities'],
    ['/book', '/book-consultation'],
    ['/contact-us', '/contact'],
    ['/about-us', '/about'],
    ['/tools', '/contact'],
    ['/en/ecosystem-partners', '/en/ecosystem/partners'],
    ['/en/framework', '/en/ecosystem/capabilities'],
    ['/en/book', '/en/book-consultation'],
    ['/en/contact-us', '/en/contact'],
    ['/en/about-us', '/en/about'],
    ['/en/tools', '/en/contact'],
    ['/de/book', '/book-consultation'],
    ['/de/tools', '/contact'],
    ['/de/about-us', '/about'],
    // The other language's slug of a localized pair.
    ['/en/fleet/leistungen', '/en/fleet/services'],
    ['/fleet/services', '/fleet/leistungen'],
    ['/en/autohaeuser/leistungen', '/en/automotive/services'],
    ['/automotive/services', '/autohaeuser/leistungen'],
    ['/en/banken/leistungen', '/en/banking/services'],
    ['/banking/services', '/banken/leistungen'],
    ['/en/branchen-module', '/en/industry-modules'],
    ['/industry-modules', '/branchen-module'],
    ['/en/oekosystem/partner-oekosystem', '/en/ecosystem/partner-ecosystem'],
    ['/ecosystem/partner-ecosystem', '/oekosystem/partner-oekosystem'],
    ['/en/oekosystem/co-creation', '/en/ecosystem/co-creation'],
    ['/ecosystem/co-creation', '/oekosystem/co-creation'],
    ['/en/co-creation-beitreten', '/en/join-co-creation'],
    ['/join-co-creation', '/co-creation-beitreten'],
    ['/en/impressum', '/en/legal-notice'],
    ['/en/datenschutz', '/en/privacy-policy'],
    ['/privacy-policy', '/datenschutz'],
    // Several rules at once still give one hop to the final URL.
    ['/de/en/fleet/leistungen/?utm_source=x&a=1', '/fleet/leistungen?a=1#utm_source=x'],
    ['/en/de/fleet/leistungen/?utm_source=x&a=1', '/en/fleet/services?a=1#utm_source=x'],
    ['//de//book/', '/book-consultation'],
    ['/en/de/contact-us/?gclid=5', '/en/contact'],
  ])('%s → %s', (from, to) => {
    const decision = decide(from);
    expect(decision).toMatchObject({ kind: 'redirect', status: 301, location: to });
  });

  it('keeps the query string that remains, in order and encoding', () => {
    expect(redirectOf('/about/?b=2&utm_source=news&a=%C3%A4')).toBe(
      '/about?b=2&a=%C3%A4#utm_source=news',
    );
  });

  it('hands the campaign to the page in the fragment: source and campaign, the first of each, their values as sent', () => {
    expect(
      redirectOf(
        '/en?UTM_Campaign=Herbst%202026&utm_source=linkedin&utm_source=x&utm_medium=social',
      ),
    ).toBe('/en#utm_campaign=Herbst%202026&utm_source=linkedin');
    expect(redirectOf('/en?utm%5Fsource=x')).toBe('/en#utm_source=x');
    expect(redirectOf('/en?utm_source=caf\u00e9')).toBe('/en#utm_source=caf%C3%A9');
    expect(redirectOf(`/en?utm_source=${'x'.repeat(300)}&utm_campaign=c`)).toBe(
      '/en#utm_campaign=c',
    );
  });

  it('answers 308 for methods other than GET and HEAD, so a form post keeps its body', () => {
    expect(decide('/about/', { method: 'POST' })).toMatchObject({
      status: 308,
      location: '/about',
    });
    expect(decide('/about/', { method: 'HEAD' })).toMatchObject({ status: 301 });
  });
});

describe('URL rules: www host', () => {
  it('sends www to the canonical origin with the final path', () => {
    expect(redirectOf('/de/about/?utm_source=x', { host: 'www.keller-advisory.example' })).toBe(
      'https://keller-advisory.example/about#utm_source=x',
    );
    expect(redirectOf('/', { host: 'www.keller-advisory.example' })).toBe(
      'https://keller-advisory.example/',
    );
  });

  it('never uses the request host as the target', () => {
    expect(redirectOf('/about', { host: 'www.evil.example' })).toBe(
      'https://keller-advisory.example/about',
    );
  });

  it('does not loop when the canonical origin itself is on www', () => {
    const decision = resolveUrl({
      url: '/about',
      host: 'www.keller-advisory.example',
      method: 'GET',
      siteUrl: 'https://www.keller-advisory.example',
    });
    expect(decision).toEqual({ kind: 'pass' });
  });
});

describe('URL rules: noindex', () => {
  it.each([
    ['/search', '/'],
    ['/admin', '/'],
    ['/api', '/'],
    ['/login', '/'],
    ['/register', '/'],
    ['/reset-password', '/'],
    ['/.well-known', '/'],
    ['/en/admin', '/en'],
    ['/en/login/', '/en'],
  ])('%s → %s with noindex', (from, to) => {
    expect(decide(from)).toEqual({ kind: 'redirect', status: 301, location: to, robots: NOINDEX });
  });

  it.each([
    '/undefined/x',
    '/null/x',
    '/404/x',
    '/error/x',
    '/admin/users',
    '/api/leads',
    '/_next/static/x.js',
    '/en/api/x',
  ])('%s passes with X-Robots-Tag', (url) => {
    expect(decide(url)).toEqual({ kind: 'pass', robots: NOINDEX });
  });

  it('keeps noindex on a redirect of a noindex path', () => {
    expect(decide('/api/leads/')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/api/leads',
      robots: NOINDEX,
    });
  });

  it('leaves ordinary pages without a robots header', () => {
    expect(decide('/about')).toEqual({ kind: 'pass' });
  });
});

describe('URL rules: hostile input never leaves the site', () => {
  const hostile = [
    '//evil.example',
    '//evil.example/',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2F%2Fevil.example/',
    '/%5Cevil',
    '/%5C%5Cevil.example/',
    '/en//evil.example',
    '/de/%2F%2Fevil.example/',
    '/about%0D%0ASet-Cookie:%20x=1/',
    '/about\r\nSet-Cookie: x=1/',
    '/ünïcödé/',
    `/${'a'.repeat(5000)}/`,
    `/${'a/'.repeat(3000)}`,
    'http://evil.example/',
    '*',
    '',
  ];

  const labelled = hostile.map((url) => [JSON.stringify(url).slice(0, 50), url] as const);

  it.each(labelled)('%s stays on this site', (_label, url) => {
    const decision = decide(url);
    if (decision.kind === 'redirect') {
      expect(decision.location).toMatch(/^\/(?![/\\])/);
      expect(decision.location).not.toMatch(/[\r\n\s]/);
      expect(() => new Headers({ Location: decision.location })).not.toThrow();
      expect(new URL(decision.location, siteUrl).origin).toBe(siteUrl);
    }
  });

  it('collapses leading slashes into a path on this site', () => {
    expect(redirectOf('//evil.example')).toBe('/evil.example');
    expect(redirectOf('/\\evil.example')).toBe('/evil.example');
  });

  it('keeps encoded slashes encoded instead of turning them into a host', () => {
    expect(decide('/%2F%2Fevil.example')).toEqual({ kind: 'pass' });
    expect(redirectOf('/%2F%2Fevil.example/')).toBe('/%2F%2Fevil.example');
  });

  it('encodes characters that may not appear in a header', () => {
    expect(redirectOf('/about\r\nSet-Cookie: x=1/')).toBe('/about%0D%0ASet-Cookie:%20x=1');
    expect(redirectOf('/ünïcödé/')).toBe('/%C3%BCn%C3%AFc%C3%B6d%C3%A9');
  });

  it('does not normalise very long paths', () => {
    const long = `/${'a'.repeat(MAX_PATH_LENGTH)}/`;
    expect(decide(long)).toEqual({ kind: 'pass', robots: NOINDEX });
  });
});

describe('URL rules: where the app renders a path', () => {
  const query = (search = '') => new URLSearchParams(search);

  it.each([
    ['/', '/de'],
    ['/en', '/en'],
    ['/original', '/de'],
    ['/about', '/de/about'],
    ['/fleet/leistungen', '/de/fleet-services'],
    ['/en/fleet/services', '/en/fleet-services'],
    ['/impressum', '/de/imprint'],
    ['/en/legal-notice', '/en/imprint'],
    ['/blog/fi-ertragshebel-autohaus', '/de/blog/fi-ertragshebel-autohaus'],
  ])('%s is the page at %s', (path, target) => {
    expect(appPathOf(path, query())).toEqual({ path: target, status: 200 });
  });

  it('sends an article not (or no longer) published to the article route, which shows the 404 page, with status 404', () => {
    expect(appPathOf('/blog/noch-nicht-veroeffentlicht', query())).toEqual({
      path: '/de/blog/noch-nicht-veroeffentlicht',
      status: 404,
    });
    setPublishedArticlePaths([articlePaths({ de: 'neu', en: 'new' })]);
    expect(appPathOf('/en/blog/new', query())).toEqual({ path: '/en/blog/new', status: 200 });
    expect(appPathOf('/blog/fi-ertragshebel-autohaus', query())?.status).toBe(404);
    setPublishedArticlePaths(seedArticles().map(({ slug }) => articlePaths(slug)));
    expect(appPathOf('/blog/Gross_Geschrieben', query())).toEqual({
      path: '/de/page-not-found',
      status: 404,
    });
  });

  it('sends a known blog category to its prerendered view, and ignores an unknown one', () => {
    expect(appPathOf('/en/blog', query('category=fleets'))?.path).toBe('/en/blog-category/fleets');
    expect(appPathOf('/blog', query('category=nonsense'))?.path).toBe('/de/blog');
  });

  it.each([
    ['/gibt-es-nicht', 'de'],
    ['/fleet-services', 'de'],
    ['/imprint', 'de'],
    ['/page-not-found', 'de'],
    ['/en/impressum', 'en'],
    ['/en/fleet/unknown', 'en'],
  ])('%s is no page: the 404 page in %s', (path, locale) => {
    expect(appPathOf(path, query())).toEqual({ path: `/${locale}/page-not-found`, status: 404 });
  });

  it('leaves files to the framework', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/og/de/home', '/rss/de.xml', '/_next/x'])
      expect(appPathOf(path, query())).toBeUndefined();
  });

  it('leaves the back office to its own pages, marked noindex, in no language prefix', () => {
    for (const path of [
      '/backoffice',
      '/backoffice/sign-in',
      '/backoffice/leads/enquiry/4',
      '/booking/Ab_3-x',
    ])
      expect(appPathOf(path, query())).toBeUndefined();
    expect(
      resolveUrl({
        method: 'GET',
        host: 'example.com',
        url: '/backoffice/sign-in',
        siteUrl: 'https://example.com',
      }),
    ).toEqual({ kind: 'pass', robots: NOINDEX });
    expect(appPathOf('/en/backoffice', query())).toEqual({
      path: '/en/page-not-found',
      status: 404,
    });
    expect(appPathOf('/backoffices', query())).toEqual({ path: '/de/page-not-found', status: 404 });
    expect(appPathOf('/booking', query())).toEqual({ path: '/de/page-not-found', status: 404 });
  });
});
