import { expect, test } from '@playwright/test';
import { baseUrl, siteUrl } from './support/site';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest, rawRequestBytes, rawSocketExchange } from './support/http';

const redirects: Array<[string, string]> = [
  ['/de', '/'],
  ['/de/', '/'],
  ['/en/', '/en'],
  ['/de/about', '/about'],
  ['/de/fleet/leistungen', '/fleet/leistungen'],
  ['/de/en/about', '/about'],
  ['/en/de/about', '/en/about'],
  ['/de/fr', '/'],
  ['/en/es/services', '/'],
  ['/en/it', '/'],
  ['/de/nl', '/'],
  ['//about', '/about'],
  ['/en//fleet//services', '/en/fleet/services'],
  ['/about/', '/about'],
  ['/about?utm_source=a&utm_medium=b&ref=c', '/about?ref=c#utm_source=a'],
  ['/contact?gclid=1&fbclid=2', '/contact'],
  ['/home', '/'],
  ['/index', '/'],
  ['/index.html', '/'],
  ['/undefined', '/'],
  ['/null', '/'],
  ['/404', '/'],
  ['/error', '/'],
  ['/en/home', '/en'],
  ['/en/index.html', '/en'],
  ['/en/undefined', '/en'],
  ['/search', '/'],
  ['/admin', '/'],
  ['/api', '/'],
  ['/login', '/'],
  ['/register', '/'],
  ['/reset-password', '/'],
  ['/.well-known', '/'],
  ['/en/admin', '/en'],
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
  ['/de/ecosystem-partners', '/ecosystem/partners'],
  ['/de/framework', '/ecosystem/capabilities'],
  ['/de/book', '/book-consultation'],
  ['/de/contact-us', '/contact'],
  ['/de/about-us', '/about'],
  ['/de/tools', '/contact'],
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
  ['/de/en/fleet/leistungen/?utm_campaign=x&a=1', '/fleet/leistungen?a=1#utm_campaign=x'],
  ['//de//book/?utm_source=x', '/book-consultation#utm_source=x'],
  // Files whose cache key is their path alone.
  ['/sitemap.xml?utm_source=x', '/sitemap.xml#utm_source=x'],
  ['/rss/de.xml?fbclid=1', '/rss/de.xml'],
];

