import type { Metadata } from 'next';
import { locales, type Locale } from '@/i18n/locales';
import { company } from '@/site/company';
import { absoluteUrl } from '@/site/config';
import { canonicalKey, publicPathOf, routes, type RouteKey } from '@/site/routes';
import { layout } from '@/site/timing';

export const MAX_TITLE_LENGTH = 60;

/** What the metadata of a page is made of: its copy's title, description and heading. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  readonly heading: string;
}

/** `Title | Brand` when it fits in 60 characters, the title alone otherwise. */
export function documentTitle(title: string): string {
  const full = `${title} | ${company.brand}`;
  if (full.length <= MAX_TITLE_LENGTH) return full;
  return title.length <= MAX_TITLE_LENGTH ? title : `${title.slice(0, MAX_TITLE_LENGTH - 1)}…`;
}

export const ogLocale: Record<Locale, string> = { de: 'de_DE', en: 'en_GB' };

/** Public path of the blog's RSS feed in a language. */
function feedPath(locale: Locale): string {
  return `/rss/${locale}.xml`;
}

/** The head link to the language's RSS feed, on every page. */
export function feedLinks(locale: Locale): {
  'application/rss+xml': Array<{ url: string; title: string }>;
} {
  const title = `${company.brand} – Blog (${locale === 'de' ? 'Deutsch' : 'English'})`;
  return { 'application/rss+xml': [{ url: absoluteUrl(feedPath(locale)), title }] };
}

/** Where a page is (its path inside each language it is shown in) and how it is shared. */
export interface PageWhere {
  readonly paths: Readonly<Partial<Record<Locale, string>>>;
  readonly indexable: boolean;
  /** The image shown where the page is shared, in a language. */
  readonly image: (locale: Locale) => {
    readonly url: string;
    readonly width: number;
    readonly height: number;
  };
}

/** The page's address in each of its languages, and `x-default` (German if it has German). */
function languageLinks(paths: PageWhere['paths']): Record<string, string> {
  const links: Record<string, string> = {};
  for (const locale of locales) {
    const path = paths[locale];
    if (path !== undefined) links[locale] = absoluteUrl(publicPathOf(path, locale));
  }
  const fallback = links.de ?? links.en;
  return fallback ? { ...links, 'x-default': fallback } : links;
}

/**
 * Title, description, canonical, hreflang (each of the page's languages naming the others),
 * Open Graph and Twitter tags of a page in a language it is shown in.
 */
export function pageMetadata(where: PageWhere, locale: Locale, copy: PageMeta): Metadata {
  const title = documentTitle(copy.title);
  const url = absoluteUrl(publicPathOf(where.paths[locale] ?? '/', locale));
  const image = { ...where.image(locale), alt: copy.heading };
  const others = locales.filter((other) => other !== locale && where.paths[other] !== undefined);
  return {
    title: { absolute: title },
    description: copy.description,
    alternates: { canonical: url, languages: languageLinks(where.paths), types: feedLinks(locale) },
    robots: where.indexable ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      type: 'website',
      url,
      siteName: company.brand,
      title,
      description: copy.description,
      locale: ogLocale[locale],
      ...(others[0] && { alternateLocale: ogLocale[others[0]] }),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: copy.description,
      images: [image],
    },
  };
}

/** The image drawn for a page (`/og/<locale>/<key>`), with its heading on it. */
export function drawnPageImage(key: string, locale: Locale) {
  return {
    url: absoluteUrl(`/og/${locale}/${key}`),
    width: layout.ogImage.width,
    height: layout.ogImage.height,
  };
}

/** The metadata of a page of the registry (an alias names the page it stands for). */
export function metadataFor(key: RouteKey, locale: Locale, copy: PageMeta): Metadata {
  const target = canonicalKey(key);
  return pageMetadata(
    {
      paths: routes[target].paths,
      indexable: routes[key].indexable,
      image: (language) => drawnPageImage(target, language),
    },
    locale,
    copy,
  );
}
