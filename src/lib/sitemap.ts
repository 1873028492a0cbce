import { locales } from '@/i18n/locales';
import { absoluteUrl } from '@/site/config';
import type { Locale } from '@/i18n/locales';
import { pathFor, publicPathOf, routeKeys, routes } from '@/site/routes';

export interface SitemapEntry {
  url: string;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
  priority: number;
  alternates: { languages: Record<string, string> };
}

/**
 * Both languages of every indexable page and of the articles (their paths in both languages), each
 * with its hreflang alternates.
 */
export function sitemapEntries(
  articlePaths: readonly Readonly<Record<Locale, string>>[],
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
  const articleEntries = articlePaths.flatMap((paths) => {
    const languages = {
      de: absoluteUrl(publicPathOf(paths.de, 'de')),
      en: absoluteUrl(publicPathOf(paths.en, 'en')),
      'x-default': absoluteUrl(publicPathOf(paths.de, 'de')),
    };
    return locales.map((locale) => ({
      url: absoluteUrl(publicPathOf(paths[locale], locale)),
      changeFrequency: 'yearly' as const,
      priority: 0.7,
      alternates: { languages },
    }));
  });
  return [...pages, ...articleEntries];
}
