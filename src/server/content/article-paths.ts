/**
 * The published articles' paths and the former addresses of renamed or deleted ones, which the
 * URL rules need for every request: kept in `src/site/routes.ts`, read at start and whenever the
 * content revision moves, so that a request does not wait for the database.
 */
import { compileRedirects } from '@/lib/redirects';
import { articlePaths, setContentRedirects, setPublishedArticlePaths } from '@/site/routes';
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { contentRedirects } from '../db/schema';
import { contentRevision } from './revision';
import { databaseErrorCode, logDatabaseError, UNDEFINED_TABLE } from '../db/errors';

export async function loadArticlePaths(): Promise<void> {
  try {
    const [{ rows }, redirects] = await Promise.all([
      // The engine's table, which the site's schema does not declare.
      db().execute<{ de: string; en: string }>(
        sql`SELECT slug_de AS de, slug_en AS en FROM articles WHERE _status = 'published'`,
      ),
      db()
        .select({ from: contentRedirects.fromPath, to: contentRedirects.toPath })
        .from(contentRedirects),
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
