import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bannedFor, formulas, HANDFUL, plusFigure } from '@/content/copy-rules';
import { figureProblems, sentencesOf } from '@/content/figure-check';
import type { Locale } from '@/i18n/locales';
import { company } from '@/site/company';
import { fillReferences } from '@/content/references';

/**
 * The copy rules (`src/content/copy-rules.ts`, `src/content/figure-check.ts`) on the copy's
 * sources: every page's front matter and body, the structured sections, heroes, calls to action
 * and articles. The rendered pages get the same checks in tests/e2e/copy.e2e.ts; this one runs
 * without a build and names the source of each finding.
 */
const locales: Locale[] = ['de', 'en'];

/** Every string under a `de` or `en` key of a value, for that language. */
function stringsIn(value: unknown, locale: Locale, inLocale = false): string[] {
  if (typeof value === 'string') return inLocale ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => stringsIn(item, locale, inLocale));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      // Addresses are not copy: an article's slug may name "90 days".
      if (key === 'slug' || key === 'href' || key === 'url') return [];
      if (key === 'de' || key === 'en') return key === locale ? stringsIn(item, locale, true) : [];
      return stringsIn(item, locale, inLocale);
    });
  }
  return [];
}

async function sources(locale: Locale): Promise<{ where: string; text: string }[]> {
  const { contentKeys, PAGE_DIR, seedBody, seedCopy } = await import('@/content/pages');
  const folders = readdirSync(PAGE_DIR).filter((folder) =>
    existsSync(path.join(PAGE_DIR, folder, 'sections.ts')),
  );
  const texts: { where: string; text: string }[] = [];
  for (const folder of folders) {
    const sections: unknown = await import(path.resolve(PAGE_DIR, folder, 'sections.ts'));
    for (const text of stringsIn(sections, locale))
      texts.push({ where: `${folder}/sections.ts`, text });
  }
  const { heroes } = await import('@/content/heroes');
  const { callsToAction } = await import('@/content/calls-to-action');
  const articles = (await import('@/content/blog/articles')).seedArticles();
  const { externalPosts } = await import('@/content/blog/posts');
  const { articleBody } = await import('@/server/articles');
  for (const [where, value] of Object.entries({ heroes, callsToAction, articles, externalPosts })) {
    for (const text of stringsIn(value, locale)) texts.push({ where, text });
  }
  for (const key of contentKeys.filter((key) => key !== 'figures')) {
    const all = [seedCopy(key, locale), seedBody(key, locale)];
    for (const text of stringsIn({ [locale]: all }, locale)) texts.push({ where: key, text });
  }
  // The interface texts: buttons, notices and labels.
  const messages: unknown = await import(`@messages/${locale}.json`);
  for (const text of stringsIn({ [locale]: messages }, locale))
    texts.push({ where: 'messages', text });
  for (const article of articles) {
    texts.push({
      where: `article ${article.slug[locale]}`,
      text: articleBody(article, locale).markdown,
    });
  }
  // As visitors read them: with the figures and settings the references stand for.
  return texts.map(({ where, text }) => ({ where, text: fillReferences(text, locale) }));
}

describe.each(locales)('the %s copy sources', (locale) => {
  it('quote every figure in its defined wording, with no hedge beside it', async () => {
    const problems = (await sources(locale)).flatMap(({ where, text }) =>
      figureProblems(text, locale).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('make no claim or offer the firm cannot stand behind and use one term per concept', async () => {
    const found = (await sources(locale)).flatMap(({ where, text }) =>
      [...bannedFor(company.regulatoryStatus.kind, locale), plusFigure].flatMap((pattern) =>
        [
          ...text.matchAll(
            new RegExp(
              pattern.source,
              pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
            ),
          ),
        ].map(
          (match) =>
            `${where}: “${match[0]}” in “${text.slice(Math.max(0, match.index - 60), match.index + 60)}”`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it('repeat each formula in at most a handful of sentences', async () => {
    const texts = await sources(locale);
    const overused: string[] = [];
    for (const formula of formulas[locale]) {
      const sentences = new Set(
        texts.flatMap(({ where, text }) =>
          sentencesOf(text)
            .filter((sentence) => new RegExp(formula.source, 'i').test(sentence))
            .map((sentence) => `${where}: ${sentence}`),
        ),
      );
      if (sentences.size > HANDFUL) {
        overused.push(`${formula.source} in ${sentences.size} sentences:`, ...sentences);
      }
    }
    expect(overused).toEqual([]);
  });
});
