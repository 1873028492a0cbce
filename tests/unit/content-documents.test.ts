import { describe, expect, it } from 'vitest';
import { articleDocumentData, articleOfDocument } from '@/cms/article-document';
import {
  figureDocumentData,
  figureOfDocument,
  leverValuesOfDocuments,
} from '@/cms/figure-document';
import { companyDocumentData, companyFactsOfDocument } from '@/cms/company-document';
import { heroDocumentData, heroOfDocument } from '@/cms/hero-document';
import { layoutTextsOf, pageDocumentData } from '@/cms/page-document';
import { postDocumentData, postOfDocument } from '@/cms/post-document';
import { externalPosts } from '@/content/blog/posts';
import { rawSeedPageFile } from '@/content/pages';
import { pageSections, seedSectionTexts, type SectionsPage } from '@/content/sections';
import { seedArticles } from '@/content/blog/articles';
import { figures } from '@/content/figures';
import { heroes } from '@/content/heroes';
import { locales } from '@/i18n/locales';
import { defaultLeverValues } from '@/lib/roi';
import { withSectionTexts } from '@/lib/section-texts';
import { seedCompanyFacts } from '@/site/company';

/** What the import writes into the engine reads back as the repository's content, word for word. */
describe('the content engine’s documents', () => {
  it.each(Object.keys(heroes) as (keyof typeof heroes)[])(
    'hold the %s hero in both languages',
    (variant) => {
      const doc = heroDocumentData(variant, heroes[variant]);
      for (const locale of locales)
        expect(heroOfDocument(doc, locale)).toEqual(heroes[variant][locale]);
    },
  );

  it('hold every figure’s texts, and the calculator’s values in per cent', () => {
    const docs = figures.map(figureDocumentData);
    expect(
      docs.map((doc, index) => figureOfDocument(figures[index] as (typeof figures)[number], doc)),
    ).toEqual(figures);
    expect(docs.find((doc) => doc.key === 'documentationEffort')?.levels).toEqual({
      conservative: 30,
      expected: 45,
      ambitious: 60,
    });
    expect(leverValuesOfDocuments(docs)).toEqual(defaultLeverValues);
  });

  it('change a lever’s value only with all three scenarios of its figure', () => {
    const docs = figures
      .map(figureDocumentData)
      .map((doc) =>
        doc.key === 'bankTakeUp'
          ? { ...doc, levels: { conservative: 12, expected: 20, ambitious: 28 } }
          : doc.key === 'fleetCost'
            ? { ...doc, levels: { conservative: 10, expected: null, ambitious: 30 } }
            : doc,
      );
    const values = leverValuesOfDocuments(docs);
    expect(values.bank.takeUp).toEqual({ conservative: 0.12, expected: 0.2, ambitious: 0.28 });
    expect(values.fleet.fleetCost).toEqual(defaultLeverValues.fleet.fleetCost);
  });

  it('hold every article with its day, in any time zone of the server', () => {
    for (const article of seedArticles())
      expect(articleOfDocument(articleDocumentData(article))).toEqual(article);
  });

  it('hold every LinkedIn post’s teaser', () => {
    expect(externalPosts.map((post) => postOfDocument(postDocumentData(post)))).toEqual(
      externalPosts,
    );
  });

  it('hold the company facts, a registered adviser’s register entry included', () => {
    const { founderImage, booking } = seedCompanyFacts;
    const read = companyFactsOfDocument(companyDocumentData(seedCompanyFacts));
    expect({ ...read, founderImage, booking }).toEqual(seedCompanyFacts);
    const adviser = {
      ...read,
      regulatoryStatus: {
        kind: 'adviser' as const,
        registerNumber: 'D-7Q2X-HR4KP-31',
        chamber: { name: 'IHK für München und Oberbayern', address: 'Max-Joseph-Straße 2' },
      },
      schedulerUrl: 'https://cal.example/keller',
    };
    expect(companyFactsOfDocument(companyDocumentData(adviser))).toEqual(adviser);
  });

  it.each(Object.keys(pageSections) as SectionsPage[])(
    'hold every text of the %s page’s structured sections',
    (key) => {
      // Every stored text differs from the code's, so a text not read back shows.
      const marked = (text: string) => `«${text}»`;
      const texts = seedSectionTexts(key).map(({ place, de, en }) => ({
        place,
        de: marked(de),
        en: marked(en),
      }));
      const doc = pageDocumentData(rawSeedPageFile(key, 'de'), rawSeedPageFile(key, 'en'), texts);
      for (const locale of locales) {
        const copy = pageSections[key][locale];
        expect(withSectionTexts(copy, layoutTextsOf(doc, locale))).toEqual(
          withSectionTexts(copy, new Map(), marked),
        );
      }
    },
  );
});
