import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { locales } from '@/i18n/locales';
import { pathFor, routeKeys } from '@/site/routes';
import { baseUrl, siteUrl } from './support/site';
import {
  directive,
  policyOf,
  runsUnderStrictPolicy,
  scriptsRan,
  sharedBrowser,
} from './support/browser';
import { rawRequestBytes } from './support/http';
import { startTlsProxy, type TlsProxy } from './support/tls-proxy';

// Every browser test checks for policy violations after each test (support/browser.ts): the
// forms, the ROI calculator, the share widget and the scheduler frame in their own files.
const session = sharedBrowser();

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => {
    const url = new URL(loc.replaceAll('&amp;', '&'), siteUrl);
    return `${url.pathname}${url.search}`;
  });
}

test.describe('Content-Security-Policy in the browser', () => {
  // The site's own pages are checked where axe visits them (pages.e2e.ts): here the others.
  test('every other page of the sitemap, in both languages, runs under a policy without unsafe-inline', async () => {
    test.setTimeout(300_000);
    const pages = new Set(
      routeKeys.flatMap((key) => locales.map((locale) => pathFor(key, locale))),
    );
    const paths = await sitemapPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/en');
    expect(paths.length).toBeGreaterThan(90);
    const others = paths.filter((path) => !pages.has(path));
    // The articles, which pages.e2e.ts does not visit.
    for (const blog of ['/blog/', '/en/blog/'])
      expect(others.filter((path) => path.startsWith(blog)).length, blog).toBeGreaterThan(0);
    const { page } = await session.open();
    for (const path of others) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      await runsUnderStrictPolicy(page, response);
    }
  });

  test('pages rendered per request carry a fresh nonce; a cached one names its code by hash', async () => {
    const { page } = await session.open();
    const nonces: string[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await page.goto(`${baseUrl}/backoffice/sign-in`);
      const nonce = /'nonce-([^']+)'/.exec(directive(policyOf(response), 'script-src'))?.[1];
      expect(nonce).toBeDefined();
      expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
      nonces.push(nonce ?? '');
      await page.getByRole('button').first().waitFor();
    }
    expect(nonces[0]).not.toBe(nonces[1]);

    const shared = `${baseUrl}/en/roi-calculator?fleetSize=77&csp=${Date.now()}`;
    for (const expected of ['miss', 'hit']) {
      const response = await page.goto(shared);
      expect(response?.headers()['x-page-cache']).toBe(expected);
      const policy = policyOf(response);
      if (expected === 'hit') expect(policy).not.toContain('nonce-');
      await scriptsRan(page);
    }
    for (const path of ['/contact?subject=Flotte', '/nope', '/en/nope', '/backoffice/nope']) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(policyOf(response), path).not.toContain('unsafe-inline');
      if (!path.startsWith('/backoffice')) await scriptsRan(page);
    }
  });

  test('client-side navigation and a reload answered with 304 keep every script running', async () => {
    const { page } = await session.open();
    await page.goto(`${baseUrl}/`);
    await scriptsRan(page);
    for (const href of ['/roi-calculator', '/contact', '/en/contact', '/en/blog']) {
      // Footer links too, which need no scrolling: the router takes the click either way.
      await page
        .locator(`a[href="${href}"]`)
        .first()
        .evaluate((link: HTMLElement) => link.click());
      await page.waitForURL(`${baseUrl}${href}`);
    }
    // The page cache answers the second visitor, with the stored page's ETag.
    await rawRequestBytes(baseUrl, '/en/blog', {});
    const first = await rawRequestBytes(baseUrl, '/en/blog', {});
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await rawRequestBytes(baseUrl, '/en/blog', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    // A reload revalidates the stored page: the 304 must not replace its policy.
    await page.goto(`${baseUrl}/en/blog`);
    const stored = await page.goto(`${baseUrl}/en/blog`);
    const etag = stored?.headers().etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const reload = await page.reload();
    // Chromium sent the stored page's ETag, which the server answered with a 304.
    expect((await reload?.request().allHeaders())?.['if-none-match']).toBe(etag);
    await scriptsRan(page);
  });
});

test.describe('framework headers', () => {
  test('no response carries x-nextjs-* or x-middleware-* headers', async () => {
    const requests: [string, RequestInit?][] = [
      ['/'],
      ['/en/about'],
      ['/contact?subject=x'],
      ['/nope'],
      ['/en/blog', { headers: { rsc: '1' } }],
      ['/backoffice'],
      ['/Kontakt'],
      ['/robots.txt'],
      ['/sitemap.xml'],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', ...init });
      const names = [...response.headers.keys()];
      expect(
        names.filter((name) => /^x-(nextjs|middleware)-/.test(name)),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('MDN HTTP Observatory behind HTTPS', () => {
  let proxy: TlsProxy;
  test.beforeAll(async () => {
    proxy = await startTlsProxy(baseUrl);
  });
  test.afterAll(() => proxy?.close());

  test('scores A+ with no failing test', async () => {
    // Asynchronously: the proxy answers from this process.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        'tests/e2e/support/observatory.mjs',
        'localhost',
        String(proxy.httpPort),
        String(proxy.httpsPort),
      ],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: proxy.certificate }, encoding: 'utf8' },
    );
    const result = JSON.parse(stdout) as { score: number; grade: string; failed: string[] };
    expect(result.failed).toEqual([]);
    expect(result.grade).toBe('A+');
    expect(result.score).toBeGreaterThanOrEqual(100);
  });
});
