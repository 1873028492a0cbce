import type { Metadata } from 'next';
import type { Article } from '@/lib/blog';
import { intlLocale, type Locale } from '@/i18n/locales';
import { company } from '@/site/company';
import { absoluteUrl } from '@/site/config';
import { articlePaths, publicPathOf } from '@/site/routes';
import { layout } from '@/site/timing';
import { documentTitle, feedLinks, ogLocale } from './seo';

export function articleUrl(article: Article, locale: Locale): string {
  return absoluteUrl(publicPathOf(articlePaths(article.slug)[locale], locale));
}

/** The image link previews show: the article's own, cropped, else one drawn of its title. */
export interface ShareImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

function drawnImage(article: Article, locale: Locale): ShareImage {
  return {
    url: absoluteUrl(`/og/${locale}/article-${article.id}`),
    width: layout.ogImage.width,
    height: layout.ogImage.height,
    alt: article.title[locale],
  };
}

/**
 * Metadata of an article: its own search title, the hreflang pair and Open Graph as an article,
 * with its image (`shared`) or one drawn of its title.
 */
export function articleMetadata(article: Article, locale: Locale, shared?: ShareImage): Metadata {
  const title = documentTitle(article.seoTitle[locale]);
  const url = articleUrl(article, locale);
  const image = shared ?? drawnImage(article, locale);
  return {
    title: { absolute: title },
    description: article.metaDescription[locale],
    alternates: {
      canonical: url,
      languages: {
        de: articleUrl(article, 'de'),
        en: articleUrl(article, 'en'),
        'x-default': articleUrl(article, 'de'),
      },
      types: feedLinks(locale),
    },
    robots: { index: true, follow: true },
    authors: [{ name: article.author }],
    openGraph: {
      type: 'article',
      url,
      siteName: company.brand,
      title,
      description: article.metaDescription[locale],
      locale: ogLocale[locale],
      publishedTime: article.date,
      authors: [article.author],
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: article.metaDescription[locale],
      images: [image],
    },
  };
}

/** schema.org Article of an article page. */
export function articleJsonLd(
  article: Article,
  locale: Locale,
  shared?: ShareImage,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title[locale],
    description: article.metaDescription[locale],
    inLanguage: intlLocale(locale),
    datePublished: article.date,
    dateModified: article.date,
    author: { '@type': 'Person', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: company.legalName,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': articleUrl(article, locale) },
    image: (shared ?? drawnImage(article, locale)).url,
  };
}
