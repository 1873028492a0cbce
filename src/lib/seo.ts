import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { company } from '@/site/company';
import { absoluteUrl } from '@/site/config';
import { canonicalKey, pathFor, routes, type RouteKey } from '@/site/routes';
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

function ogImagePath(key: RouteKey, locale: Locale): string {
  return `/og/${locale}/${canonicalKey(key)}`;
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

/** Title, description, canonical, hreflang, Open Graph and Twitter tags of a page. */
export function metadataFor(key: RouteKey, locale: Locale, copy: PageMeta): Metadata {
  const target = canonicalKey(key);
  const title = documentTitle(copy.title);
  const url = absoluteUrl(pathFor(target, locale));
  const image = {
    url: absoluteUrl(ogImagePath(target, locale)),
    width: layout.ogImage.width,
    height: layout.ogImage.height,
    alt: copy.heading,
  };
  return {
    title: { absolute: title },
    description: copy.description,
    alternates: {
      canonical: url,
      languages: {
        de: absoluteUrl(pathFor(target, 'de')),
        en: absoluteUrl(pathFor(target, 'en')),
        'x-default': absoluteUrl(pathFor(target, 'de')),
      },
      types: feedLinks(locale),
    },
    robots: routes[key].indexable ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      type: 'website',
      url,
      siteName: company.brand,
      title,
      description: copy.description,
      locale: ogLocale[locale],
      alternateLocale: ogLocale[locale === 'de' ? 'en' : 'de'],
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
