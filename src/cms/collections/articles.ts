import { randomUUID } from 'node:crypto';
import type { CollectionConfig } from 'payload';
import deMessages from '../../../messages/de.json';
import enMessages from '../../../messages/en.json';
import { blogCategories } from '@/lib/blog';
import { company } from '@/site/company';
import { signedIn } from '../access';
import { bilingual, SCHEDULE_PICKER } from '../fields';
import { recordPublications } from '../publications';
import type { Article } from '../payload-types';

/** What a slug may be: lower-case letters, digits and single hyphens between them. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function slugProblem(value: string, editorLanguage: 'de' | 'en'): string | true {
  if (SLUG.test(value) && value.length <= 80) return true;
  return editorLanguage === 'en'
    ? 'Lower-case letters (a–z), digits and single hyphens only, at most 80 characters: for example “fi-in-the-dealership”.'
    : 'Nur Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche, höchstens 80 Zeichen: zum Beispiel „fi-im-autohaus“.';
}

/** Search titles stay short enough for the brand to follow them in results. */
export const SEO_TITLE_MAX = 46;

function seoTitleProblem(value: string, editorLanguage: 'de' | 'en'): string | true {
  if (value.length <= SEO_TITLE_MAX) return true;
  return editorLanguage === 'en'
    ? `At most ${SEO_TITLE_MAX} characters (now ${value.length}): the brand follows it in search results.`
    : `Höchstens ${SEO_TITLE_MAX} Zeichen (jetzt ${value.length}): In Suchergebnissen folgt noch der Markenname.`;
}

/**
 * The blog's own articles, in both languages: each language has its own address (`/blog/<slug>`),
 * the two are each other's translation. A new article is a draft until it is published, now or at
 * a chosen time; its key names its Open Graph image and never changes.
 */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: {
    singular: { de: 'Artikel', en: 'Article' },
    plural: { de: 'Artikel', en: 'Articles' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'date', 'category', '_status'],
    preview: (doc) => `/backoffice/preview?article=${String(doc.key)}&locale=de`,
    description: {
      de: 'Die Artikel des Blogs, Deutsch und Englisch nebeneinander. Ein neuer Artikel bleibt unsichtbar, bis Sie ihn veröffentlichen, sofort oder zu einem gewählten Zeitpunkt.',
      en: 'The blog’s articles, German and English side by side. A new article stays invisible until you publish it, now or at a chosen time.',
    },
  },
  access: {
    read: signedIn,
    create: signedIn,
    update: signedIn,
    delete: signedIn,
    readVersions: signedIn,
  },
  versions: { drafts: { schedulePublish: SCHEDULE_PICKER }, maxPerDoc: 0 },
  hooks: {
    beforeChange: [
      ({ data, operation }) => {
        if (operation === 'create' && !data.key) data.key = randomUUID().slice(0, 8);
        if (data.title?.de) data.name = data.title.de;
        return data;
      },
    ],
    afterOperation: [recordPublications<Article>((article) => `articles:${article.key}`)],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      admin: { hidden: true },
      label: { de: 'Titel', en: 'Title' },
    },
    {
      name: 'key',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      label: { de: 'Schlüssel', en: 'Key' },
    },
    bilingual('title', { de: 'Titel', en: 'Title' }),
    bilingual(
      'slug',
      { de: 'Adresse: /blog/…', en: 'Address: /blog/…' },
      { unique: true, validate: slugProblem },
    ),
    bilingual('excerpt', { de: 'Kurzfassung', en: 'Excerpt' }, { multiline: true }),
    bilingual('body', { de: 'Text (Markdown)', en: 'Text (Markdown)' }, { multiline: true }),
    bilingual(
      'seoTitle',
      { de: 'Titel in Suchergebnissen', en: 'Title in search results' },
      { validate: seoTitleProblem },
    ),
    bilingual(
      'metaDescription',
      { de: 'Beschreibung für Suchmaschinen', en: 'Description for search engines' },
      { multiline: true },
    ),
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
  ],
};
