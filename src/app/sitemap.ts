import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/sitemap';
import { articlesNow } from '@/next/content/articles';
import { articlePaths } from '@/site/routes';

/** Every page and every published article; read per request, so a new article is in it at once. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries((await articlesNow()).map((article) => articlePaths(article.slug)));
}
