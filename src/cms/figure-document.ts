/**
 * A figure as the engine stores it (its texts, and for a lever's figure the calculator's values
 * in per cent) and as the site reads it: the texts over the figure's definition in code, the
 * values as the calculator's fractions.
 */
import type { Figure as SeedFigure, FigureText, FigureValues } from '@/content/figures';
import {
  calculators,
  defaultLeverValues,
  levers,
  scenarios,
  type Lever,
  type LeverValues,
  type Scenario,
} from '@/lib/roi';
import type { Figure as FigureDocument } from './payload-types';

export type FigureDocumentData = Omit<FigureDocument, 'id' | 'updatedAt' | 'createdAt'>;

type Levels = Record<Scenario, number>;

/** The calculators' levers that apply the figure `id`. */
function leversOf(id: string): { calculator: (typeof calculators)[number]; name: string }[] {
  return calculators.flatMap((calculator) =>
    Object.entries(levers[calculator] as Record<string, Lever>)
      .filter(([, lever]) => lever.figure === id)
      .map(([name]) => ({ calculator, name })),
  );
}

/** Per cent, without the float noise of a fraction times 100 (0.45 → 45). */
const percent = (fraction: number) => Math.round(fraction * 10_000) / 100;

export function figureDocumentData(figure: SeedFigure): FigureDocumentData {
  const text = (field: keyof FigureText) => ({
    de: figure.text.de[field],
    en: figure.text.en[field],
  });
  const [lever] = leversOf(figure.id);
  const values = lever
    ? (defaultLeverValues[lever.calculator] as Record<string, Levels>)[lever.name]
    : undefined;
  const parts = Object.keys(figure.values.de).filter((part) => part !== '');
  return {
    key: figure.id,
    claim: text('claim'),
    value: { de: figure.values.de[''] ?? '', en: figure.values.en[''] ?? '' },
    parts: parts.map((part) => ({
      part,
      value: { de: figure.values.de[part] ?? '', en: figure.values.en[part] ?? '' },
    })),
    reference: { values: figure.values },
    base: text('base'),
    unit: text('unit'),
    period: text('period'),
    basis: text('basis'),
    source: text('source'),
    ...(values && {
      levels: {
        conservative: percent(values.conservative),
        expected: percent(values.expected),
        ambitious: percent(values.ambitious),
      },
    }),
  };
}

type ValuesOfDocument = Partial<Pick<FigureDocumentData, 'value' | 'parts'>>;

/** The values a figure's document gives the copy's references, per language and part. */
export function figureValuesOfDocument(doc: ValuesOfDocument): FigureValues {
  const of = (locale: 'de' | 'en') => ({
    ...(doc.value?.[locale] && { '': doc.value[locale] }),
    ...Object.fromEntries((doc.parts ?? []).map(({ part, value }) => [part, value[locale]])),
  });
  return { de: of('de'), en: of('en') };
}

/** The figure with the texts and values of its document (a document without values keeps the code's). */
export function figureOfDocument(figure: SeedFigure, doc: FigureDocumentData): SeedFigure {
  const text = (locale: 'de' | 'en'): FigureText => ({
    claim: doc.claim[locale],
    base: doc.base[locale],
    unit: doc.unit[locale],
    period: doc.period[locale],
    basis: doc.basis?.[locale] || figure.text[locale].basis,
    source: doc.source[locale],
  });
  const values = doc.value ? figureValuesOfDocument(doc) : figure.values;
  return { ...figure, text: { de: text('de'), en: text('en') }, values };
}

/** The levers' values from the figures' documents; a lever without a complete one keeps its own. */
export function leverValuesOfDocuments(docs: readonly FigureDocumentData[]): LeverValues {
  const byKey = new Map(docs.map((doc) => [doc.key, doc.levels]));
  const values = structuredClone(defaultLeverValues) as Record<string, Record<string, Levels>>;
  for (const calculator of calculators)
    for (const [name, lever] of Object.entries(levers[calculator] as Record<string, Lever>)) {
      const levels = byKey.get(lever.figure);
      if (!levels || scenarios.some((scenario) => typeof levels[scenario] !== 'number')) continue;
      const calculatorValues = values[calculator] as Record<string, Levels>;
      calculatorValues[name] = {
        conservative: (levels.conservative as number) / 100,
        expected: (levels.expected as number) / 100,
        ambitious: (levels.ambitious as number) / 100,
      };
    }
  return values as unknown as LeverValues;
}
