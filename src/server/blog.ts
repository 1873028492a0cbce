import type { ExternalPost } from '@/content/blog/posts';
import type { Locale } from '@/i18n/locales';
import type { Article, BlogListItem } from '@/lib/blog';
import { articlePaths } from '@/site/routes';
import { articleBody } from './articles';

/** `articles` in `locale` and every professional-network post, as list items. */
export function blogItemsOf(
  articles: readonly Article[],
  posts: readonly ExternalPost[],
  locale: Locale,
): BlogListItem[] {
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
    href: articlePaths(article.slug)[locale],
  }));
  const external = posts.map((post): BlogListItem => ({
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
