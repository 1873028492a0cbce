import type { CollectionConfig } from 'payload';
import { levers } from '@/lib/roi';
import { editOnly } from '../access';
import { bilingual, keyField, listName, VERSIONS } from '../fields';
import { recordPublications, refuseUnpublishing } from '../publications';
import { figureValuesOfDocument } from '../figure-document';
import { withOwnValues } from '@/content/figures';
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
      ({ data, originalDoc }) => {
        const doc = { ...originalDoc, ...data };
        const values = figureValuesOfDocument(doc);
        // Listed by its claim as the site states it, its own values filled in.
        if (doc.claim?.de) data.name = withOwnValues(doc.claim.de, doc.key, values.de);
        // What the HTTP server reads for the copy's references (`src/server/content/references.ts`).
        data.reference = { values };
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
    bilingual(
      'value',
      { de: 'Wert in den Texten', en: 'Value in the copy' },
      {
        description: {
          de: 'Was ein Verweis {figure:SCHLÜSSEL} in jeden Text der Website einsetzt, mit „bis zu“, „rund“ oder „mehr als“, ohne Hauptwort. Ändern Sie die Zahl hier, nicht in den Texten.',
          en: 'What a reference {figure:KEY} puts into every text of the site, with “up to”, “around” or “more than”, without the noun. Change the number here, not in the texts.',
        },
      },
    ),
    {
      name: 'parts',
      type: 'array',
      label: { de: 'Weitere Werte', en: 'Further values' },
      labels: {
        singular: { de: 'Weiterer Wert', en: 'Further value' },
        plural: { de: 'Weitere Werte', en: 'Further values' },
      },
      admin: {
        condition: (data) => Array.isArray(data.parts) && data.parts.length > 0,
        description: {
          de: 'Teile der Zahl, auf die Texte als {figure:SCHLÜSSEL.TEIL} verweisen, etwa der Ausgangswert.',
          en: 'Parts of the figure that texts refer to as {figure:KEY.PART}, such as the starting value.',
        },
      },
      fields: [
        {
          name: 'part',
          type: 'text',
          required: true,
          admin: { readOnly: true },
          label: { de: 'Teil', en: 'Part' },
        },
        bilingual('value', { de: 'Wert', en: 'Value' }),
      ],
    },
    { name: 'reference', type: 'json', admin: { hidden: true } },
    {
      name: 'usages',
      type: 'ui',
      admin: { components: { Field: '/cms/components/FigureUsages#FigureUsages' } },
    },
    bilingual('base', { de: 'Gemessen wird', en: 'What is measured' }, { multiline: true }),
    bilingual('unit', { de: 'Einheit', en: 'Unit' }, { multiline: true }),
    bilingual('period', { de: 'Zeitraum', en: 'Period' }, { multiline: true }),
    bilingual(
      'basis',
      { de: 'Grundlage', en: 'Basis' },
      {
        multiline: true,
        description: {
          de: 'Wie viele Projekte oder Beobachtungen, in welchem Zeitraum, wo: bei uns oder in früheren Funktionen des Gründers.',
          en: 'How many projects or observations, over which period, where: here or in the founder’s earlier roles.',
        },
      },
    ),
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
