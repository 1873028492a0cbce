import { articles } from '@/content/blog/articles';
import { externalPosts } from '@/content/blog/posts';
import type { Locale } from '@/i18n/locales';
import type { BlogListItem } from '@/lib/blog';
import { articlePaths } from '@/site/routes';
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
    href: articlePaths(article)[locale],
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

/** The internal articles in `locale` other than `exclude`, for the "related articles" cards. */
export function relatedArticles(locale: Locale, exclude?: string): BlogListItem[] {
  return blogItems(locale).filter((item) => item.kind === 'internal' && item.id !== exclude);
}
