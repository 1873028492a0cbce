import { absoluteUrl } from '@/site/config';
import { locales, pathFor, routeKeys, routes } from '@/site/routes';

export interface SitemapEntry {
  url: string;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
  priority: number;
  alternates: { languages: Record<string, string> };
}

/** Both languages of every indexable page, each with its hreflang alternates. */
export function sitemapEntries(): SitemapEntry[] {
  return routeKeys.flatMap((key) => {
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
}
