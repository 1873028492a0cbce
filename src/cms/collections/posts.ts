import type { CollectionConfig } from 'payload';
import { fullAccess } from '../access';
import { blogDetails, generatedKey, keyField, VERSIONS } from '../fields';
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
  access: fullAccess,
  versions: VERSIONS,
  hooks: {
    beforeChange: [generatedKey],
    afterOperation: [recordPublications<Post>((post) => `posts:${post.key}`)],
  },
  fields: [
    keyField({ required: false }),
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
      name: 'readTime',
      type: 'number',
      required: true,
      min: 1,
      max: 60,
      defaultValue: 3,
      admin: { position: 'sidebar' },
      label: { de: 'Lesezeit in Minuten', en: 'Reading time in minutes' },
    },
    ...blogDetails,
  ],
};
