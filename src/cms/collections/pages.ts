import type { CollectionBeforeChangeHook, CollectionConfig, Field, PayloadRequest } from 'payload';
import { editOnly, fullAccess } from '../access';
import { formNames, pageBlocks } from '../blocks';
import { repeatedForm, type LayoutData } from '@/content/blocks';
import { hasSections, seedSectionTexts } from '@/content/sections';
import { pageParts, type PageParts } from '@/content/page-parts';
import { legalDocuments } from '@/content/legal';
import {
  bilingual,
  generatedKey,
  imageField,
  keyField,
  listName,
  nameFromTitle,
  replacementField,
  VERSIONS,
} from '../fields';
import { addressProblem, languagesOf, type PageLanguages } from '@/lib/added-pages';
import { isRouteKey, publicPathOf, routeKeys, routes } from '@/site/routes';
import { addedPageAddresses } from '../redirects';
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

/** Whether a document is a page the owner added (a new one has no key yet), not the registry's. */
const isAdded = (data: Partial<Page> | undefined) => !isRouteKey(String(data?.key ?? ''));

/** A field shown on the registry's pages only. */
function registryOnly(field: Field): Field {
  return {
    ...field,
    admin: { ...field.admin, condition: (data: Partial<Page>) => !isAdded(data) },
  } as Field;
}

/** A field only the pages the owner added have. */
function addedOnly<F extends Field>(field: F): F {
  return {
    ...field,
    admin: { ...field.admin, condition: (data: Partial<Page>) => isAdded(data) },
  };
}

/**
 * An added page's address in one language: its form, and that nothing else on the site has it
 * (a page of the registry, the URL rules' own folders, another added page in either language).
 */
async function addressRefusal(
  value: unknown,
  code: 'de' | 'en',
  { data, req, id }: { data: Partial<Page>; req: PayloadRequest; id?: number | string },
): Promise<string | true> {
  const english = req.i18n.language === 'en';
  if (!isAdded(data) || !languagesOf(data.languages).includes(code)) return true;
  if (typeof value !== 'string' || value === '')
    return english ? 'This field is required.' : 'Dieses Feld ist erforderlich.';
  const problem = addressProblem(value);
  if (problem?.kind === 'form')
    return english
      ? 'An address starts with / and has lower-case letters (a–z), digits and single hyphens, in at most three parts and 80 characters: for example /webinar-fleet-insurance.'
      : 'Eine Adresse beginnt mit / und hat Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche, in höchstens drei Teilen und 80 Zeichen: zum Beispiel /webinar-flottenversicherung.';
  if (problem?.kind === 'registry')
    return english
      ? `The page “${routes[problem.page].label.en}” has this address; choose another one.`
      : `Die Seite „${routes[problem.page].label.de}“ hat diese Adresse; wählen Sie eine andere.`;
  if (problem?.kind === 'reserved')
    return english
      ? `Addresses starting with /${problem.segment} are the site’s own; choose another one.`
      : `Adressen, die mit /${problem.segment} beginnen, vergibt die Website selbst; wählen Sie eine andere.`;
  // Another page's address as published, or as its latest draft has it.
  const holders = await Promise.all(
    [false, true].map((draft) =>
      req.payload.find({
        collection: 'pages',
        where: {
          or: [{ 'address.de': { equals: value } }, { 'address.en': { equals: value } }],
          ...(id !== undefined && { id: { not_equals: id } }),
        },
        draft,
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      }),
    ),
  );
  const docs = holders.flatMap((found) => found.docs);
  const other = docs[0];
  if (!other) return true;
  return english
    ? `The page “${other.name ?? other.title?.en}” has this address; choose another one.`
    : `Die Seite „${other.name ?? other.title?.de}“ hat diese Adresse; wählen Sie eine andere.`;
}

