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

/**
 * Wordings the copy may use only this often on all public pages of a language together: a
 * figure carries its qualifier as a marker, so sentences need no hedge, and a trust line or an
 * example said on every page stops being read.
 */
const AT_MOST: readonly { language: 'de' | 'en'; words: RegExp; times: number }[] = [
  { language: 'de', words: /in der Regel/gi, times: 25 },
  { language: 'en', words: /\busually\b/gi, times: 25 },
  { language: 'de', words: /ohne Verkaufsgespräch/gi, times: 5 },
  { language: 'en', words: /no sales pitch/gi, times: 5 },
  { language: 'de', words: /\b220 Fahrzeug/gi, times: 6 },
  { language: 'en', words: /\b220 vehicles/gi, times: 6 },
  { language: 'en', words: /introductory call/gi, times: 0 },
];

test.describe('the pages after the import into the content engine', () => {
  test('read as the repository’s copy, word for word, in both languages: headings, paragraphs, lists, questions and structured data; no hedge, trust line or example too often', async () => {
    test.setTimeout(240_000);
    const paths = await sitemapPaths(baseUrl, siteUrl);
    expect(paths.sort()).toEqual(Object.keys(snapshot).sort());
    const counted = AT_MOST.map((rule) => ({ ...rule, found: 0 }));
    for (const path of paths) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      // The marks that place a figure's marker never reach the page as characters.
      expect(html, path).not.toMatch(/[\uE000\uE001]/);
      const text = pageText(html);
      expect(text, path).toEqual(snapshot[path]);
      const language = path === '/en' || path.startsWith('/en/') ? 'en' : 'de';
      const words = [text.title, text.description, ...text.text].join('\n');
      for (const rule of counted)
        if (rule.language === language) rule.found += words.match(rule.words)?.length ?? 0;
    }
    expect(
      counted
        .filter(({ found, times }) => found > times)
        .map(({ words, found, times }) => `${words.source}: ${found} times, at most ${times}`),
    ).toEqual([]);
  });
});
