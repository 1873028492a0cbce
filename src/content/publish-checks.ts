/**
 * The checks a publication passes, the same rules `npm test` holds the repository's copy to
 * (`./copy-rules.ts`, `./figure-check.ts`): the content engine runs them when the owner publishes
 * (`src/cms/publish-checks.ts`), the tests run them on every seed and on the rendered pages. Each
 * finding names the field, the language and the sentence, and says what is wrong in both
 * languages of the editor.
 */
import { languagesOf, type PageLanguages } from '@/lib/added-pages';
import type { Locale } from '@/i18n/locales';
import { MAX_TITLE_LENGTH } from '@/lib/seo';
import { MEDIA_PATH } from '@/lib/media';
import type { RegulatoryStatus } from '@/site/company';
import { isArticlePath, localeOfPath, routeAt } from '@/site/routes';
import { bannedFor, formulas, HANDFUL, insteadOf, plusFigure } from './copy-rules';
import { hedgeIn, sentencesOf } from './figure-check';
import { figures } from './figures';
import {
  FIGURE_REFERENCE,
  figureValue,
  fillReferences,
  referencedSettings,
} from '@/content/references';
import type { Localized } from './types';

export interface PublishFinding {
  /** The field's path in the document, with its language (`sections.1.body.en`). */
  readonly path: string;
  readonly language: Locale;
  /** The sentence at fault; empty when the finding is about the whole field. */
  readonly sentence: string;
  readonly message: Localized<string>;
}

/** A bilingual text of a document: its path without the language, and the two texts. */
interface TextPair {
  readonly path: string;
  readonly texts: Localized<string>;
}

/** What the engine keeps beside the copy: ids, states, keys, addresses, icons, derived copies. */
const notCopy = new Set([
  'id',
  '_status',
  'createdAt',
  'updatedAt',
  'facts',
  'name',
  'key',
  'slug',
  'path',
  'place',
  'route',
  'icon',
  'url',
]);

/** Every bilingual text of a document (a group `{ de, en }` of two strings), in order. */
export function textPairs(document: unknown): TextPair[] {
  const pairs: TextPair[] = [];
  const visit = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, path ? `${path}.${index}` : String(index)));
      return;
    }
    const record = node as Record<string, unknown>;
    if (typeof record.de === 'string' && typeof record.en === 'string') {
      pairs.push({ path, texts: { de: record.de, en: record.en } });
      return;
    }
    for (const [key, child] of Object.entries(record))
      if (!notCopy.has(key)) visit(child, path ? `${path}.${key}` : key);
  };
  visit(document, '');
  return pairs;
}

const languageName: Localized<Localized<string>> = {
  de: { de: 'Deutsch', en: 'German' },
  en: { de: 'Englisch', en: 'English' },
};

const global = (pattern: RegExp) =>
  new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A percentage as the copy would type it. */
const PERCENTAGE = /\d+(?:[.,]\d+)?(?:\s?[–-]\s?\d+(?:[.,]\d+)?)?\s?(?:%|Prozent\b|per\s?cent\b)/gi;

/**
 * Facts typed instead of referred to, and hedges beside a reference: a figure's number (in any
 * wording the copy has used for it, or its current value), any percentage, the free call's
 * length; in a sentence that refers to a figure, a hedge, as the figure's marker says its kind.
 */
function referenceFindings(text: string, language: Locale) {
  const found: Omit<PublishFinding, 'path' | 'language'>[] = [];
  const reported = new Set<string>();
  const report = (sentence: string, typed: string, reference: string) => {
    const key = `${sentence}\u0000${typed}`;
    if (reported.has(key)) return;
    reported.add(key);
    found.push({
      sentence,
      message: {
        de: `„${typed}“ ist getippt: Verweisen Sie auf den Wert mit ${reference}, damit er sich mit ihm ändert.`,
        en: `“${typed}” is typed: refer to the value with ${reference} so that it changes with it.`,
      },
    });
  };
  const minutes = referencedSettings().callMinutes;
  const callLength = new RegExp(
    String.raw`\b${minutes}(?:\s?|-)(?:Minuten|minütig\w*|minutes?)`,
    'gi',
  );
  for (const raw of sentencesOf(text)) {
    const sentence = raw.trim();
    for (const figure of figures) {
      const reference = `{figure:${figure.id}}`;
      for (const [typed] of sentence.matchAll(new RegExp(figure.detect.source, 'gi')))
        report(sentence, typed, reference);
      const value = figureValue(figure.id, '', language);
      // A bare number ("90") is typed for other reasons too; a value with words is the figure's.
      if (value && /\d/.test(value) && /\D/.test(value))
        for (const [typed] of sentence.matchAll(new RegExp(`(?<![\\w{])${escaped(value)}`, 'g')))
          report(sentence, typed, reference);
    }
    for (const [typed] of sentence.matchAll(PERCENTAGE))
      report(sentence, typed, language === 'de' ? '{figure:SCHLÜSSEL}' : '{figure:KEY}');
    for (const [typed] of sentence.matchAll(callLength)) report(sentence, typed, '{callMinutes}');
    if (new RegExp(FIGURE_REFERENCE.source).test(sentence)) {
      const hedge = hedgeIn(sentence, language);
      if (hedge)
        found.push({
          sentence,
          message: {
            de: `„${hedge}“ entfällt: Eine Kennzahl trägt ihre Einordnung selbst („Spanne“, „Höchstwert“ und so weiter hinter der Zahl).`,
            en: `Leave out “${hedge}”: a figure carries its own qualifier (“range”, “upper end” and so on after the number).`,
          },
        });
    }
  }
  return found;
}