/** An added page's address in both languages, each checked (`addressRefusal`). */
const addressField: Field = addedOnly({
  name: 'address',
  type: 'group',
  label: { de: 'Adresse', en: 'Address' },
  admin: {
    description: {
      de: 'Wo die Seite zu finden ist, ohne die Domain: zum Beispiel /webinar-flottenversicherung und /webinar-fleet-insurance (Englisch unter /en). Ändern Sie eine veröffentlichte Adresse, führt die alte dauerhaft (301) zur neuen.',
      en: 'Where the page is found, without the domain: for example /webinar-flottenversicherung and /webinar-fleet-insurance (English under /en). When you change a published address, the old one leads permanently (301) to the new one.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: (['de', 'en'] as const).map((code): Field => ({
        name: code,
        type: 'text',
        label: code === 'de' ? 'Deutsch' : 'English',
        admin: {
          width: '50%',
          placeholder: code === 'de' ? '/webinar-flottenversicherung' : '/webinar-fleet-insurance',
          condition: (data: Partial<Page>) => languagesOf(data.languages).includes(code),
        },
        validate: (
          value: unknown,
          options: { data: Partial<Page>; req: PayloadRequest; id?: number | string },
        ) => addressRefusal(value, code, options),
      })),
    },
  ],
});

/** How many of the owner's pages the header has room for beside its own entries, at 1280 px. */
const HEADER_ROOM = 1;

/** A page linked in the header only while the header has room for it. */
async function headerRoom(
  value: unknown,
  { req, id }: { req: PayloadRequest; id?: number | string },
): Promise<string | true> {
  if (value !== 'header') return true;
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: {
      navigation: { equals: 'header' },
      _status: { equals: 'published' },
      ...(id !== undefined && { id: { not_equals: id } }),
    },
    limit: HEADER_ROOM,
    depth: 0,
    overrideAccess: true,
    req,
  });
  if (docs.length < HEADER_ROOM) return true;
  const name = docs[0]?.name ?? '';
  return req.i18n.language === 'en'
    ? `The header has room for one page of your own, and “${name}” is there: link this page in the footer, or link “${name}” elsewhere.`
    : `Der Kopf der Website hat Platz für eine eigene Seite, und dort steht „${name}“: Verlinken Sie diese Seite im Fuß, oder verlinken Sie „${name}“ an anderer Stelle.`;
}

/** The list shows an added page's address, as it shows a registry page's. */
const listedAddress: CollectionBeforeChangeHook = ({ data }) => {
  if (!isAdded(data)) return data;
  const shown = languagesOf(data.languages as PageLanguages | null | undefined);
  const code = shown[0] ?? 'de';
  const address = (data.address as Partial<Record<'de' | 'en', string | null>> | undefined)?.[code];
  if (address) data.path = publicPathOf(address, code);
  return data;
};

/** Only the owner's own pages may be withdrawn from the site; the registry's stay published. */
const refuseUnpublishingRegistry: CollectionBeforeChangeHook = (args) =>
  isAdded(args.originalDoc as Partial<Page> | undefined) ? args.data : refuseUnpublishing(args);

