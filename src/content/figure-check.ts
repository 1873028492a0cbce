import type { Locale } from '@/i18n/locales';
import { figures, kindMarkers, type Figure } from './figures';
import type { Localized } from './types';

/**
 * The rules every quotation of a figure keeps, checked on the rendered pages
 * (tests/e2e/copy.e2e.ts) and on the copy sources (tests/unit/copy-sources.test.ts):
 * - the number appears only inside one of the figure's defined wordings (`forms`);
 * - the sentence uses no hedge (`hedges`): the figure's marker says what kind of statement it is,
 *   so a typical range never reads as a target, a case study never as a typical result.
 */

/** The hedges a sentence quoting a figure does without: its marker says what kind it is. */
const hedges: Localized<readonly RegExp[]> = {
  de: [
    /in der Regel/i,
    /\bbis zu\b/i,
    /Zielgröße|als Ziel\b/i,
    /erfahrungsgemäß/i,
    /typisch\w*/i,
    /üblich\w*/i,
    /\boft\b/i,
    /Spanne/i,
    /Einzelfall|einzeln\w* Projekt/i,
    /\bmeist\w*/i,
    /durchschnittlich/i,
  ],
  en: [
    /\busually\b/i,
    /\bup to\b/i,
    /as a target|target figure/i,
    /in our experience/i,
    /typical\w*/i,
    /\boften\b/i,
    /\brange\b/i,
    /single project/i,
    /\bmostly\b|\bgenerally\b/i,
    /on average/i,
  ],
};

const abbreviations = String.raw`(?<!\b(?:Mio|Abs|Nr|bzw|ca|vgl|Std|z\. B|d\. h|u\. a|e\.g|i\.e|No|approx)\.)`;
const sentenceEnd = new RegExp(String.raw`${abbreviations}(?<=[.!?])\s+|\n`);

/** A text's sentences, not split after the abbreviations the copy uses ("300 Mio. €"). */
export const sentencesOf = (text: string): string[] =>
  text.split(sentenceEnd).filter((sentence) => sentence.trim() !== '');

const global = (pattern: RegExp) =>
  new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);

/** The figures a sentence quotes, each with a quotation outside every defined wording. */
function quoted(sentence: string, locale: Locale) {
  const allowed = figures
    .flatMap((figure) => figure.forms[locale])
    .flatMap((form) =>
      [...sentence.matchAll(global(new RegExp(form.source, 'gi')))].map(
        (match) => [match.index, match.index + match[0].length] as const,
      ),
    );
  const inside = (start: number, end: number) =>
    allowed.some(([from, to]) => start >= from && end <= to);
  const found: { figure: Figure; stray: boolean }[] = [];
  for (const figure of figures) {
    const mentions = [...sentence.matchAll(global(figure.detect))];
    if (mentions.length === 0) continue;
    // A number may belong to several figures ("40 %"): the one whose wording the sentence uses.
    const ownForm = figure.forms[locale].some((form) =>
      new RegExp(form.source, 'i').test(sentence),
    );
    const stray = mentions.some(
      (mention) => !inside(mention.index, mention.index + mention[0].length),
    );
    if (ownForm || stray) found.push({ figure, stray });
  }
  return found;
}

/** One way a sentence quotes a figure wrongly. */
export interface FigureFinding {
  readonly sentence: string;
  readonly figures: readonly Figure[];
  /** `wording`: a number outside the figure's wordings; `hedge`: a hedge beside it. */
  readonly problem: 'wording' | 'hedge';
  /** The hedge found. */
  readonly words?: string;
}

/** The first hedge in a sentence, if any. */
export function hedgeIn(sentence: string, locale: Locale): string | undefined {
  for (const hedge of hedges[locale]) {
    const match = sentence.match(hedge);
    if (match) return match[0];
  }
  return undefined;
}

/**
 * What is wrong with the way a rendered text quotes the figures, sentence by sentence: a number
 * outside its figure's wordings, or a hedge beside a figure, whose marker says its kind. The
 * figures page, which defines them, is held to their wordings only (`qualified: false`).
 */
function figureFindings(text: string, locale: Locale, qualified = true): FigureFinding[] {
  const findings: FigureFinding[] = [];
  // The marks where a figure's marker goes (`referenceFiller`), and the markers as a page shows
  // them after a narrow space (`<Prose>`), are not part of the figure's wording.
  const markers = new RegExp(
    `(?<=[\\d%€]|Wochen|weeks|mehr|more|million)\\s(?:${Object.values(kindMarkers[locale]).join('|')})`,
    'g',
  );
  const read = text.replace(/\uE000\w+\uE001/g, '').replace(markers, '');
  for (const raw of sentencesOf(read)) {
    const sentence = raw.trim();
    const mentioned = quoted(sentence, locale);
    if (mentioned.length === 0) continue;
    for (const { figure } of mentioned.filter(({ stray }) => stray))
      findings.push({ sentence, figures: [figure], problem: 'wording' });
    if (!qualified) continue;
    // The own kind's words are part of the value ("bis zu 30 %"), as are "rund" and "mehr als".
    const inValues = mentioned.flatMap(({ figure }) => Object.values(figure.values[locale]));
    const rest = inValues.reduce((left, value) => left.split(value).join(' '), sentence);
    const words = hedgeIn(rest, locale);
    if (words)
      findings.push({
        sentence,
        figures: mentioned.map(({ figure }) => figure),
        problem: 'hedge',
        words,
      });
  }
  return findings;
}

/** The same, one line each, for the tests' reports. */
export function figureProblems(text: string, locale: Locale, qualified = true): string[] {
  return figureFindings(text, locale, qualified).map(({ sentence, figures, problem, words }) => {
    const quote = `“${sentence}”`;
    const [figure] = figures;
    if (problem === 'wording') return `${figure?.id} not in a defined wording: ${quote}`;
    const ids = figures.map((each) => `${each.id} (${each.kind})`).join(', ');
    return `${ids} with “${words}”: ${quote}`;
  });
}
