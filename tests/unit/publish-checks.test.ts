import { describe, expect, it } from 'vitest';
import { seedArticles } from '@/content/blog/articles';
import { heroes } from '@/content/heroes';
import { contentKeys, rawSeedPageFile } from '@/content/pages';
import {
  ARTICLE_LENGTHS,
  findingMessage,
  PAGE_LENGTHS,
  publishFindings,
  textPairs,
  type PublishContext,
} from '@/content/publish-checks';
import { seedSectionTexts } from '@/content/sections';
import { sentencesOf } from '@/content/figure-check';
import { articleDocumentData } from '@/cms/article-document';
import { heroDocumentData } from '@/cms/hero-document';
import { pageDocumentData } from '@/cms/page-document';
import { articlePaths } from '@/site/routes';
import { seedCompanyFacts } from '@/site/company';

/** The repository's documents as the content engine imports them. */
const pages = contentKeys.map((key) => ({
  key,
  doc: pageDocumentData(
    rawSeedPageFile(key, 'de'),
    rawSeedPageFile(key, 'en'),
    seedSectionTexts(key),
  ),
}));
const articles = seedArticles().map((article) => articleDocumentData(article));
const heroDocs = Object.entries(heroes).map(([key, hero]) => heroDocumentData(key, hero));
const everything = [...pages.map(({ doc }) => doc), ...articles, ...heroDocs];

const sentencesOfAll = (docs: readonly unknown[], language: 'de' | 'en') =>
  docs.flatMap((doc) =>
    textPairs(doc).flatMap(({ texts }) => sentencesOf(texts[language]).map((s) => s.trim())),
  );

const context = (doc: unknown, extra: Partial<PublishContext> = {}): PublishContext => {
  const others = everything.filter((each) => each !== doc);
  return {
    status: seedCompanyFacts.regulatoryStatus.kind,
    siteUrl: 'https://example.com',
    articles: seedArticles().map((article) => articlePaths(article.slug)),
    images: ['picture-0123456789ab.webp'],
    elsewhere: { de: sentencesOfAll(others, 'de'), en: sentencesOfAll(others, 'en') },
    ...extra,
  };
};