/**
 * The copy of every page, in both languages: its title and description for search engines, its
 * heading and lead, and its body (blocks). The pages of the route registry (`src/site/routes.ts`)
 * keep their paths and templates in code, and cannot be added or deleted here. The owner adds
 * pages of her own: made of blocks, at addresses she chooses, in both languages or one, linked
 * from the header, the footer or nowhere (`src/lib/added-pages.ts`).
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
    access: {
      ...editOnly,
      create: fullAccess.create,
      // The registry's pages stay; the owner's own may go.
      delete: (args) => Boolean(fullAccess.delete(args)) && { key: { not_in: [...routeKeys] } },
    },
    versions: VERSIONS,
    hooks: {
      beforeChange: [
        generatedKey,
        refuseUnpublishingRegistry,
        nameFromTitle,
        listedAddress,
        ...addedPageAddresses.beforeChange,
      ],
      afterChange: addedPageAddresses.afterChange,
      beforeDelete: addedPageAddresses.beforeDelete,
      afterDelete: addedPageAddresses.afterDelete,
      afterOperation: [recordPublications<Page>((page) => `pages:${page.key}`)],
    },
    fields: [
      listName,
      // The registry's key names its page in code; an added page's own key is no concern of hers.
      registryOnly(keyField({ required: false })),
      registryOnly({
        name: 'path',
        type: 'text',
        admin: { readOnly: true, position: 'sidebar' },
        label: { de: 'Adresse', en: 'Address' },
      }),
      bilingual(
        'title',
        {
          de: 'Titel im Browser und in Suchergebnissen',
          en: 'Title in the browser and search results',
        },
        { perPageLanguages: true },
      ),
      bilingual(
        'description',
        { de: 'Beschreibung für Suchmaschinen', en: 'Description for search engines' },
        { multiline: true, perPageLanguages: true },
      ),
      addedOnly({
        name: 'languages',
        type: 'radio',
        defaultValue: 'both',
        options: [
          { value: 'both', label: { de: 'Deutsch und Englisch', en: 'German and English' } },
          { value: 'de', label: { de: 'Nur Deutsch', en: 'German only' } },
          { value: 'en', label: { de: 'Nur Englisch', en: 'English only' } },
        ],
        label: { de: 'Sprachen', en: 'Languages' },
        admin: {
          description: {
            de: 'Eine Seite in nur einer Sprache bleibt aus Suchmaschinen und der Sitemap heraus.',
            en: 'A page in one language only stays out of search engines and the sitemap.',
          },
        },
      }),
      addressField,
      addedOnly(
        bilingual(
          'label',
          { de: 'Name in Menüs und in der Pfadnavigation', en: 'Name in menus and breadcrumbs' },
          {
            required: false,
            perPageLanguages: true,
            description: {
              de: 'Kurz, etwa „Webinar“. Leer gelassen, steht dort der Titel.',
              en: 'Short, such as “Webinar”. Left empty, the title stands there.',
            },
          },
        ),
      ),
      addedOnly({
        name: 'navigation',
        type: 'radio',
        defaultValue: 'none',
        options: [
          { value: 'none', label: { de: 'Nirgends', en: 'Nowhere' } },
          { value: 'header', label: { de: 'Im Kopf der Website', en: 'In the site’s header' } },
          { value: 'footer', label: { de: 'Im Fuß der Website', en: 'In the site’s footer' } },
        ],
        label: { de: 'Verlinkt', en: 'Linked' },
        admin: { position: 'sidebar' },
        validate: headerRoom,
      }),
      addedOnly({
        name: 'indexable',
        type: 'checkbox',
        defaultValue: true,
        label: { de: 'In Suchmaschinen und der Sitemap', en: 'In search engines and the sitemap' },
        admin: {
          position: 'sidebar',
          condition: (data: Partial<Page>) =>
            isAdded(data) && (data.languages ?? 'both') === 'both',
          description: {
            de: 'Ausgeschaltet bleibt die Seite für Suchmaschinen unsichtbar (noindex), etwa eine Kampagnenseite nur für Links aus einer Anzeige.',
            en: 'Switched off, the page stays invisible to search engines (noindex), such as a campaign page reached only from an ad.',
          },
        },
      }),
      addedOnly(
        imageField({
          de: 'Vorschaubild, wenn die Seite geteilt wird (auf 1200 × 630 zugeschnitten). Ohne Bild zeigt die Vorschau Überschrift und Marke.',
          en: 'The preview image when the page is shared (cropped to 1200 × 630). Without one, the preview shows the heading and the brand.',
        }),
      ),
      addedOnly(
        replacementField('pages', {
          de: 'Löschen Sie diese Seite, führen ihre Adressen dauerhaft (301) zur gewählten Seite. Ohne Wahl antworten sie „entfernt“ (410).',
          en: 'When you delete this page, its addresses lead permanently (301) to the chosen page. Without a choice they answer “gone” (410).',
        }),
      ),
      shownFor(
        'heading',
        bilingual(
          'heading',
          { de: 'Überschrift', en: 'Heading' },
          { required: false, perPageLanguages: true },
        ),
      ),
      bilingual(
        'lead',
        { de: 'Einleitung', en: 'Lead' },
        { multiline: true, perPageLanguages: true },
      ),
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
        validate: (
          blocks: unknown,
          { req }: { req: { i18n: { language: string } } },
        ): string | true => {
          const form = Array.isArray(blocks) ? repeatedForm(blocks as LayoutData) : undefined;
          if (!form) return true;
          const name = formNames[form];
          return req.i18n.language === 'en'
            ? `A form stands once on a page: remove the second “${name.en}”.`
            : `Ein Formular steht einmal auf einer Seite: Entfernen Sie das zweite „${name.de}“.`;
        },
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
