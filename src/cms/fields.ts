import { randomUUID } from 'node:crypto';
import type { Field, GroupField, PayloadRequest } from 'payload';
import deMessages from '../../messages/de.json';
import enMessages from '../../messages/en.json';
import { blogCategories } from '@/lib/blog';
import { languagesOf, type PageLanguages } from '@/lib/added-pages';
import { company } from '@/site/company';

/** A label in the editor's two languages. */
export interface Label {
  readonly de: string;
  readonly en: string;
}

interface TextOptions {
  readonly required?: boolean;
  /**
   * The text of a page or of a block in a page: a page the owner added in one language has only
   * that language's (`languages`).
   */
  readonly perPageLanguages?: boolean;
  /** A line below the label that says what belongs in the field. */
  readonly description?: Label;
  readonly multiline?: boolean;
  /** No two documents hold the same text in one language. */
  readonly unique?: boolean;
  /**
   * A check of one language's text (`code`): an error message in the editor's language, or
   * `true`. It may read the engine through the request, leaving out the document itself (`id`).
   */
  readonly validate?: (
    value: string,
    editorLanguage: 'de' | 'en',
    context: {
      readonly code: 'de' | 'en';
      readonly req: PayloadRequest;
      readonly id?: number | string;
    },
  ) => string | true | Promise<string | true>;
}

/** Whether a document shows a language: all do, but a page the owner added in one language. */
function shownIn(data: Partial<{ languages: unknown }> | undefined, code: 'de' | 'en'): boolean {
  return languagesOf(data?.languages as PageLanguages | null | undefined).includes(code);
}

function validateRequired(editorLanguage: string): string {
  return editorLanguage === 'en' ? 'This field is required.' : 'Dieses Feld ist erforderlich.';
}

/**
 * A text in both languages, German and English side by side: the owner sees both while editing,
 * and a document cannot hold one language's text without a place for the other's
 * (docs/decisions/0011-content-engine.md). Stored as `<name>_de` and `<name>_en`.
 */
export function bilingual(
  name: string,
  label: Label,
  {
    required = true,
    multiline = false,
    unique = false,
    validate,
    description,
    perPageLanguages = false,
  }: TextOptions = {},
): GroupField {
  const language = (code: 'de' | 'en', caption: string): Field => {
    const common = {
      name: code,
      label: caption,
      required,
      unique,
      admin: {
        width: '50%',
        // A page the owner added in one language only shows, and asks for, that language's texts.
        ...(perPageLanguages && {
          condition: (data: Record<string, unknown>) => shownIn(data, code),
        }),
      },
      ...(validate && {
        validate: (value: unknown, { req, id }: { req: PayloadRequest; id?: number | string }) =>
          !value
            ? required
              ? validateRequired(req.i18n.language)
              : true
            : validate(String(value), req.i18n.language === 'en' ? 'en' : 'de', { code, req, id }),
      }),
    };
    return multiline ? { ...common, type: 'textarea' } : { ...common, type: 'text' };
  };
  return {
    name,
    type: 'group',
    label: { ...label },
    ...(description && { admin: { description: { ...description } } }),
    fields: [{ type: 'row', fields: [language('de', 'Deutsch'), language('en', 'English')] }],
  };
}

/**
 * Every content document keeps all its versions and has drafts, published now or at a time; the
 * calendar of a scheduled publication shows times as German readers write them, in steps of five
 * minutes, in the firm's time zone unless the owner picks another (`admin.timezones`).
 */
export const VERSIONS = {
  drafts: { schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 5 } },
  maxPerDoc: 0,
} as const;

/** A list of texts, each in both languages side by side (`bilingual`). */
export function bilingualList(
  name: string,
  label: Label,
  itemLabel: Label,
  options: TextOptions = {},
): Field {
  return {
    name,
    type: 'array',
    label: { ...label },
    // Rows are named by their item ("Stichwort 01"), not by the field's code name.
    labels: { singular: { ...itemLabel }, plural: { ...label } },
    fields: [bilingual('text', itemLabel, options)],
  };
}

/**
 * A document's key: how the code and the repository's seeds name it (`about`, `fleet`), shown
 * read-only. Documents the owner creates get one when they are first saved (`generatedKey`).
 */
export function keyField({ required = true }: { readonly required?: boolean } = {}): Field {
  return {
    name: 'key',
    type: 'text',
    required,
    unique: true,
    index: true,
    admin: { readOnly: true, position: 'sidebar' },
    label: { de: 'Schlüssel', en: 'Key' },
  };
}

/** A document's name in the editor's lists, kept by a hook (`useAsTitle` must be top-level). */
export const listName: Field = {
  name: 'name',
  type: 'text',
  admin: { hidden: true },
  label: { de: 'Name', en: 'Name' },
};

/** Keeps a document's `listName` as its German title, so that lists show titles. */
export const nameFromTitle = ({
  data,
}: {
  data: Partial<{ name: unknown; title: { de?: unknown; en?: unknown } | null }>;
}) => {
  // A page the owner added in English only is listed by its English title.
  const title = data.title?.de || data.title?.en;
  if (typeof title === 'string' && title) data.name = title;
  return data;
};

/**
 * Where a document's addresses lead once it is deleted: another published document of its
 * collection (`src/cms/redirects.ts`), chosen in the side panel.
 */
export function replacementField(relationTo: 'articles' | 'pages', description: Label): Field {
  return {
    name: 'replacement',
    type: 'relationship',
    relationTo,
    label: { de: 'Nach dem Löschen weiterleiten zu', en: 'After deletion, redirect to' },
    // Only a published document can take over the addresses.
    filterOptions: ({ id }) => ({
      _status: { equals: 'published' },
      ...(id !== undefined && { id: { not_equals: id } }),
    }),
    admin: { position: 'sidebar', description: { ...description } },
  };
}

/** The key of a document the owner creates, on its first save. */
export const generatedKey = ({
  data,
  operation,
}: {
  data: Partial<{ key: unknown }>;
  operation: string;
}) => {
  if (operation === 'create' && !data.key) data.key = randomUUID().slice(0, 8);
  return data;
};

/** The blog's side panel of an article or a post: author, day, category and "featured". */
export const blogDetails: Field[] = [
  {
    name: 'author',
    type: 'text',
    required: true,
    // A function, so that the name stays a company fact and no column default.
    defaultValue: () => company.founder.name,
    admin: { position: 'sidebar' },
    label: { de: 'Autor oder Autorin', en: 'Author' },
  },
  {
    name: 'date',
    type: 'date',
    required: true,
    defaultValue: () => new Date().toISOString(),
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' },
    },
    label: { de: 'Datum', en: 'Date' },
  },
  {
    name: 'category',
    type: 'select',
    required: true,
    options: blogCategories.map((value) => ({
      value,
      label: { de: deMessages.Blog.categories[value], en: enMessages.Blog.categories[value] },
    })),
    admin: { position: 'sidebar' },
    label: { de: 'Kategorie', en: 'Category' },
  },
  {
    name: 'featured',
    type: 'checkbox',
    defaultValue: false,
    admin: { position: 'sidebar' },
    label: { de: 'Oben im Blog zeigen', en: 'Show first in the blog' },
  },
];

/** An image of the library (`./collections/media.ts`), with where and how it is shown. */
export function imageField(description: Label): Field {
  return {
    name: 'image',
    type: 'upload',
    relationTo: 'media',
    label: { de: 'Bild', en: 'Image' },
    admin: { description: { ...description } },
  };
}
