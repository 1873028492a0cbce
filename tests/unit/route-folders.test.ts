import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { appPathOf } from '@/lib/url-rules';
import {
  ADDED_PAGE,
  BLOG_CATEGORY_PAGE,
  internalPath,
  longFormKeys,
  NOT_FOUND_PAGE,
  pathFor,
  publicPathOfRendered,
  routeAt,
  routeKeys,
  routes,
  type RouteDef,
} from '@/site/routes';

const LOCALE_DIR = path.resolve(import.meta.dirname, '../../src/app/[locale]');

/** The app paths (below `[locale]`) that have a `page.tsx`: `/`, `/about`, `/blog/[slug]`, … */
function pageFolders(dir = LOCALE_DIR, prefix = ''): string[] {
  const own = existsSync(path.join(dir, 'page.tsx')) ? [prefix || '/'] : [];
  const nested = readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .flatMap((name) => pageFolders(path.join(dir, name), `${prefix}/${name}`));
  return [...own, ...nested];
}

const ownRouteKeys = routeKeys.filter((key) => (routes[key] as RouteDef).ownRoute);

describe('route folders and the registry', () => {
  it('have one folder per page with its own route, and no folder the registry does not know', () => {
    const expected = [
      ...ownRouteKeys.map(internalPath),
      '/[page]',
      '/blog/[slug]',
      `${ADDED_PAGE}/[key]`,
      `${BLOG_CATEGORY_PAGE}/[category]`,
      NOT_FOUND_PAGE,
    ];
    expect(pageFolders().sort()).toEqual(expected.sort());
  });

  it('render every page of the registry, in both languages, at a route that exists', () => {
    const folders = new Set(pageFolders());
    for (const key of routeKeys) {
      for (const locale of locales) {
        const target = appPathOf(pathFor(key, locale), new URLSearchParams());
        expect(target?.status, `${key} ${locale}`).toBe(200);
        const inApp = target?.path.replace(`/${locale}`, '') || '/';
        const rendered = folders.has(inApp) || longFormKeys.some((k) => internalPath(k) === inApp);
        expect(rendered, `${key} ${locale} → ${target?.path}`).toBe(true);
      }
    }
  });

  it('render the long-form pages with the template and no page twice', () => {
    for (const key of longFormKeys) {
      expect(pageFolders()).not.toContain(internalPath(key));
      expect(internalPath(key)).toMatch(/^\/[a-z0-9-]+$/);
    }
  });
});

describe('the path a page is rendered at', () => {
  it('names no other page: an internal path is never another page’s public path', () => {
    for (const key of routeKeys) {
      for (const locale of locales) {
        const owner = routeAt(locale, internalPath(key));
        if (owner) expect(owner, `${internalPath(key)} in ${locale}`).toBe(key);
      }
    }
  });

  it.each([
    ['/de/automotive-services', '/autohaeuser/leistungen'],
    ['/en/automotive-services', '/en/automotive/services'],
    ['/de', '/'],
    ['/en', '/en'],
    ['/de/imprint', '/impressum'],
    ['/de/blog-category/fleets', '/blog'],
    ['/de/blog/fi-ertragshebel-autohaus', '/blog/fi-ertragshebel-autohaus'],
    ['/autohaeuser/leistungen', '/autohaeuser/leistungen'],
    ['/en/legal-notice', '/en/legal-notice'],
  ])('%s is the page at %s', (rendered, publicPath) => {
    expect(publicPathOfRendered(rendered, [])).toBe(publicPath);
  });
});