test.describe('redirects', () => {
  for (const [from, to] of redirects) {
    test(`${from} answers one 301 to ${to}, also once the page is in the cache`, async () => {
      // The target first (the fragment stays in the browser): it is final, and now in the page
      // cache. Then the redirecting request twice: the second may find an answer kept.
      const target = await rawRequest(baseUrl, to.split('#', 1)[0] ?? to);
      expect(target.status, `${to} must be final`).toBe(200);
      for (const attempt of [1, 2]) {
        const answer = await rawRequest(baseUrl, from);
        expect(answer.status, `attempt ${attempt}`).toBe(301);
        expect(answer.headers.location).toBe(to);
      }
    });
  }

  test('sends the www host to the canonical origin, whatever the page cache holds', async () => {
    for (const [path, location] of [
      ['/de/about/?utm_source=x&a=1', `${siteUrl}/about?a=1#utm_source=x`],
      ['/en', `${siteUrl}/en`],
      ['/about', `${siteUrl}/about`],
      ['/sitemap.xml', `${siteUrl}/sitemap.xml`],
    ] as const) {
      expect((await rawRequest(baseUrl, path)).status).toBeLessThan(400);
      for (const attempt of [1, 2]) {
        const response = await rawRequest(baseUrl, path, { host: 'www.keller-advisory.example' });
        expect(response.status, `${path}, attempt ${attempt}`).toBe(301);
        expect(response.headers.location).toBe(location);
      }
    }
  });

  test('keeps form posts intact with 308', async () => {
    const response = await rawRequest(baseUrl, '/contact/', { method: 'POST' });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('/contact');
  });

  test('marks the unwanted paths noindex on their redirect', async () => {
    for (const path of ['/admin', '/api', '/search', '/login']) {
      expect((await rawRequest(baseUrl, path)).headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });
});

test.describe('404', () => {
  for (const [path, lang, heading, home] of [
    ['/gibt-es-nicht', 'de', 'Hoppla! Seite nicht gefunden', '/'],
    ['/branchen/unbekannt', 'de', 'Hoppla! Seite nicht gefunden', '/'],
    ['/en/does-not-exist', 'en', 'Oops! Page not found', '/en'],
    ['/en/fleet/unknown', 'en', 'Oops! Page not found', '/en'],
  ] as const) {
    test(`${path} answers 404 in ${lang}, rendered on the server`, async () => {
      const response = await rawRequest(baseUrl, path);
      expect(response.status).toBe(404);
      expect(response.body).toContain(`<html lang="${lang}"`);
      expect(response.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(response.body).toContain('>404<');
      expect(response.body).toMatch(new RegExp(`<a [^>]*href="${home}"[^>]*>`));
      expect(response.body).toMatch(/<meta name="robots" content="noindex/);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  }

  test('answers 404 for the internal path of the 404 page too', async () => {
    expect((await rawRequest(baseUrl, '/page-not-found')).status).toBe(404);
  });
});

test.describe('hostile input', () => {
  const hostile = [
    '//evil.example',
    '//evil.example/',
    '///evil.example/x/',
    '/\\evil.example',
    '/\\/evil.example/',
    '/%2F%2Fevil.example',
    '/%2F%2Fevil.example/',
    '/%5Cevil',
    '/%5C%5Cevil.example/',
    '/en//evil.example/',
    '/about%0D%0ASet-Cookie:%20x=1/',
    `/${'a'.repeat(3000)}`,
    `/${'a'.repeat(3000)}/`,
    `/en/${'seg/'.repeat(500)}`,
  ];

  for (const path of hostile) {
    // A long path is named by its start and its length: two of them start alike.
    const label = path.length > 40 ? `${path.slice(0, 40)} (${path.length} characters)` : path;
    test(`${label} stays on the site without a 500`, async () => {
      const response = await rawRequest(baseUrl, path);
      expect(response.status).toBeLessThan(500);
      expect(response.headers['set-cookie']).toBeUndefined();
      const location = response.headers.location;
      if (typeof location === 'string') {
        expect(location).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, baseUrl).host).toBe(new URL(baseUrl).host);
      }
    });
  }

  test('never turns CR/LF in the request line into a response header or a 500', async () => {
    const answer = await rawSocketExchange(
      baseUrl,
      'GET /about/\r\nSet-Cookie: injected=1/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
    expect(status).toBeLessThan(500);
    expect(answer.split('\r\n\r\n')[0]).not.toMatch(/set-cookie/i);
  });
});

test.describe('headers', () => {
  const expected = {
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
  };

  for (const path of [
    '/',
    '/en/fleet/services',
    '/gibt-es-nicht',
    '/about/',
    '/robots.txt',
    '/og/de/home',
  ]) {
    test(`${path} carries the security headers and hides the framework`, async () => {
      const response = await rawRequest(baseUrl, path);
      expect(response.headers).toMatchObject(expected);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+'| 'nonce-[^']+')*;/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(String(response.headers['permissions-policy'])).toContain('camera=()');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(
        Object.keys(response.headers).filter((name) => /^x-(nextjs|middleware)-/.test(name)),
      ).toEqual([]);
    });
  }

  test('carries the security headers on static assets', async () => {
    const html = (await rawRequest(baseUrl, '/')).body;
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await rawRequest(baseUrl, asset ?? '');
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject(expected);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  for (const path of [
    '/api/leads',
    '/admin/users',
    '/undefined/x',
    '/null/x',
    '/404/x',
    '/error/x',
    '/_next/unknown',
  ]) {
    test(`${path} is answered with X-Robots-Tag noindex, nofollow`, async () => {
      expect((await rawRequest(baseUrl, path)).headers['x-robots-tag']).toBe('noindex, nofollow');
    });
  }

  test('sends no robots header and no cookie on ordinary pages, whatever the browser language', async () => {
    const response = await fetch(`${baseUrl}/about`, {
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toContain('<html lang="de"');
  });

  test('ignores a language cookie', async () => {
    const response = await fetch(`${baseUrl}/`, {
      headers: { cookie: 'NEXT_LOCALE=en; preferred_language=en' },
    });
    expect(await response.text()).toContain('<html lang="de"');
  });
});

test.describe('robots, sitemap and friends', () => {
  test('robots.txt names the sitemap', async () => {
    const body = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test('sitemap.xml lists both languages with alternates and only pages that answer 200 without redirect', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(urls).toContain(siteUrl);
    expect(urls).toContain(`${siteUrl}/en`);
    expect(urls).toContain(`${siteUrl}/en/fleet/services`);
    expect(urls.some((url) => url.includes('seo-monitoring'))).toBe(false);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${siteUrl}/en/fleet/services" />`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}/fleet/leistungen" />`,
    );
    for (const priority of [...xml.matchAll(/<priority>([^<]+)<\/priority>/g)].map((m) =>
      Number(m[1]),
    )) {
      expect(priority).toBeGreaterThanOrEqual(0.7);
      expect(priority).toBeLessThanOrEqual(1);
    }
    for (const url of urls) {
      const response = await rawRequest(baseUrl, url.slice(siteUrl.length) || '/');
      expect(response.status, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
      expect(response.body, url).not.toMatch(/<meta name="robots" content="noindex/);
    }
  });

  test('serves security.txt with a contact and a future expiry', async () => {
    const response = await fetch(`${baseUrl}/.well-known/security.txt`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/^Contact: mailto:/m);
    const expires = /^Expires: (.+)$/m.exec(body)?.[1] ?? '';
    expect(new Date(expires).getTime()).toBeGreaterThan(Date.now());
  });

  for (const path of ['/og/de/home', '/og/en/fleetServices']) {
    test(`${path} is a 1200×630 PNG`, async () => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await response.arrayBuffer());
      const view = new DataView(bytes.buffer);
      expect(view.getUint32(16)).toBe(1200);
      expect(view.getUint32(20)).toBe(630);
    });
  }

  test('home carries Organization and WebSite structured data', async () => {
    const html = (await rawRequest(baseUrl, '/en')).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
    );
    const types = blocks.map((block) => block['@type']);
    expect(types).toContain('Organization');
    expect(types).toContain('WebSite');
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({ url: `${siteUrl}/en`, address: { addressCountry: 'DE' } });
  });

  test('ecosystem pages carry a BreadcrumbList and the visible bar', async () => {
    const html = (await rawRequest(baseUrl, '/oekosystem/partner-oekosystem')).body;
    const breadcrumb = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map(
        (match) => JSON.parse(match[1] ?? '{}') as { '@type': string; itemListElement?: unknown[] },
      )
      .find((block) => block['@type'] === 'BreadcrumbList');
    expect(breadcrumb?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: siteUrl },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Partner-Ökosystem',
        item: `${siteUrl}/oekosystem/partner-oekosystem`,
      },
    ]);
    expect(html).toMatch(/<nav aria-label="Brotkrümelnavigation"/);
  });
});

test.describe('pages determined by their URL', () => {
  const unique = () => String(1000 + Math.floor(Math.random() * 8_000_000));

  for (const prefix of [
    '/roi-calculator?tab=bank&financings=',
    '/en/roi-calculator?tab=bank&financings=',
  ]) {
    test(`${prefix}… is rendered for its first visitor and then served from the cache, never for another URL`, async () => {
      const a = unique();
      const b = String(Number(a) + 1);
      const first = await rawRequest(baseUrl, `${prefix}${a}`);
      const again = await rawRequest(baseUrl, `${prefix}${a}`);
      const other = await rawRequest(baseUrl, `${prefix}${b}`);
      expect([first.status, again.status, other.status]).toEqual([200, 200, 200]);
      expect([first.headers['x-page-cache'], again.headers['x-page-cache']]).toEqual([
        'miss',
        'hit',
      ]);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      // Rendered, the page carries a nonce; stored, the hashes of its inline code (a nonce is
      // never sent twice).
      expect(first.headers['content-security-policy']).toContain("'nonce-");
      expect(again.headers['content-security-policy']).not.toContain("'nonce-");
      expect(again.headers['content-security-policy']).toContain("'sha256-");
      expect(other.headers['x-page-cache']).toBe('miss');
      expect(first.body).toContain(`value="${a}"`);
      expect(other.body).toContain(`value="${b}"`);
      expect(other.body).not.toContain(`value="${a}"`);
    });
  }

  test('stores a compressed answer per accepted encoding', async () => {
    const path = `/en/roi-calculator?fleetSize=${unique()}`;
    const plain = await rawRequest(baseUrl, path);
    const gzip = { headers: { 'accept-encoding': 'gzip' } };
    const first = await fetch(`${baseUrl}${path}`, gzip);
    const firstText = await first.text();
    const second = await fetch(`${baseUrl}${path}`, gzip);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(await second.text()).toBe(firstText);
    expect(plain.body).toContain('value="');
  });

  test('leaves the client router, form posts and the pages for one visitor to the framework', async () => {
    const path = `/roi-calculator?financings=${unique()}`;
    await rawRequest(baseUrl, path);
    const router = await fetch(`${baseUrl}${path}`, { headers: { rsc: '1' } });
    expect(router.headers.get('x-page-cache')).toBeNull();
    expect(router.headers.get('content-type')).toContain('text/x-component');
    expect(
      (await rawRequest(baseUrl, '/book-consultation')).headers['x-page-cache'],
    ).toBeUndefined();
    expect(
      (await rawRequest(baseUrl, '/backoffice/sign-in')).headers['x-page-cache'],
    ).toBeUndefined();
    // A page of the published content is kept like the calculator's.
    await rawRequest(baseUrl, '/about');
    expect((await rawRequest(baseUrl, '/about')).headers['x-page-cache']).toBe('hit');
    expect(
      (await rawRequest(baseUrl, '/contact?subject=Flotte')).headers['x-page-cache'],
    ).toBeUndefined();
  });
});

/** A response body as sent, decompressed. */
function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

test.describe('compression', () => {
  const get = (path: string, acceptEncoding: string) =>
    rawRequestBytes(baseUrl, path, { 'accept-encoding': acceptEncoding });

  for (const [accepted, encoding] of [
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ] as const) {
    test(`sends pages to a browser that accepts "${accepted}" as ${encoding}`, async () => {
      for (const path of ['/', '/en/roi-calculator?financings=12', '/contact']) {
        const response = await get(path, accepted);
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(decode(response.body, encoding).toString()).toContain('<html lang=');
      }
    });
  }

  test('sends the build’s scripts compressed at build time, cached for a year', async () => {
    const html = (await rawRequest(baseUrl, '/')).body;
    const scripts = [...html.matchAll(/\/_next\/static\/chunks\/[^"]+\.js/g)].map(([url]) => url);
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const plain = await get(script, 'identity');
      for (const encoding of ['br', 'gzip']) {
        const response = await get(script, encoding);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers['content-type']).toContain('javascript');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(decode(response.body, encoding).equals(plain.body)).toBe(true);
      }
    }
  });
});
