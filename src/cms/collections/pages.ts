import type { CollectionConfig, Field } from 'payload';
import { editOnly } from '../access';
import { pageBlocks } from '../blocks';
import { hasSections, seedSectionTexts } from '@/content/sections';
import { pageParts, type PageParts } from '@/content/page-parts';
import { legalDocuments } from '@/content/legal';
import { bilingual, keyField, listName, nameFromTitle, VERSIONS } from '../fields';
import { PAGE_LENGTHS } from '@/content/publish-checks';
import { checkedPublications } from '../publish-checks';
import { recordPublications, refuseUnpublishing } from '../publications';
import type { Page } from '../payload-types';

/** A field shown only on the pages that show its text (`pageParts`). */
function shownFor<F extends Field>(part: keyof PageParts, field: F): F {
  return {
    ...field,
    admin: {
      ...field.admin,
      condition: (data: Partial<Page>) => pageParts(String(data.key))[part],
    },
  };
}

/**
 * The copy of each page of the route registry, in both languages: its title and description for
 * search engines, its heading and lead, and its long-form body (blocks). The
 * pages themselves, their paths and templates stay in code (`src/site/routes.ts`): a page cannot
 * be added or deleted here.
 */
export const Pages: CollectionConfig = checkedPublications(
  {
    slug: 'pages',
    labels: {
      singular: { de: 'Seite', en: 'Page' },
      plural: { de: 'Seiten', en: 'Pages' },
    },
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'path', 'updatedAt', '_status'],
      // Opens the page in a new tab with its latest draft, in German; the language switch keeps it.
      preview: (doc) => `/backoffice/preview?page=${String(doc.key)}&locale=de`,
      // Beside the fields, the page as it is being typed (`LivePreviewRefresh`), in the language
      // the editor speaks; its language switch shows the other.
      livePreview: {
        url: ({ data, req }) =>
          `/backoffice/preview?page=${String(data.key)}&locale=${req.i18n.language === 'en' ? 'en' : 'de'}`,
      },
      description: {
        de: 'Texte der Seiten, Deutsch und Englisch nebeneinander. Ein Entwurf bleibt unsichtbar, bis Sie ihn veröffentlichen.',
        en: 'The pages’ copy, German and English side by side. A draft stays invisible until you publish it.',
      },
    },
    access: editOnly,
    versions: VERSIONS,
    hooks: {
      beforeChange: [refuseUnpublishing, nameFromTitle],
      afterOperation: [recordPublications<Page>((page) => `pages:${page.key}`)],
    },
    fields: [
      listName,
      keyField(),
      {
        name: 'path',
        type: 'text',
        required: true,
        admin: { readOnly: true, position: 'sidebar' },
        label: { de: 'Adresse', en: 'Address' },
      },
      bilingual('title', {
        de: 'Titel im Browser und in Suchergebnissen',
        en: 'Title in the browser and search results',
      }),
      bilingual(
        'description',
        { de: 'Beschreibung für Suchmaschinen', en: 'Description for search engines' },
        { multiline: true },
      ),
      shownFor(
        'heading',
        bilingual('heading', { de: 'Überschrift', en: 'Heading' }, { required: false }),
      ),
      bilingual('lead', { de: 'Einleitung', en: 'Lead' }, { multiline: true }),
      shownFor(
        'updated',
        bilingual('updated', { de: 'Stand', en: 'Last updated' }, { required: false }),
      ),
      shownFor('body', {
        name: 'layout',
        type: 'blocks',
        label: { de: 'Inhalt der Seite', en: 'The page’s content' },
        labels: {
          singular: { de: 'Baustein', en: 'Block' },
          plural: { de: 'Bausteine', en: 'Blocks' },
        },
        admin: {
          initCollapsed: true,
          description: {
            de: 'Die Seite unter ihrem Kopf, Baustein für Baustein. Hinzufügen, verschieben (ziehen oder mit der Tastatur), verdoppeln und entfernen über das Menü jedes Bausteins.',
            en: 'The page below its header, block by block. Add, move (drag or use the keyboard), duplicate and remove them from each block’s menu.',
          },
        },
        blocks: pageBlocks,
        // A legal text is sections of text only: its page draws nothing else.
        filterOptions: ({ data }: { data: Partial<Page> }) =>
          (legalDocuments as readonly string[]).includes(String(data.key)) ? ['text'] : true,
      }),
      shownFor('layoutTexts', {
        name: 'layoutTexts',
        type: 'array',
        label: {
          de: 'Texte der Karten, Reiter und Listen',
          en: 'Texts of the cards, tabs and lists',
        },
        labels: {
          singular: { de: 'Text', en: 'Text' },
          plural: { de: 'Texte', en: 'Texts' },
        },
        admin: {
          initCollapsed: false,
          isSortable: false,
          components: { RowLabel: '/cms/components/RowLabels#LayoutTextLabel' },
          description: {
            de: 'Karten, Reiter, Phasen und Listen dieser Seite. Ihr Aufbau ist fest: Texte lassen sich ändern, Zeilen nicht hinzufügen, entfernen oder verschieben. {brand}, {founder}, {founderRole} und {city} setzt die Website aus den Unternehmensangaben ein.',
            en: 'The cards, tabs, phases and lists of this page. Their structure is fixed: texts can be changed, rows not added, removed or moved. {brand}, {founder}, {founderRole} and {city} are filled in from the company facts.',
          },
        },
        validate: (
          rows: unknown,
          { data, req }: { data: Partial<Page>; req: { i18n: { language: string } } },
        ) => {
          const key = String(data.key);
          if (!hasSections(key)) return true;
          const places = seedSectionTexts(key).map((text) => text.place);
          const given = Array.isArray(rows) ? rows.map((row: { place?: string }) => row.place) : [];
          if (
            given.length === places.length &&
            given.every((place, index) => place === places[index])
          )
            return true;
          return req.i18n.language === 'en'
            ? 'The structure is fixed: rows cannot be added, removed or moved.'
            : 'Der Aufbau ist fest: Zeilen lassen sich nicht hinzufügen, entfernen oder verschieben.';
        },
        fields: [
          {
            name: 'place',
            type: 'text',
            required: true,
            // Named by the row's label in the owner's words (`placeLabel`), not shown itself.
            admin: { hidden: true },
            label: { de: 'Stelle', en: 'Place' },
          },
          bilingual('text', { de: 'Text', en: 'Text' }, { multiline: true }),
        ],
      }),
    ],
  },
  // The figures page defines the figures: held to their wordings, without qualifiers.
  { lengths: PAGE_LENGTHS },
);
