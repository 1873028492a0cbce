/**
 * The published articles' paths and the former addresses of renamed or deleted ones, which the
 * URL rules need for every request: kept in `src/site/routes.ts`, read at start and whenever the
 * content revision moves, so that a request does not wait for the database.
 */
import { compileRedirects } from '@/lib/redirects';
import { articlePaths, setContentRedirects, setPublishedArticlePaths } from '@/site/routes';
import { contentRevision, listRedirects, publishedArticleSlugs } from '../stores/site';
import { databaseErrorCode, logDatabaseError, UNDEFINED_TABLE } from '../db/errors';

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

/**
 * Keeps this module graph's copy current: reads the paths at once and after every move of the
 * revision, and, after a failed read (the database away), on every tick until one succeeds.
 * Answers when the first read is done.
 */
export function watchArticlePaths(intervalMs = 1000): Promise<void> {
  let loaded: number | undefined;
  let failing = false;
  const check = async () => {
    try {
      const revision = await contentRevision();
      if (revision === loaded) return;
      await loadArticlePaths();
      loaded = revision;
      failing = false;
    } catch (error) {
      if (!failing)
        logDatabaseError('Reading the published articles (tried again each second)', error);
      failing = true;
    }
  };
  setInterval(() => void check(), intervalMs).unref();
  return check();
}
