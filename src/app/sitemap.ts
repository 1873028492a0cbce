import { articles } from '@/content/blog/articles';
import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/sitemap';
import { articlePaths } from '@/site/routes';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(articles.map(articlePaths));
}
