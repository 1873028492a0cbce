import { articles } from '@/content/blog/articles';
import { externalPosts } from '@/content/blog/posts';
import { intlLocale, type Locale } from '@/i18n/locales';
import type { BlogListItem } from '@/lib/blog';
import { articlePaths, publicPathOf } from '@/site/routes';
import { articleBody } from './articles';

/** Internal articles in `locale` and every professional-network post, as list items. */
export function blogItems(locale: Locale): BlogListItem[] {
  const internal = articles.map((article): BlogListItem => ({
    id: article.id,
    kind: 'internal',
    title: article.title[locale],
    excerpt: article.excerpt[locale],
    author: article.author,
    date: article.date,
    readTime: articleBody(article, locale).readTime,
    category: article.category,
    language: locale,
    featured: article.featured,
    href: publicPathOf(articlePaths(article)[locale], locale),
  }));
  const external = externalPosts.map((post): BlogListItem => ({
    id: post.id,
    kind: 'external',
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    date: post.date,
    readTime: post.readTime,
    category: post.category,
    language: post.language,
    featured: post.featured,
    href: post.externalUrl,
  }));
  return [...internal, ...external];
}

const longDate = (locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
const dateFormats: Record<Locale, Intl.DateTimeFormat> = { de: longDate('de'), en: longDate('en') };

/** `2025-09-16` as "16. September 2025" / "16 September 2025". */
export function formatDate(isoDate: string, locale: Locale): string {
  return dateFormats[locale].format(new Date(`${isoDate}T00:00:00Z`));
}
