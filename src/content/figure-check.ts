import type { Locale } from '@/i18n/locales';
import { figures, type Figure, type FigureKind } from './figures';
import type { Localized } from './types';

/**
 * The rules every quotation of a figure keeps, checked on the rendered pages
 * (tests/e2e/copy.e2e.ts) and on the copy sources (tests/unit/figure-copy.test.ts):
 * - the number appears only inside one of the figure's defined wordings (`forms`);
 * - the sentence says what kind of statement it is in its kind's wording (`qualifiers`);
 * - the sentence uses no other hedge (`hedges`), so a typical range never reads as a target, a
 *   case study never as a typical result.
 */
const qualifiers: Record<FigureKind, Localized<RegExp | null>> = {
  typicalRange: { de: /in der Regel/i, en: /\busually\b/i },
  upperEnd: { de: /\bbis zu\b/i, en: /\bup to\b/i },
  singleProject: { de: /Kundenprojekt|Fallstudie/i, en: /client project|case stud/i },
  ownObservation: { de: /nach unserer Beobachtung/i, en: /in our observation/i },
  fact: { de: null, en: null },
};

/** Every wording that qualifies a figure, the kinds' own and those no figure may use. */
const hedges: Localized<readonly RegExp[]> = {
  de: [
    ...Object.values(qualifiers).flatMap(({ de }) => (de ? [de] : [])),
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
    ...Object.values(qualifiers).flatMap(({ en }) => (en ? [en] : [])),
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
  /** `wording`: a number outside the figure's wordings; `qualifier`: its kind's wording is missing; `hedge`: another kind's. */
  readonly problem: 'wording' | 'qualifier' | 'hedge';
  /** The qualifier missing, or the hedge found. */
  readonly words?: string;
}

/**
 * What is wrong with the way a text quotes the figures, sentence by sentence. The figures page,
 * which defines them, is held to their wordings only (`qualified: false`).
 */
export function figureFindings(text: string, locale: Locale, qualified = true): FigureFinding[] {
  const findings: FigureFinding[] = [];
  for (const raw of sentencesOf(text)) {
    const sentence = raw.trim();
    const mentioned = quoted(sentence, locale);
    if (mentioned.length === 0) continue;
    for (const { figure } of mentioned.filter(({ stray }) => stray))
      findings.push({ sentence, figures: [figure], problem: 'wording' });
    if (!qualified) continue;
    const own = mentioned.map(({ figure }) => qualifiers[figure.kind][locale]);
    for (const { figure } of mentioned) {
      const qualifier = qualifiers[figure.kind][locale];
      if (qualifier && !qualifier.test(sentence))
        findings.push({
          sentence,
          figures: [figure],
          problem: 'qualifier',
          words: qualifier.source,
        });
    }
    for (const hedge of hedges[locale]) {
      if (own.some((qualifier) => qualifier?.source === hedge.source)) continue;
      const match = sentence.match(hedge);
      if (match)
        findings.push({
          sentence,
          figures: mentioned.map(({ figure }) => figure),
          problem: 'hedge',
          words: match[0],
        });
    }
  }
  return findings;
}

/** The same, one line each, for the tests' reports. */
export function figureProblems(text: string, locale: Locale, qualified = true): string[] {
  return figureFindings(text, locale, qualified).map(({ sentence, figures, problem, words }) => {
    const quote = `“${sentence}”`;
    const [figure] = figures;
    if (problem === 'wording') return `${figure?.id} not in a defined wording: ${quote}`;
    if (problem === 'qualifier')
      return `${figure?.id} (${figure?.kind}) without “${words}”: ${quote}`;
    const ids = figures.map((each) => `${each.id} (${each.kind})`).join(', ');
    return `${ids} with “${words}”: ${quote}`;
  });
}
