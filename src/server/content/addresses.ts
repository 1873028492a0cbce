/**
 * The published articles' paths, the pages the owner added, the pages that show a form and the
 * former addresses of renamed or deleted content, which the URL rules need for every request:
 * kept in `src/site/routes.ts`, read at start and whenever the content revision moves, so that a
 * request does not wait for the database.
 */
import { addedPageOf } from '@/lib/added-pages';
import { compileRedirects } from '@/lib/redirects';
import {
  articlePaths,
  isRouteKey,
  setAddedPages,
  setContentRedirects,
  setPagesWithForms,
  setPublishedArticlePaths,
} from '@/site/routes';
import {
  listRedirects,
  publishedAddedPageRows,
  publishedArticleSlugs,
  publishedFormPageKeys,
} from '../stores/site';
import { databaseErrorCode, UNDEFINED_TABLE } from '../db/errors';

export async function loadAddresses(): Promise<void> {
  try {
    const [slugs, pages, forms, redirects] = await Promise.all([
      publishedArticleSlugs(),
      publishedAddedPageRows(),
      publishedFormPageKeys(),
      listRedirects(),
    ]);
    setPublishedArticlePaths(slugs.map(articlePaths));
    setAddedPages(pages.flatMap((row) => (isRouteKey(row.key) ? [] : (addedPageOf(row) ?? []))));
    setPagesWithForms(forms);
    setContentRedirects(
      compileRedirects(redirects.map(({ fromPath, toPath }) => ({ from: fromPath, to: toPath }))),
    );
  } catch (error) {
    if (databaseErrorCode(error) !== UNDEFINED_TABLE) throw error;
    setPublishedArticlePaths([]);
    setAddedPages([]);
    setPagesWithForms([]);
    setContentRedirects(new Map());
  }
}
