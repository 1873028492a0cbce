import { afterEach, describe, expect, it } from 'vitest';
import { hashSource } from '@/lib/csp';
import { compileRedirects } from '@/lib/redirects';
import {
  arrive,
  headFor,
  planPage,
  PUBLIC_PAGE_CACHING,
  type PagePlan,
  type PlannedRequest,
} from '@/lib/request-plan';
import { NOINDEX } from '@/lib/url-rules';
import { setContentRedirects } from '@/site/routes';

const SITE = 'https://www.example.de';

function request(
  url: string,
  method = 'GET',
  headers: Record<string, string> = {},
): PlannedRequest {
  return { method, url, headers: { host: 'www.example.de', ...headers } };
}

const form = (length = 10) => ({
  'content-type': 'application/x-www-form-urlencoded',
  'content-length': String(length),
  origin: SITE,
});

const quiet = { maintenance: false, staff: false };

function page(plan: PagePlan) {
  if (plan.kind !== 'page') throw new Error(`expected a page, got ${plan.kind}`);
  return plan;
}

describe('arriving requests', () => {
  it('applies the URL rules to every request, before any cache can answer it', () => {
    expect(arrive(request('/about'), SITE)).toEqual({ kind: 'pass' });
    expect(arrive(request('/en/about?utm_source=x'), SITE)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/en/about#utm_source=x',
      close: false,
    });
    expect(
      arrive({ method: 'GET', url: '/en/about', headers: { host: 'www.other.example' } }, SITE),
    ).toMatchObject({ kind: 'redirect', location: `${SITE}/en/about` });
  });

  it('refuses what the site never answers, with its status', () => {
    expect(arrive(request('/about', 'PUT'), SITE)).toMatchObject({
      kind: 'refuse',
      refusal: { status: 405 },
    });
    expect(arrive(request('http://other.example/about'), SITE)).toMatchObject({
      kind: 'refuse',
      refusal: { status: 400 },
    });
    expect(arrive(request('/about', 'POST', form()), SITE)).toMatchObject({
      kind: 'refuse',
      refusal: { status: 405 },
    });
    expect(
      arrive(request('/contact', 'POST', { ...form(), origin: 'https://evil.example' }), SITE),
    ).toMatchObject({ kind: 'refuse', refusal: { status: 403 } });
  });

  it('answers the health check itself, for GET and HEAD only', () => {
    expect(arrive(request('/healthz'), SITE)).toEqual({ kind: 'health' });
    expect(arrive(request('/healthz', 'HEAD'), SITE)).toEqual({ kind: 'health' });
    expect(arrive(request('/healthz', 'POST', form()), SITE).kind).toBe('refuse');
  });

  it('redirects the targets the framework would alter, and keeps the connection', () => {
    expect(arrive(request('//about'), SITE)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/about',
      close: false,
    });
    expect(arrive(request('/en\\about'), SITE)).toMatchObject({
      kind: 'redirect',
      location: '/en/about',
    });
  });

  it('redirects a post with 308 and closes the connection without reading its body', () => {
    expect(arrive(request('/contact/', 'POST', form()), SITE)).toEqual({
      kind: 'redirect',
      status: 308,
      location: '/contact',
      close: true,
    });
  });
});