describe('the checks a publication passes', () => {
  it('pass every document of the repository', () => {
    const found = [
      ...pages.flatMap(({ key, doc }) =>
        publishFindings(doc, context(doc, { lengths: PAGE_LENGTHS })).map(
          (finding) => `${key}: ${findingMessage(finding, 'en')}`,
        ),
      ),
      ...articles.flatMap((doc) =>
        publishFindings(doc, context(doc, { lengths: ARTICLE_LENGTHS })).map(
          (finding) => `${doc.slug.de}: ${findingMessage(finding, 'en')}`,
        ),
      ),
      ...heroDocs.flatMap((doc) =>
        publishFindings(doc, context(doc)).map(
          (finding) => `${doc.key}: ${findingMessage(finding, 'en')}`,
        ),
      ),
    ];
    expect(found).toEqual([]);
  });

  const [sample] = articles;
  if (!sample) throw new Error('No article');

  it('block a banned claim and a figure in an unlisted wording, naming field, language and sentence', () => {
    const doc = {
      ...sample,
      excerpt: {
        de: 'Unsere Lösung ist BaFin-konform. Der Rest stimmt.',
        en: 'Our approach cut claims costs by 85 % in every project.',
      },
    };
    const found = publishFindings(doc, context(sample));
    expect([...new Set(found.map(({ path, sentence }) => `${path}: ${sentence}`))]).toEqual([
      'excerpt.de: Unsere Lösung ist BaFin-konform.',
      'excerpt.en: Our approach cut claims costs by 85 % in every project.',
    ]);
    expect(findingMessage(found[0]!, 'de')).toBe(
      'Deutsch. Satz „Unsere Lösung ist BaFin-konform.“: „BaFin-konform“ steht nicht auf der Website: eine Zusage, die wir nicht geben können, oder nicht unser Begriff dafür. Schreiben Sie stattdessen: welche Anforderung erfüllt wird und wer das prüft, etwa „auf die Anforderungen der IDD ausgelegt“.',
    );
    expect(findingMessage(found[0]!, 'en')).toMatch(
      /^German\. Sentence “Unsere Lösung ist BaFin-konform\.”: “BaFin-konform” is not on the website/,
    );
    expect(findingMessage(found[1]!, 'de')).toBe(
      'Englisch. Satz „Our approach cut claims costs by 85 % in every project.“: „85 %“ ist getippt: Verweisen Sie auf den Wert mit {figure:fiClosingRate}, damit er sich mit ihm ändert.',
    );
  });

  it('block a figure, a percentage or the call’s length typed instead of referred to, and a hedge beside a reference', () => {
    const findings = (de: string, en = 'We help.') =>
      publishFindings({ ...sample, excerpt: { de, en } }, context(sample)).map((finding) =>
        findingMessage(finding, 'de'),
      );
    expect(findings('Der Gründer hat mehr als 35 Jahre Erfahrung.')).toEqual([
      'Deutsch. Satz „Der Gründer hat mehr als 35 Jahre Erfahrung.“: „35 Jahre“ ist getippt: Verweisen Sie auf den Wert mit {figure:experience}, damit er sich mit ihm ändert.',
      'Deutsch. Satz „Der Gründer hat mehr als 35 Jahre Erfahrung.“: „mehr als 35“ ist getippt: Verweisen Sie auf den Wert mit {figure:experience}, damit er sich mit ihm ändert.',
    ]);
    // A percentage that is no figure is typed too.
    expect(findings('Die Kosten sanken um 35 %.')).toEqual([
      'Deutsch. Satz „Die Kosten sanken um 35 %.“: „35 %“ ist getippt: Verweisen Sie auf den Wert mit {figure:SCHLÜSSEL}, damit er sich mit ihm ändert.',
    ]);
    expect(findings('Wir helfen.', 'Book a free 60-minute call.')).toEqual([
      'Englisch. Satz „Book a free 60-minute call.“: „60-minute“ ist getippt: Verweisen Sie auf den Wert mit {callMinutes}, damit er sich mit ihm ändert.',
    ]);
    expect(findings('Die Kosten sinken in der Regel um {figure:fleetCost}.')).toEqual([
      'Deutsch. Satz „Die Kosten sinken in der Regel um {figure:fleetCost}.“: „in der Regel“ entfällt: Eine Kennzahl trägt ihre Einordnung selbst („Spanne“, „Höchstwert“ und so weiter hinter der Zahl).',
    ]);
    expect(
      findings(
        'Der Gründer hat {figure:experience} Jahre Erfahrung; das Gespräch dauert {callMinutes} Minuten.',
        'The founder has {figure:experience} years of experience; the call takes {callMinutes} minutes.',
      ),
    ).toEqual([]);
  });

  it('block a promise in any form of the verb, and leave a warranty product and a promise declined alone', () => {
    const findings = (de: string, en: string) =>
      publishFindings({ ...sample, excerpt: { de, en } }, context(sample)).map(
        ({ sentence }) => sentence,
      );
    for (const promise of [
      'Wir garantiert Ihnen den Erfolg.',
      'Das garantieren wir.',
      'Ein garantiertes Ergebnis.',
      'Mit Erfolgsgarantie.',
      'Wir geben die Garantie, dass es klappt.',
    ])
      expect(findings(promise, 'We help.')).toEqual([promise]);
    for (const promise of ['We guarantee it.', 'A guaranteed result.', 'Guarantees for all.'])
      expect(findings('Wir helfen.', promise)).toEqual([promise]);
    expect(
      findings(
        'Die Garantieverlängerung und die Anschlussgarantie bindet Kunden; den Erfolg können wir nicht garantieren.',
        'The results are neither an offer nor a guarantee; we cannot guarantee them.',
      ),
    ).toEqual([]);
  });

  it('block an article whose English half is missing a section or a text', () => {
    const sections = sample.body.de.split(/^## /m);
    const doc = {
      ...sample,
      body: { de: sample.body.de, en: sample.body.en.split(/^## /m).slice(0, -1).join('## ') },
      excerpt: { de: sample.excerpt.de, en: '' },
    };
    expect(sections.length).toBeGreaterThan(2);
    const found = publishFindings(doc, context(sample));
    expect(found.map(({ path }) => path)).toEqual(['excerpt.en', 'body.en']);
    expect(findingMessage(found[1]!, 'en')).toMatch(/German has \d+ subheadings, English \d+/);
  });

  it('block a link to no page, an image without alternative text and a description too long', () => {
    const doc = {
      ...sample,
      body: {
        de: `${sample.body.de}\n\nMehr im [Leitfaden](/blog/gibt-es-nicht) und ![](/media/bild.webp).`,
        en: `${sample.body.en}\n\nMore in the [guide](/en/about) and ![A fleet](/media/picture-0123456789ab.webp).`,
      },
      metaDescription: { de: 'x'.repeat(161), en: sample.metaDescription.en },
    };
    const found = publishFindings(doc, context(sample, { lengths: ARTICLE_LENGTHS }));
    expect(found.map(({ path, sentence }) => [path, sentence])).toEqual([
      ['body.de', '[Leitfaden](/blog/gibt-es-nicht)'],
      ['body.de', '![](/media/bild.webp)'],
      ['metaDescription.de', ''],
    ]);
  });

  it('block an image from another address or one the image library does not have', () => {
    const doc = {
      ...sample,
      body: {
        de: `${sample.body.de}\n\n![Flotte](https://cdn.example.org/flotte.jpg)`,
        en: `${sample.body.en}\n\n![Fleet](/media/gone-0123456789ab.jpg)`,
      },
    };
    const found = publishFindings(doc, context(sample, { lengths: ARTICLE_LENGTHS }));
    expect(found.map((finding) => findingMessage(finding, 'de'))).toEqual([
      'Deutsch. Satz „![Flotte](https://cdn.example.org/flotte.jpg)“: Das Bild „https://cdn.example.org/flotte.jpg“ liegt nicht auf der Website: Laden Sie es unter „Bilder“ hoch und verwenden Sie seine Adresse /media/….',
      'Englisch. Satz „![Fleet](/media/gone-0123456789ab.jpg)“: Das Bild „/media/gone-0123456789ab.jpg“ gibt es unter „Bilder“ nicht (mehr).',
    ]);
  });
});
