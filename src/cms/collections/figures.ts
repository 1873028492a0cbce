import type { CollectionConfig } from 'payload';
import { levers } from '@/lib/roi';
import { editOnly } from '../access';
import { bilingual, keyField, listName, VERSIONS } from '../fields';
import { recordPublications, refuseUnpublishing } from '../publications';
import type { Figure } from '../payload-types';

/** The figures a calculator's lever applies: their values per scenario are set here. */
const LEVER_FIGURES: ReadonlySet<string> = new Set(
  Object.values(levers).flatMap((calculator) =>
    Object.values(calculator).map((lever) => lever.figure),
  ),
);

type Scenario = 'conservative' | 'expected' | 'ambitious';

/** A scenario's value lies between 0 and 100 % and does not fall below the more cautious one's. */
function levelProblem(scenario: Scenario) {
  const before: Partial<Record<Scenario, Scenario>> = {
    expected: 'conservative',
    ambitious: 'expected',
  };
  return (
    value: number | null | undefined,
    {
      siblingData,
      req,
    }: { siblingData: Partial<Record<Scenario, number>>; req: { i18n: { language: string } } },
  ): string | true => {
    const english = req.i18n.language === 'en';
    if (value === null || value === undefined || !(value >= 0 && value <= 100))
      return english ? 'A value from 0 to 100 per cent.' : 'Ein Wert von 0 bis 100 Prozent.';
    const lower = before[scenario];
    const floor = lower ? siblingData[lower] : undefined;
    if (typeof floor === 'number' && value < floor)
      return english
        ? `Not below the more cautious scenario (${floor} %).`
        : `Nicht unter dem vorsichtigeren Szenario (${floor} %).`;
    return true;
  };
}

const level = (name: Scenario, de: string, en: string) => ({
  name,
  type: 'number' as const,
  min: 0,
  max: 100,
  admin: { width: '33%', step: 0.5 },
  label: { de, en },
  validate: levelProblem(name),
});

/**
 * The figures the site quotes, each defined once (`src/content/figures.ts`): what it claims, what
 * it measures and against what, its unit, period and source, shown on the page "Woher unsere
 * Zahlen stammen". For the figures the ROI calculator applies, the values of its three scenarios.
 * Which figures exist, and the wordings the copy may quote them in, stay in code: the copy
 * checks depend on them.
 */
export const Figures: CollectionConfig = {
  slug: 'figures',
  labels: {
    singular: { de: 'Kennzahl', en: 'Figure' },
    plural: { de: 'Kennzahlen', en: 'Figures' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'updatedAt', '_status'],
    preview: () => '/backoffice/preview?page=figures&locale=de',
    description: {
      de: 'Die Zahlen der Website mit ihrer Definition, Deutsch und Englisch nebeneinander; bei den Zahlen des ROI-Rechners auch seine Werte je Szenario.',
      en: 'The site’s figures with their definitions, German and English side by side; for the ROI calculator’s figures also its values per scenario.',
    },
  },
  access: editOnly,
  versions: VERSIONS,
  hooks: {
    beforeChange: [
      refuseUnpublishing,
      ({ data }) => {
        if (data.claim?.de) data.name = data.claim.de;
        return data;
      },
    ],
    afterOperation: [recordPublications<Figure>((figure) => `figures:${figure.key}`)],
  },
  fields: [
    listName,
    keyField(),
    bilingual('claim', {
      de: 'Die Zahl, wie die Website sie nennt',
      en: 'The figure as the site states it',
    }),
    bilingual('base', { de: 'Gemessen wird', en: 'What is measured' }, { multiline: true }),
    bilingual('unit', { de: 'Einheit', en: 'Unit' }, { multiline: true }),
    bilingual('period', { de: 'Zeitraum', en: 'Period' }, { multiline: true }),
    bilingual('source', { de: 'Quelle', en: 'Source' }, { multiline: true }),
    {
      name: 'levels',
      type: 'group',
      label: {
        de: 'Werte im ROI-Rechner, in Prozent',
        en: 'Values in the ROI calculator, in per cent',
      },
      admin: {
        condition: (data) => LEVER_FIGURES.has(String(data.key)),
        description: {
          de: 'Der Rechner zeigt drei Szenarien: vorsichtig (unterer Rand der Spanne), erwartet und ehrgeizig (oberer Rand).',
          en: 'The calculator shows three scenarios: conservative (the range’s low end), expected and ambitious (its top).',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            level('conservative', 'Vorsichtig', 'Conservative'),
            level('expected', 'Erwartet', 'Expected'),
            level('ambitious', 'Ehrgeizig', 'Ambitious'),
          ],
        },
      ],
    },
  ],
};