describe('planning a page', () => {
  afterEach(() => setContentRedirects(new Map()));

  it('keeps a public page in the page cache, by its routed path and query', () => {
    expect(
      planPage(request('/about?x=1', 'GET', { 'accept-encoding': 'br' }), undefined, quiet),
    ).toEqual({
      kind: 'page',
      appPath: '/de/about',
      headers: {},
      caching: 'public',
      cacheKey: 'br /about?x=1',
      anyInlineStyle: false,
      preview: false,
    });
    expect(page(planPage(request('/en/about'), undefined, quiet)).appPath).toBe('/en/about');
  });

  it('renders a page with a form for each visitor, left to the framework', () => {
    const plan = page(planPage(request('/contact'), undefined, quiet));
    expect(plan.caching).toBe('framework');
    expect(plan.cacheKey).toBeUndefined();
  });

  it('answers a path that is no page with the 404 page and 404, never stored', () => {
    const plan = page(planPage(request('/nothing-here'), undefined, quiet));
    expect(plan).toMatchObject({ appPath: '/de/page-not-found', status: 404, caching: 'none' });
    expect(plan.cacheKey).toBeUndefined();
    expect(page(planPage(request('/en/nothing-here'), undefined, quiet)).appPath).toBe(
      '/en/page-not-found',
    );
  });

  it('answers the address of deleted content 410', () => {
    setContentRedirects(compileRedirects([{ from: '/blog/weg', to: null }]));
    expect(page(planPage(request('/blog/weg'), undefined, quiet)).status).toBe(410);
  });

  it('keeps the back office and the private booking pages out of caches and search engines', () => {
    for (const url of [
      '/backoffice',
      '/backoffice/leads?x=1',
      '/booking/abc123',
      '/calendar/t.ics',
    ]) {
      const plan = page(planPage(request(url), undefined, quiet));
      expect(plan.headers, url).toEqual({ 'X-Robots-Tag': NOINDEX });
      expect(plan.caching, url).toBe('none');
      expect(plan.status, url).toBeUndefined();
    }
  });

  it('judges a disguised path as the page it reaches', () => {
    const plan = page(planPage(request('/contact/%2e%2e/backoffice'), undefined, quiet));
    expect(plan).toMatchObject({ caching: 'none', headers: { 'X-Robots-Tag': NOINDEX } });
  });

  it('passes on the robots header of the URL rules', () => {
    const plan = page(planPage(request('/api/leads'), NOINDEX, quiet));
    expect(plan.headers).toEqual({ 'X-Robots-Tag': NOINDEX });
  });

  it('lets the content editor style inline', () => {
    expect(page(planPage(request('/backoffice/content'), undefined, quiet)).anyInlineStyle).toBe(
      true,
    );
    expect(page(planPage(request('/backoffice'), undefined, quiet)).anyInlineStyle).toBe(false);
  });

  it('shows drafts to a signed-in account in draft mode only, and keeps neither', () => {
    const draft = request('/about', 'GET', { cookie: '__prerender_bypass=x' });
    expect(page(planPage(draft, undefined, { maintenance: false, staff: true }))).toMatchObject({
      preview: true,
      caching: 'framework',
    });
    expect(page(planPage(draft, undefined, quiet)).preview).toBe(false);
    expect(
      page(planPage(request('/about'), undefined, { maintenance: false, staff: true })).preview,
    ).toBe(false);
  });

  describe('in maintenance', () => {
    const on = { maintenance: true, staff: false };

    it('answers public pages with the maintenance page in their language', () => {
      expect(planPage(request('/about'), undefined, on)).toEqual({
        kind: 'maintenance',
        locale: 'de',
      });
      expect(planPage(request('/en/about', 'HEAD'), undefined, on)).toEqual({
        kind: 'maintenance',
        locale: 'en',
      });
      expect(planPage(request('/booking/abc123'), undefined, on).kind).toBe('maintenance');
    });

    it('leaves the back office, the build’s files, the media and a signed-in account alone', () => {
      for (const url of [
        '/backoffice',
        '/backoffice/leads',
        '/_next/static/a.js',
        '/media/a.webp',
        '/nojs.gif',
      ])
        expect(planPage(request(url), undefined, on).kind, url).toBe('page');
      expect(
        planPage(request('/about'), undefined, { maintenance: true, staff: true }),
      ).toMatchObject({
        kind: 'page',
        headers: {},
      });
    });

    it('lets a form through to its action, answered 503 without JavaScript', () => {
      const plain = page(planPage(request('/contact', 'POST', form()), undefined, on));
      expect(plain).toMatchObject({
        status: 503,
        caching: 'none',
        headers: { 'Retry-After': '300' },
      });
      const action = page(
        planPage(request('/contact', 'POST', { ...form(), 'next-action': 'abc' }), undefined, on),
      );
      expect(action.status).toBeUndefined();
      expect(action.headers).toEqual({ 'Retry-After': '300' });
    });
  });
});

