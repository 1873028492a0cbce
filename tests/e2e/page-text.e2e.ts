import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { baseUrl, siteUrl } from './support/site';
import { pageText, sitemapPaths, type PageText } from './support/page-text';

/**
 * The pages read their copy from the content engine, into which the repository's copy was
 * imported. Every page of the sitemap, in both languages, must read exactly as it did when the
 * copy was files: `data/page-text.json` holds each page's text as the site rendered it then
 * (written by `scripts/page-text-snapshot.mjs` from that build).
 */

const snapshot = JSON.parse(
  readFileSync(new URL('./data/page-text.json', import.meta.url), 'utf8'),
) as Record<string, PageText>;

test.describe('the pages after the import into the content engine', () => {
  test('read as before, word for word, in both languages: headings, paragraphs, lists, questions and structured data', async () => {
    test.setTimeout(240_000);
    const paths = await sitemapPaths(baseUrl, siteUrl);
    expect(paths.sort()).toEqual(Object.keys(snapshot).sort());
    for (const path of paths) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(pageText(await response.text()), path).toEqual(snapshot[path]);
    }
  });
});
