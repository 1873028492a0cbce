import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@/lib/media';
import { MAX_BODY_BYTES, MAX_CONTENT_BODY_BYTES, screenRequest } from '@/lib/request-screen';
import { MAX_BEACON_BYTES } from '@/lib/vitals-beacon';

const form = {
  host: 'site.example',
  origin: 'https://site.example',
  'content-type': 'multipart/form-data; boundary=x',
  'content-length': '120',
};
const status = (
  method: string,
  url: string,
  headers: Record<string, string> = {},
  redirected = false,
) => screenRequest({ method, url, headers, redirected })?.status;

describe('the first look at a request', () => {
  it('lets pages and form posts of this site through', () => {
    expect(status('GET', '/en/about?x=1')).toBeUndefined();
    expect(status('HEAD', '/')).toBeUndefined();
    expect(status('POST', '/contact', form)).toBeUndefined();
    expect(status('POST', '/en/book-consultation', form)).toBeUndefined();
    expect(
      status('POST', '/backoffice/sign-in', {
        ...form,
        'content-type': 'text/plain;charset=UTF-8',
      }),
    ).toBeUndefined();
  });

  it('refuses methods, targets and bodies the site never takes', () => {
    expect(status('PUT', '/contact', form)).toBe(405);
    expect(status('OPTIONS', '*')).toBe(405);
    expect(status('GET', 'http://evil.example/x')).toBe(400);
    expect(status('GET', '/%ff')).toBe(400);
    expect(status('GET', '/', { 'content-length': '5' })).toBe(400);
    expect(status('GET', '/', { 'transfer-encoding': 'chunked' })).toBe(400);
    expect(status('POST', '/about', form)).toBe(405);
  });

  it('takes a page’s beacon of its web vitals: a short text from this site, by POST', () => {
    const beacon = {
      host: 'site.example',
      origin: 'https://site.example',
      'content-type': 'text/plain;charset=UTF-8',
      'content-length': '180',
    };
    expect(status('POST', '/vitals', beacon)).toBeUndefined();
    expect(status('POST', '/vitals', { ...beacon, origin: 'https://evil.example' })).toBe(403);
    expect(status('POST', '/vitals', { ...beacon, 'content-type': 'application/json' })).toBe(415);
    expect(
      status('POST', '/vitals', { ...beacon, 'content-length': String(MAX_BEACON_BYTES + 1) }),
    ).toBe(413);
  });

  it('refuses a GET of the content engine from another site, and nothing else it links to', () => {
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    expect(status('GET', '/backoffice/api/payload-jobs/run', crossSite)).toBe(403);
    expect(status('HEAD', '/backoffice/api/accounts/me', crossSite)).toBe(403);
    expect(status('GET', '/backoffice/content/logout', crossSite)).toBe(403);
    expect(status('GET', '/backoffice/api/accounts/me', { 'sec-fetch-site': 'same-origin' })).toBe(
      undefined,
    );
    // A link in a mail to a lead, or to a page, opens as before.
    expect(status('GET', '/backoffice/leads/enquiry/1', crossSite)).toBeUndefined();
    expect(status('GET', '/en/about', crossSite)).toBeUndefined();
  });

  it('refuses form posts from other sites, without a length, too large or of another type', () => {
    expect(status('POST', '/contact', { ...form, origin: 'https://evil.example' })).toBe(403);
    expect(status('POST', '/contact', { ...form, origin: 'null' })).toBe(403);
    expect(status('POST', '/contact', { ...form, 'sec-fetch-site': 'cross-site' })).toBe(403);
    // Behind a proxy, the origin is compared with the host the proxy names, as Next.js does.
    expect(status('POST', '/contact', { ...form, 'x-forwarded-host': 'evil.example' })).toBe(403);
    expect(status('POST', '/contact', { ...form, 'content-length': '' }, false)).toBe(400);
    expect(
      screenRequest({
        method: 'POST',
        url: '/contact',
        headers: { ...form, 'content-length': undefined },
      })?.status,
    ).toBe(411);
    expect(status('POST', '/contact', { ...form, 'content-length': '1e3' })).toBe(400);
    expect(
      status('POST', '/contact', { ...form, 'content-length': String(MAX_BODY_BYTES + 1) }),
    ).toBe(413);
    expect(status('POST', '/contact', { ...form, 'content-type': 'application/json' })).toBe(415);
  });

  it('leaves a post to a URL the rules redirect to the redirect, with its body checked alike', () => {
    expect(status('POST', '/contact/', form, true)).toBeUndefined();
    expect(status('POST', '/home', form, true)).toBeUndefined();
    expect(status('POST', '/contact/', { 'content-length': '0' }, true)).toBeUndefined();
    expect(status('POST', '/contact/', form)).toBe(405);
    expect(status('POST', '/home', { ...form, 'content-length': '4000000000' }, true)).toBe(413);
    expect(status('POST', '/home', { ...form, origin: 'https://evil.example' }, true)).toBe(403);
    expect(status('POST', '/home', { ...form, 'content-type': 'application/json' }, true)).toBe(
      415,
    );
    expect(
      screenRequest({
        method: 'POST',
        url: '/home',
        headers: { ...form, 'content-length': undefined },
        redirected: true,
      })?.status,
    ).toBe(411);
  });

  it("takes the content engine's API calls, from this site alone and bounded", () => {
    const json = { ...form, 'content-type': 'application/json' };
    expect(status('PATCH', '/backoffice/api/pages/1', json)).toBeUndefined();
    expect(status('POST', '/backoffice/api/pages', json)).toBeUndefined();
    expect(status('DELETE', '/backoffice/api/pages/1', { host: 'site.example' })).toBeUndefined();
    expect(
      status('POST', '/backoffice/api/pages', {
        ...json,
        'content-length': String(MAX_BODY_BYTES + 1),
      }),
    ).toBeUndefined();
    expect(
      status('PATCH', '/backoffice/api/pages/1', {
        ...json,
        'content-length': String(MAX_CONTENT_BODY_BYTES + 1),
      }),
    ).toBe(413);
    // An image upload may be as large as the largest image, and no larger; no other document.
    const upload = (length: number, path = '/backoffice/api/media') =>
      status('POST', path, {
        ...json,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(length),
      });
    expect(upload(MAX_IMAGE_BYTES + 1000)).toBeUndefined();
    expect(upload(MAX_IMAGE_BYTES + 1000, '/backoffice/api/media/7')).toBeUndefined();
    expect(upload(MAX_IMAGE_BYTES + 1024 * 1024)).toBe(413);
    expect(upload(MAX_IMAGE_BYTES, '/backoffice/api/pages')).toBe(413);
    expect(upload(MAX_IMAGE_BYTES, '/backoffice/api/media-x')).toBe(413);
    // A path disguised as the API's is judged as the page it reaches.
    expect(upload(MAX_IMAGE_BYTES, '/backoffice/api/media/%2e%2e/%2e%2e/%2e%2e/contact')).toBe(413);
    expect(upload(1000, '/backoffice/api/media/%2E%2E/../../about')).toBe(405);
    expect(
      status('PATCH', '/backoffice/api/pages/%2e%2e/%2e%2e/%2e%2e/contact', {
        ...json,
        'content-length': '10',
      }),
    ).toBe(405);
    expect(
      status('PATCH', '/backoffice/api/pages/1', { ...json, origin: 'https://evil.example' }),
    ).toBe(403);
    expect(
      status('DELETE', '/backoffice/api/pages/1', {
        host: 'site.example',
        'sec-fetch-site': 'cross-site',
      }),
    ).toBe(403);
    expect(status('DELETE', '/backoffice/api/pages/1', { 'content-length': '5' })).toBe(400);
    expect(
      status('PATCH', '/backoffice/api/pages/1', { ...json, 'content-type': 'text/xml' }),
    ).toBe(415);
    // Elsewhere the methods and the type stay refused.
    expect(status('PATCH', '/backoffice/site', json)).toBe(405);
    expect(status('DELETE', '/contact', { host: 'site.example' })).toBe(405);
    expect(status('POST', '/backoffice/site', json)).toBe(415);
  });
});