/** What is wrong in a text's sentences: claims, terms, figures. */
function sentenceFindings(
  text: string,
  language: Locale,
  context: PublishContext,
): Omit<PublishFinding, 'path' | 'language'>[] {
  const found: Omit<PublishFinding, 'path' | 'language'>[] = [];
  for (const raw of sentencesOf(text)) {
    const sentence = raw.trim();
    // A reference's key ("{figure:roadmap}") is no word of the copy.
    const words = sentence.replace(FIGURE_REFERENCE, '0');
    for (const pattern of [...bannedFor(context.status, language), plusFigure])
      for (const [match] of words.matchAll(global(pattern)))
        found.push({
          sentence,
          message:
            pattern === plusFigure
              ? {
                  de: `„${match}“: Zahlen stehen ausgeschrieben („mehr als 35 Jahre“), nicht mit „+“.`,
                  en: `“${match}”: figures are written out (“more than 35 years”), not with “+”.`,
                }
              : {
                  de: `„${match}“ steht nicht auf der Website: eine Zusage, die wir nicht geben können, oder nicht unser Begriff dafür. Schreiben Sie stattdessen: ${insteadOf(pattern, language)}.`,
                  en: `“${match}” is not on the website: a promise we cannot make, or not our term for it. Write instead: ${insteadOf(pattern, language)}.`,
                },
        });
  }
  found.push(...referenceFindings(text, language));
  return found;
}

