import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/sitemap';
import { articlesNow } from '@/next/content/articles';
import { addedPages, articlePaths } from '@/site/routes';

/**
 * Every page, every published article and every indexable page the owner added; read per request,
 * so a new one is in it at once.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(
    (await articlesNow()).map((article) => articlePaths(article.slug)),
    addedPages(),
  );
}
