/**
 * The blog's articles as the content engine holds them: the published ones, or, in a preview
 * (`./preview.ts`), every article's latest draft, new ones included. Oldest first, as the series
 * reads; the blog list orders them itself.
 */
import config from '@payload-config';
import { connection } from 'next/server';
import { getPayload, type Where } from 'payload';
import { cache } from 'react';
import { seedArticles } from '@/content/blog/articles';
import type { Locale } from '@/i18n/locales';
import type { Article, BlogListItem } from '@/lib/blog';
import { articleOfDocument } from '@/cms/article-document';
import { blogItemsOf } from '@site/core/blog';
import { logDatabaseError } from '@site/core/db/errors';
import { postsNow } from './posts';
import { previewing } from './preview';
import { publishedOnce } from './snapshot';

/** How many articles the site reads at most, the newest: a decade of one a week. */
const MAX_ARTICLES = 600;

/**
 * The articles last read: what is shown while the database is away. Each bundle of
 * Next.js that renders them keeps its own.
 */
let lastRead: Article[] | undefined;

/** The articles that match `where`, oldest first: the published ones, or (`draft`) the latest drafts. */
async function findArticles(where: Where, limit: number, draft: boolean): Promise<Article[]> {
  const payload = await getPayload({ config });
  const { docs } = await payload.find({
    collection: 'articles',
    where: draft ? where : { and: [where, { _status: { equals: 'published' } }] },
    sort: '-date',
    limit,
    depth: 0,
    draft,
    overrideAccess: true,
  });
  return docs.map(articleOfDocument).reverse();
}

export const articlesNow = cache(async (): Promise<Article[]> => {
  await connection();
  try {
    if (await previewing()) return await findArticles({}, MAX_ARTICLES, true);
    lastRead = await publishedOnce('articles', () => findArticles({}, MAX_ARTICLES, false));
    return lastRead;
  } catch (error) {
    logDatabaseError('Reading the articles (shown as last read meanwhile)', error);
    return lastRead ?? seedArticles();
  }
});

/**
 * The article whose slug in `locale` is `slug`: among the published ones, or in a preview its
 * latest draft (one row read).
 */
export async function articleAt(locale: Locale, slug: string): Promise<Article | undefined> {
  await connection();
  try {
    if (await previewing())
      return (await findArticles({ [`slug.${locale}`]: { equals: slug } }, 1, true))[0];
    return (await articlesNow()).find((article) => article.slug[locale] === slug);
  } catch (error) {
    logDatabaseError('Reading an article (shown as last read meanwhile)', error);
    return (lastRead ?? seedArticles()).find((article) => article.slug[locale] === slug);
  }
}

/** The published articles in `locale` and every professional-network post, as list items. */
export async function blogItems(locale: Locale): Promise<BlogListItem[]> {
  const [articles, posts] = await Promise.all([articlesNow(), postsNow()]);
  return blogItemsOf(articles, posts, locale);
}

/** The articles in `locale` other than `exclude`, for the "related articles" cards. */
export async function relatedArticles(locale: Locale, exclude?: string): Promise<BlogListItem[]> {
  return (await blogItems(locale)).filter(
    (item) => item.kind === 'internal' && item.id !== exclude,
  );
}

/** The latest draft of the article with key `key`, for the editor's preview link. */
export async function latestDraft(key: string): Promise<Article | undefined> {
  const payload = await getPayload({ config });
  const { docs } = await payload.find({
    collection: 'articles',
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
  });
  return docs[0] && articleOfDocument(docs[0]);
}
