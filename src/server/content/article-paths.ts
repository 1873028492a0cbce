/**
 * The published articles' paths and the former addresses of renamed or deleted ones, which the
 * URL rules need for every request: kept in `src/site/routes.ts`, read at start and whenever the
 * content revision moves, so that a request does not wait for the database.
 */
import { compileRedirects, type RedirectRow } from '@/lib/redirects';
import { articlePaths, setContentRedirects, setPublishedArticlePaths } from '@/site/routes';
import { pool } from '../db/client';
import { contentRevision } from './revision';
import { databaseErrorCode, logDatabaseError, UNDEFINED_TABLE } from '../db/errors';

export async function loadArticlePaths(): Promise<void> {
  try {
    const [{ rows }, { rows: redirects }] = await Promise.all([
      pool().query<{ de: string; en: string }>(
        `SELECT slug_de AS de, slug_en AS en FROM articles WHERE _status = 'published'`,
      ),
      pool().query<RedirectRow>(
        'SELECT from_path AS "from", to_path AS "to" FROM content_redirects',
      ),
    ]);
    setPublishedArticlePaths(rows.map(articlePaths));
    setContentRedirects(compileRedirects(redirects));
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
