import { locales } from '@/i18n/locales';
import { absoluteUrl } from '@/site/config';
import type { Locale } from '@/i18n/locales';
import { pathFor, publicPathOf, routeKeys, routes, type AddedPage } from '@/site/routes';

/** Where the pages the owner added stand in the sitemap: as the registry's detail pages. */
const detail = { priority: 0.8, changeFrequency: 'monthly' as const };

export interface SitemapEntry {
  url: string;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
  priority: number;
  alternates: { languages: Record<string, string> };
}

/**
 * Both languages of every indexable page, of the articles (their paths in both languages) and of
 * the indexable pages the owner added, each with its hreflang alternates.
 */
export function sitemapEntries(
  articlePaths: readonly Readonly<Record<Locale, string>>[],
  added: readonly Pick<AddedPage, 'paths' | 'indexable'>[] = [],
): SitemapEntry[] {
  const pages = routeKeys.flatMap((key) => {
    const { sitemap, indexable } = routes[key];
    if (!sitemap || !indexable) return [];
    const languages = {
      de: absoluteUrl(pathFor(key, 'de')),
      en: absoluteUrl(pathFor(key, 'en')),
      'x-default': absoluteUrl(pathFor(key, 'de')),
    };
    return locales.map((locale) => ({
      url: absoluteUrl(pathFor(key, locale)),
      changeFrequency: sitemap.changefreq,
      priority: sitemap.priority,
      alternates: { languages },
    }));
  });
  const pathPairs = [
    ...articlePaths.map((paths) => ({ paths, priority: 0.7, changeFrequency: 'yearly' as const })),
    ...added.flatMap((page) =>
      page.indexable && page.paths.de !== undefined && page.paths.en !== undefined
        ? [{ paths: { de: page.paths.de, en: page.paths.en }, ...detail }]
        : [],
    ),
  ];
  const pairEntries = pathPairs.flatMap(({ paths, priority, changeFrequency }) => {
    const languages = {
      de: absoluteUrl(publicPathOf(paths.de, 'de')),
      en: absoluteUrl(publicPathOf(paths.en, 'en')),
      'x-default': absoluteUrl(publicPathOf(paths.de, 'de')),
    };
    return locales.map((locale) => ({
      url: absoluteUrl(publicPathOf(paths[locale], locale)),
      changeFrequency,
      priority,
      alternates: { languages },
    }));
  });
  return [...pages, ...pairEntries];
}
