/**
 * The published articles' paths and the former addresses of renamed or deleted ones, which the
 * URL rules need for every request: kept in `src/site/routes.ts`, read at start and whenever the
 * content revision moves, so that a request does not wait for the database.
 */
import { compileRedirects } from '@/lib/redirects';
import { articlePaths, setContentRedirects, setPublishedArticlePaths } from '@/site/routes';
import { listRedirects, publishedArticleSlugs } from '../stores/site';
import { databaseErrorCode, UNDEFINED_TABLE } from '../db/errors';

export async function loadArticlePaths(): Promise<void> {
  try {
    const [slugs, redirects] = await Promise.all([publishedArticleSlugs(), listRedirects()]);
    setPublishedArticlePaths(slugs.map(articlePaths));
    setContentRedirects(
      compileRedirects(redirects.map(({ fromPath, toPath }) => ({ from: fromPath, to: toPath }))),
    );
  } catch (error) {
    if (databaseErrorCode(error) !== UNDEFINED_TABLE) throw error;
    setPublishedArticlePaths([]);
    setContentRedirects(new Map());
  }
}
