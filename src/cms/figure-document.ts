/**
 * A figure as the engine stores it (its texts, and for a lever's figure the calculator's values
 * in per cent) and as the site reads it: the texts over the figure's definition in code, the
 * values as the calculator's fractions.
 */
import type { Figure as SeedFigure, FigureText } from '@/content/figures';
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
  return {
    key: figure.id,
    claim: text('claim'),
    base: text('base'),
    unit: text('unit'),
    period: text('period'),
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

/** The figure with the texts of its document. */
export function figureOfDocument(figure: SeedFigure, doc: FigureDocumentData): SeedFigure {
  const text = (locale: 'de' | 'en'): FigureText => ({
    claim: doc.claim[locale],
    base: doc.base[locale],
    unit: doc.unit[locale],
    period: doc.period[locale],
    source: doc.source[locale],
  });
  return { ...figure, text: { de: text('de'), en: text('en') } };
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
