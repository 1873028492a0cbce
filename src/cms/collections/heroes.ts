import type { CollectionConfig } from 'payload';
import { editOnly } from '../access';
import { bilingual, bilingualList, keyField, listName, VERSIONS } from '../fields';
import { checkedPublications } from '../publish-checks';
import { recordPublications, refuseUnpublishing } from '../publications';
import type { Hero } from '../payload-types';

/** Each variant's name in the editor's list, and the page its preview opens. */
const variants: Record<string, { name: string; page: string }> = {
  general: { name: 'Startseite (alle Zielgruppen)', page: 'home' },
  dealership: { name: 'Autohäuser', page: 'automotiveServices' },
  fleet: { name: 'Flotten', page: 'fleetServices' },
  bank: { name: 'Banken & Finanzierer', page: 'bankingServices' },
};

/**
 * The four hero variants, the large opening of the home page and the audience pages: each in
 * both languages. Which page shows which variant stays in code (`src/lib/hero-variant.ts`).
 */
export const Heroes: CollectionConfig = checkedPublications({
  slug: 'heroes',
  labels: {
    singular: { de: 'Bühne', en: 'Hero' },
    plural: { de: 'Bühnen', en: 'Heroes' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'updatedAt', '_status'],
    preview: (doc) =>
      `/backoffice/preview?page=${variants[String(doc.key)]?.page ?? 'home'}&locale=de`,
    description: {
      de: 'Die Eröffnung der Startseite und der Seiten für Autohäuser, Flotten und Banken, Deutsch und Englisch nebeneinander.',
      en: 'The opening of the home page and of the pages for dealerships, fleets and banks, German and English side by side.',
    },
  },
  access: editOnly,
  versions: VERSIONS,
  hooks: {
    beforeChange: [
      refuseUnpublishing,
      ({ data }) => {
        if (typeof data.key === 'string') data.name = variants[data.key]?.name ?? data.key;
        return data;
      },
    ],
    afterOperation: [recordPublications<Hero>((hero) => `heroes:${hero.key}`)],
  },
  fields: [
    listName,
    keyField(),
    bilingual('eyebrow', { de: 'Zeile über der Überschrift', en: 'Line above the headline' }),
    bilingual('headline1', { de: 'Überschrift, erste Zeile', en: 'Headline, first line' }),
    bilingual('headline2', { de: 'Überschrift, zweite Zeile', en: 'Headline, second line' }),
    bilingual('headline3', { de: 'Überschrift, dritte Zeile', en: 'Headline, third line' }),
    bilingual(
      'subheadline',
      { de: 'Text unter der Überschrift', en: 'Text below the headline' },
      { multiline: true },
    ),
    bilingualList(
      'chips',
      { de: 'Stichworte', en: 'Keywords' },
      { de: 'Stichwort', en: 'Keyword' },
    ),
    bilingual('trustText', { de: 'Vertrauenszeile', en: 'Trust line' }, { multiline: true }),
    bilingual('panelTitle', { de: 'Titel des Kastens', en: 'Title of the panel' }),
    bilingualList(
      'valuePoints',
      { de: 'Punkte im Kasten', en: 'Points in the panel' },
      { de: 'Punkt', en: 'Point' },
      { multiline: true },
    ),
    {
      name: 'segments',
      type: 'array',
      label: { de: 'Zielgruppen (nur Startseite)', en: 'Audiences (home page only)' },
      labels: {
        singular: { de: 'Zielgruppe', en: 'Audience' },
        plural: { de: 'Zielgruppen', en: 'Audiences' },
      },
      admin: { condition: (data) => data.key === 'general' },
      fields: [
        bilingual('title', { de: 'Zielgruppe', en: 'Audience' }),
        bilingual('description', { de: 'Beschreibung', en: 'Description' }, { multiline: true }),
      ],
    },
  ],
});