/** The headings of a Markdown text, as their levels (`## A`, `### B` → `[2, 3]`). */
const outline = (text: string) =>
  [...text.matchAll(/^(#{1,6})\s/gm)].map(([, marks]) => marks?.length ?? 0);

const MARKDOWN_LINK = /(!?)\[([^\]]*)\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** Where the site's own links may point: its pages, and the articles published with this one. */
export interface LinkTargets {
  readonly siteUrl: string;
  /** Each published article's path inside each language (`/blog/<slug>`). */
  readonly articles: readonly Localized<string>[];
  /** The file names of the image library (`/media/<name>`). */
  readonly images: readonly string[];
}

function linkFindings(text: string, targets: LinkTargets) {
  const found: Omit<PublishFinding, 'path' | 'language'>[] = [];
  for (const [whole, image, alt, target = ''] of text.matchAll(MARKDOWN_LINK)) {
    if (image && !(alt ?? '').trim()) {
      found.push({
        sentence: whole,
        message: {
          de: `Das Bild „${target}“ braucht einen Alternativtext: Beschreiben Sie in den eckigen Klammern, was es zeigt.`,
          en: `The image “${target}” needs alternative text: describe in the square brackets what it shows.`,
        },
      });
      continue;
    }
    const origin = new URL(targets.siteUrl).origin;
    const own = target.startsWith('/') && !target.startsWith('//');
    if (image && !own)
      found.push({
        sentence: whole,
        message: {
          de: `Das Bild „${target}“ liegt nicht auf der Website: Laden Sie es unter „Bilder“ hoch und verwenden Sie seine Adresse /media/….`,
          en: `The image “${target}” is not on the website: upload it under “Images” and use its address /media/….`,
        },
      });
    else if (
      image &&
      target.startsWith(MEDIA_PATH) &&
      !targets.images.includes(target.slice(MEDIA_PATH.length))
    )
      found.push({
        sentence: whole,
        message: {
          de: `Das Bild „${target}“ gibt es unter „Bilder“ nicht (mehr).`,
          en: `There is no image “${target}” under “Images” (any more).`,
        },
      });
    if (image || (!own && !target.startsWith(`${origin}/`))) continue;
    const pathname = new URL(target, origin).pathname.replace(/\/$/, '') || '/';
    if (pathname.startsWith('/images/') || pathname.startsWith('/og/')) continue;
    const { locale, path } = localeOfPath(pathname);
    const exists =
      routeAt(locale, path) !== undefined ||
      (isArticlePath(path) && targets.articles.some((article) => article[locale] === path));
    if (!exists)
      found.push({
        sentence: whole,
        message: {
          de: `Der Link auf „${target}“ führt auf keine Seite und keinen veröffentlichten Artikel.`,
          en: `The link to “${target}” leads to no page and no published article.`,
        },
      });
  }
  return found;
}

/** Lengths a search engine shows in full, per field of the document. */
export interface LengthRule {
  readonly field: string;
  readonly min?: number;
  readonly max: number;
}

export const PAGE_LENGTHS: readonly LengthRule[] = [
  { field: 'title', max: MAX_TITLE_LENGTH },
  { field: 'description', min: 70, max: 160 },
];
export const ARTICLE_LENGTHS: readonly LengthRule[] = [
  { field: 'seoTitle', max: MAX_TITLE_LENGTH - 14 },
  { field: 'metaDescription', min: 70, max: 160 },
];

export interface PublishContext extends LinkTargets {
  readonly status: RegulatoryStatus['kind'];
  /** Lengths to keep, by field. */
  readonly lengths?: readonly LengthRule[];
  /** Whether the document is read in both languages (an article; a LinkedIn post is not). */
  readonly bilingual?: boolean;
  /**
   * The sentences of the rest of the published site, per language, against which the formulas
   * are counted; without them, the document is counted alone.
   */
  readonly elsewhere?: Localized<readonly string[]>;
}

/** Everything that keeps a document from being published; empty when it may be. */
export function publishFindings(document: unknown, context: PublishContext): PublishFinding[] {
  const findings: PublishFinding[] = [];
  const add = (
    path: string,
    language: Locale,
    found: Omit<PublishFinding, 'path' | 'language'>[],
  ) => {
    for (const each of found) findings.push({ path: `${path}.${language}`, language, ...each });
  };
  const pairs = textPairs(document);
  // A page the owner added in one language is checked, and read, in that language alone.
  const languages = languagesOf(
    (document as { languages?: PageLanguages | null } | null)?.languages,
  );
  const bilingual = context.bilingual !== false && languages.length > 1;
  for (const { path, texts } of pairs) {
    for (const language of languages) {
      add(path, language, sentenceFindings(texts[language], language, context));
      add(path, language, linkFindings(texts[language], context));
    }
    if (!bilingual) continue;
    // Both languages, and the same structure in both.
    for (const language of languages) {
      const other = language === 'de' ? 'en' : 'de';
      if (texts[language].trim() === '' && texts[other].trim() !== '')
        add(path, language, [
          {
            sentence: '',
            message: {
              de: `Der Text fehlt auf ${languageName[language].de}, auf ${languageName[other].de} ist er da.`,
              en: `The text is missing in ${languageName[language].en}; in ${languageName[other].en} it is there.`,
            },
          },
        ]);
    }
    const [de, en] = [outline(texts.de), outline(texts.en)];
    if (de.join() !== en.join()) {
      const shorter: Locale = en.length < de.length ? 'en' : 'de';
      add(path, shorter, [
        {
          sentence: '',
          message: {
            de: `Deutsch hat ${de.length} Zwischenüberschriften, Englisch ${en.length}: Beide Sprachen brauchen denselben Aufbau.`,
            en: `German has ${de.length} subheadings, English ${en.length}: both languages need the same structure.`,
          },
        },
      ]);
    }
  }
  for (const rule of context.lengths ?? []) {
    const pair = pairs.find(({ path }) => path === rule.field);
    if (!pair) continue;
    for (const language of languages) {
      // As the visitor reads it: references filled in.
      const { length } = fillReferences(pair.texts[language], language);
      if (length > rule.max || length < (rule.min ?? 0))
        add(rule.field, language, [
          {
            sentence: '',
            message: {
              de: `${length} Zeichen; Suchmaschinen zeigen ${rule.min ? `${rule.min} bis ` : 'höchstens '}${rule.max} Zeichen ganz.`,
              en: `${length} characters; search engines show ${rule.min ? `${rule.min} to ` : 'at most '}${rule.max} characters in full.`,
            },
          },
        ]);
    }
  }
  // Formulas: at most a handful of sentences across the site use each.
  for (const language of languages) {
    const sentences = pairs.flatMap(({ path, texts }) =>
      sentencesOf(texts[language]).map((sentence) => ({ path, sentence: sentence.trim() })),
    );
    for (const formula of formulas[language]) {
      const test = (sentence: string) => new RegExp(formula.source, 'i').test(sentence);
      const mine = sentences.filter(({ sentence }) => test(sentence));
      if (mine.length === 0) continue;
      const own = new Set(mine.map(({ sentence }) => sentence));
      const others = new Set((context.elsewhere?.[language] ?? []).filter(test));
      for (const sentence of own) others.delete(sentence);
      if (others.size + own.size <= HANDFUL) continue;
      for (const { path, sentence } of mine) {
        const phrase = new RegExp(formula.source, 'i').exec(sentence)?.[0] ?? formula.source;
        add(path, language, [
          {
            sentence,
            message: {
              de: `„${phrase}“ steht schon in ${others.size} anderen Sätzen der Website; höchstens ${HANDFUL} insgesamt.`,
              en: `“${phrase}” is already in ${others.size} other sentences of the website; ${HANDFUL} at most in all.`,
            },
          },
        ]);
      }
    }
  }
  return findings;
}

/** A finding as the editor shows it beside the field, in the editor's language. */
export function findingMessage(finding: PublishFinding, editor: Locale): string {
  const language = languageName[finding.language][editor];
  const sentence = finding.sentence
    ? editor === 'de'
      ? ` Satz „${finding.sentence}“:`
      : ` Sentence “${finding.sentence}”:`
    : '';
  return `${language}.${sentence} ${finding.message[editor]}`;
}
