import { randomUUID } from 'node:crypto';
import type { CollectionConfig } from 'payload';
import deMessages from '../../../messages/de.json';
import enMessages from '../../../messages/en.json';
import { blogCategories } from '@/lib/blog';
import { company } from '@/site/company';
import { signedIn } from '../access';
import { SCHEDULE_PICKER } from '../fields';
import { recordPublications } from '../publications';
import type { Post } from '../payload-types';

/** A teaser links to a post on the professional network, over HTTPS. */
function addressProblem(value: unknown, { req }: { req: { i18n: { language: string } } }) {
  const english = req.i18n.language === 'en';
  let url: URL | undefined;
  try {
    url = new URL(String(value ?? ''));
  } catch {
    url = undefined;
  }
  if (url?.protocol === 'https:' && /(^|\.)linkedin\.com$/.test(url.hostname)) return true;
  return english
    ? 'The full address of the post on LinkedIn, beginning with https://www.linkedin.com/.'
    : 'Die vollständige Adresse des Beitrags auf LinkedIn, beginnend mit https://www.linkedin.com/.';
}

/**
 * Teasers of the firm's posts on LinkedIn, listed in the blog of the post's language beside the
 * articles and linking to the original. Each post is in one language.
 */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: {
    singular: { de: 'LinkedIn-Beitrag', en: 'LinkedIn post' },
    plural: { de: 'LinkedIn-Beiträge', en: 'LinkedIn posts' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'language', 'date', '_status'],
    preview: (doc) => `/backoffice/preview?page=blog&locale=${doc.language === 'en' ? 'en' : 'de'}`,
    description: {
      de: 'Hinweise auf Beiträge auf LinkedIn: Sie stehen im Blog ihrer Sprache neben den Artikeln und führen zum Beitrag.',
      en: 'Teasers of posts on LinkedIn: listed in the blog of their language beside the articles, linking to the post.',
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
        return data;
      },
    ],
    afterOperation: [recordPublications<Post>((post) => `posts:${post.key}`)],
  },
  fields: [
    {
      name: 'key',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      label: { de: 'Schlüssel', en: 'Key' },
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'de',
      options: [
        { value: 'de', label: { de: 'Deutsch', en: 'German' } },
        { value: 'en', label: { de: 'Englisch', en: 'English' } },
      ],
      admin: { position: 'sidebar' },
      label: { de: 'Sprache des Beitrags', en: 'Language of the post' },
    },
    { name: 'title', type: 'text', required: true, label: { de: 'Titel', en: 'Title' } },
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      label: {
        de: 'Worum es geht, in ein, zwei Sätzen',
        en: 'What it argues, in a sentence or two',
      },
    },
    {
      name: 'url',
      type: 'text',
      required: true,
      validate: addressProblem,
      label: { de: 'Adresse des Beitrags', en: 'Address of the post' },
    },
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
      name: 'readTime',
      type: 'number',
      required: true,
      min: 1,
      max: 60,
      defaultValue: 3,
      admin: { position: 'sidebar' },
      label: { de: 'Lesezeit in Minuten', en: 'Reading time in minutes' },
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
