import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '@/content/blog/articles';
import { getPathname } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/locales';
import { appPathOf, resolveUrl } from '@/lib/url-rules';
import {
  alternatePath,
  articlePaths,
  canonicalKey,
  internalPath,
  pathFor,
  publicPathOf,
  routeAt,
  routeKeys,
  routes,
  setPublishedArticlePaths,
} from '@/site/routes';

/** The repository's articles, as the content engine imports them on a fresh start. */
const articles = seedArticles();
beforeAll(() => setPublishedArticlePaths(articles.map(({ slug }) => articlePaths(slug))));
afterAll(() => setPublishedArticlePaths([]));

/** The URL rules and links checked for every page of the registry in each language. */
const siteUrl = 'https://keller-advisory.example';
const decide = (url: string) =>
  resolveUrl({ url, host: 'keller-advisory.example', method: 'GET', siteUrl });
const other = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

const pages = routeKeys.flatMap((key) =>
  locales.map((locale) => ({ key, locale, path: pathFor(key, locale) })),
);
const articlePages = articles.flatMap((article) =>
  locales.map((locale) => ({
    locale,
    inside: articlePaths(article.slug)[locale],
    path: publicPathOf(articlePaths(article.slug)[locale], locale),
  })),
);

describe.each(pages)('$path ($key, $locale)', ({ key, locale, path }) => {
  it('is served as it is, rendered from its page', () => {
    expect(decide(path)).toEqual({ kind: 'pass' });
    expect(appPathOf(path, new URLSearchParams())).toEqual({
      path: `/${locale}${internalPath(canonicalKey(key))}`.replace(/\/$/, ''),
      status: 200,
    });
  });

  it('is where next-intl links to the page, and the other language links back', () => {
    expect(getPathname({ href: internalPath(key), locale })).toBe(path);
    expect(alternatePath(path, other(locale), [])).toBe(pathFor(key, other(locale)));
  });

  it('is the one redirect target of its variants: trailing slash, /de prefix', () => {
    const variants = [`${path}/`];
    if (locale === 'de') variants.push(`/de${path === '/' ? '' : path}`);
    for (const variant of variants.filter((url) => url !== path && url !== '//'))
      expect(decide(variant), variant).toMatchObject({ kind: 'redirect', location: path });
  });

  it("is where the other language's slug under this language's prefix leads", () => {
    const otherInside = routes[key].paths[other(locale)];
    if (otherInside === routes[key].paths[locale] || routeAt(locale, otherInside)) return;
    expect(decide(publicPathOf(otherInside, locale))).toMatchObject({
      kind: 'redirect',
      location: path,
    });
  });
});

describe.each(articlePages)('article $path', ({ locale, inside, path }) => {
  it('is served, rendered from the article route, and linked by next-intl', () => {
    expect(decide(path)).toEqual({ kind: 'pass' });
    expect(appPathOf(path, new URLSearchParams())).toEqual({
      path: `/${locale}${inside}`,
      status: 200,
    });
    expect(getPathname({ href: inside, locale })).toBe(path);
  });
});
