import { afterEach, describe, expect, it } from 'vitest';
import { compileRedirects } from '@/lib/redirects';
import { appPathOf, resolveUrl } from '@/lib/url-rules';
import { setContentRedirects } from '@/site/routes';

describe('the redirects of moved and deleted content', () => {
  it('answers each in one hop to the final address, or gone', () => {
    const compiled = compileRedirects([
      { from: '/blog/a', to: '/blog/b' },
      { from: '/blog/b', to: '/blog/c' },
      { from: '/en/blog/x', to: null },
      { from: '/blog/old', to: '/blog/x-de' },
      { from: '/blog/x-de', to: null },
    ]);
    expect(Object.fromEntries(compiled)).toEqual({
      '/blog/a': '/blog/c',
      '/blog/b': '/blog/c',
      '/en/blog/x': null,
      '/blog/old': null,
      '/blog/x-de': null,
    });
  });

  it('never leaves the site and drops loops', () => {
    const compiled = compileRedirects([
      { from: '/blog/a', to: '//evil.example/blog' },
      { from: '/blog/b', to: 'https://evil.example/' },
      { from: '/blog/c', to: '/\\evil.example' },
      { from: 'blog/d', to: '/blog/e' },
      { from: '/blog/l1', to: '/blog/l2' },
      { from: '/blog/l2', to: '/blog/l1' },
      { from: '/blog/self', to: '/blog/self' },
    ]);
    expect(compiled.size).toBe(0);
  });
});

describe('the URL rules with redirects of content', () => {
  const request = (url: string) => ({
    method: 'GET',
    host: 'example.com',
    url,
    siteUrl: 'https://example.com',
  });
  afterEach(() => setContentRedirects(new Map()));

  it('answers a former address 301 to the new one, a gone one 410, and never shadows a page', () => {
    setContentRedirects(
      compileRedirects([
        { from: '/blog/alt', to: '/blog/neu' },
        { from: '/en/blog/old', to: '/en/blog/new' },
        { from: '/blog/weg', to: null },
        { from: '/about', to: '/blog/neu' },
      ]),
    );
    expect(resolveUrl(request('/blog/alt?utm_source=x'))).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/blog/neu#utm_source=x',
    });
    expect(resolveUrl(request('/en/blog/old'))).toMatchObject({ location: '/en/blog/new' });
    expect(resolveUrl(request('/blog/weg'))).toEqual({ kind: 'pass' });
    expect(appPathOf('/blog/weg', new URLSearchParams())?.status).toBe(410);
    expect(appPathOf('/blog/nie-da', new URLSearchParams())?.status).toBe(404);
    expect(resolveUrl(request('/about'))).toEqual({ kind: 'pass' });
  });
});