describe('the head of a rendered page', () => {
  const notFoundScript = hashSource('self.__notFound=1');
  const frameworkScript = hashSource('self.__frameworkNotFound=1');
  const built = {
    pages: new Map([
      ['/de/page-not-found', { scripts: [notFoundScript], styles: [], styleAttributes: [] }],
      ['/_not-found', { scripts: [frameworkScript], styles: [], styleAttributes: [] }],
    ]),
    stylesheets: [hashSource('body{margin:0}')],
  };
  const policy = { options: { dev: false, https: true }, built, nonce: 'bm9uY2U=' };
  const html = (status: number, headerNames: string[] = []) => ({
    status,
    contentType: 'text/html; charset=utf-8',
    headerNames,
  });
  const plan = (url: string) => page(planPage(request(url), undefined, quiet));
  const scripts = (csp: string | undefined) =>
    (csp ?? '').split('; ').find((part) => part.startsWith('script-src')) ?? '';

  it('sends a public page for browsers to keep and revalidate, with the nonce it was rendered with', () => {
    const head = headFor(plan('/about'), html(200), policy);
    expect(head.status).toBe(200);
    expect(head.set['Cache-Control']).toBe(PUBLIC_PAGE_CACHING);
    expect(scripts(head.set['Content-Security-Policy'])).toContain("'nonce-bm9uY2U='");
    expect(head.set['Content-Security-Policy']).toContain(built.stylesheets[0]);
    expect(head.remove).toEqual([]);
  });

  it('leaves the caching of a page for one visitor to the framework', () => {
    expect(headFor(plan('/contact'), html(200), policy).set['Cache-Control']).toBeUndefined();
  });

  it('lets the editor frame its live preview, and only a preview of drafts be framed, by the site alone', () => {
    const directive = (csp: string | undefined, name: string) =>
      (csp ?? '').split('; ').find((part) => part.startsWith(`${name} `));
    const editor = headFor(plan('/backoffice/content/collections/pages/1'), html(200), policy);
    expect(directive(editor.set['Content-Security-Policy'], 'frame-src')).toBe("frame-src 'self'");
    expect(directive(editor.set['Content-Security-Policy'], 'frame-ancestors')).toBe(
      "frame-ancestors 'none'",
    );
    const draft = request('/about', 'GET', { cookie: '__prerender_bypass=x' });
    const preview = headFor(
      page(planPage(draft, undefined, { maintenance: false, staff: true })),
      html(200),
      policy,
    );
    expect(directive(preview.set['Content-Security-Policy'], 'frame-ancestors')).toBe(
      "frame-ancestors 'self'",
    );
    expect(preview.set['X-Frame-Options']).toBe('SAMEORIGIN');
    const visitor = headFor(plan('/about'), html(200), policy);
    expect(directive(visitor.set['Content-Security-Policy'], 'frame-ancestors')).toBe(
      "frame-ancestors 'none'",
    );
    expect(directive(visitor.set['Content-Security-Policy'], 'frame-src')).toBe("frame-src 'none'");
    expect(visitor.set['X-Frame-Options']).toBeUndefined();
  });

  it('keeps the browser’s policy on a 304', () => {
    const head = headFor(plan('/about'), html(304), policy);
    expect(head.remove).toContain('Content-Security-Policy');
    expect(head.set['Content-Security-Policy']).toBeUndefined();
  });

  it('gives the 404 page its status, no-store, and the hashes of its built HTML', () => {
    const head = headFor(plan('/nothing-here'), html(200), policy);
    expect(head.status).toBe(404);
    expect(head.set['Cache-Control']).toBe('no-store');
    expect(scripts(head.set['Content-Security-Policy'])).toContain(notFoundScript);
    expect(scripts(head.set['Content-Security-Policy'])).toContain("'nonce-bm9uY2U='");
  });

  it('keeps an error the framework answers instead of the 404 page', () => {
    expect(headFor(plan('/nothing-here'), html(500), policy).status).toBe(500);
  });

  it('names the framework’s own 404 page for a path of the back office that is no page', () => {
    const head = headFor(plan('/backoffice/nothing'), html(404), policy);
    expect(head.status).toBe(404);
    expect(head.set['Cache-Control']).toBe('no-store');
    expect(scripts(head.set['Content-Security-Policy'])).toContain(frameworkScript);
  });

  it('never lets a back-office answer be stored, whatever its status', () => {
    for (const status of [200, 303, 500])
      expect(headFor(plan('/backoffice'), html(status), policy)).toMatchObject({
        status,
        set: { 'Cache-Control': 'no-store' },
      });
  });

  it('answers a form sent without JavaScript during maintenance 503, whatever the action did', () => {
    const maintained = page(
      planPage(request('/contact', 'POST', form()), undefined, { maintenance: true, staff: false }),
    );
    expect(headFor(maintained, html(303), policy)).toMatchObject({
      status: 503,
      set: { 'Cache-Control': 'no-store' },
    });
  });

  it('lets none of the framework’s own headers out', () => {
    const head = headFor(
      plan('/about'),
      html(200, ['content-type', 'x-nextjs-prerender', 'x-middleware-rewrite', 'x-nextjs-cache']),
      policy,
    );
    expect(head.remove).toEqual(['x-nextjs-prerender', 'x-middleware-rewrite', 'x-nextjs-cache']);
  });

  it('leaves the policy that allows no inline code on what is no HTML, and everything in development', () => {
    const image = { status: 200, contentType: 'image/png', headerNames: [] };
    expect(
      headFor(plan('/og/de/home'), image, policy).set['Content-Security-Policy'],
    ).toBeUndefined();
    const dev = { ...policy, options: { dev: true, https: false } };
    expect(headFor(plan('/about'), html(200), dev).set['Content-Security-Policy']).toBeUndefined();
  });
});
