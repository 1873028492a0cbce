import type { CollectionConfig, PayloadRequest } from 'payload';
import { fullAccess } from '../access';
import {
  bilingual,
  blogDetails,
  generatedKey,
  imageField,
  keyField,
  listName,
  nameFromTitle,
  replacementField,
  VERSIONS,
} from '../fields';
import { ARTICLE_LENGTHS } from '@/content/publish-checks';
import { checkedPublications } from '../publish-checks';
import { recordPublications } from '../publications';
import { articleAddresses } from '../redirects';
import type { Article } from '../payload-types';

/** What a slug may be: lower-case letters, digits and single hyphens between them. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug's form, and that no other article has it in the other language: `/en/blog/<slug>` would
 * name one article and lead to another's translation.
 */
async function slugProblem(
  value: string,
  editorLanguage: 'de' | 'en',
  { code, req, id }: { code: 'de' | 'en'; req: PayloadRequest; id?: number | string },
): Promise<string | true> {
  const english = editorLanguage === 'en';
  if (!SLUG.test(value) || value.length > 80)
    return english
      ? 'Lower-case letters (a–z), digits and single hyphens only, at most 80 characters: for example “fi-in-the-dealership”.'
      : 'Nur Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche, höchstens 80 Zeichen: zum Beispiel „fi-im-autohaus“.';
  const other = code === 'de' ? 'en' : 'de';
  const { totalDocs } = await req.payload.count({
    collection: 'articles',
    where: {
      [`slug.${other}`]: { equals: value },
      ...(id !== undefined && { id: { not_equals: id } }),
    },
    overrideAccess: true,
    req,
  });
  if (!totalDocs) return true;
  return english
    ? 'Another article has this address in the other language; choose another one.'
    : 'Ein anderer Artikel hat diese Adresse in der anderen Sprache; wählen Sie eine andere.';
}

/** Search titles stay short enough for the brand to follow them in results. */
const SEO_TITLE_MAX = 46;

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
export const Articles: CollectionConfig = checkedPublications(
  {
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
    access: fullAccess,
    versions: VERSIONS,
    hooks: {
      beforeChange: [generatedKey, nameFromTitle, ...articleAddresses.beforeChange],
      afterChange: articleAddresses.afterChange,
      beforeDelete: articleAddresses.beforeDelete,
      afterDelete: articleAddresses.afterDelete,
      afterOperation: [recordPublications<Article>((article) => `articles:${article.key}`)],
    },
    fields: [
      listName,
      keyField({ required: false }),
      bilingual('title', { de: 'Titel', en: 'Title' }),
      bilingual(
        'slug',
        { de: 'Adresse: /blog/…', en: 'Address: /blog/…' },
        { unique: true, validate: slugProblem },
      ),
      bilingual('excerpt', { de: 'Kurzfassung', en: 'Excerpt' }, { multiline: true }),
      bilingual(
        'series',
        { de: 'Reihe', en: 'Series' },
        {
          required: false,
          description: {
            de: 'Steht neben der Kategorie über dem Titel, etwa „Autohaus-Serie“. Leer lassen, wenn der Artikel zu keiner Reihe gehört.',
            en: 'Shown beside the category above the title, for example “Dealer series”. Leave empty if the article belongs to no series.',
          },
        },
      ),
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
      ...blogDetails,
      imageField({
        de: 'Erscheint über dem Text und als Vorschaubild, wenn der Artikel geteilt wird (auf 1200 × 630 zugeschnitten). Ohne Bild zeigt die Vorschau Titel und Marke.',
        en: 'Shown above the text and as the preview image when the article is shared (cropped to 1200 × 630). Without one, the preview shows the title and the brand.',
      }),
      replacementField('articles', {
        de: 'Löschen Sie diesen Artikel, führen seine Adressen dauerhaft (301) zum gewählten Artikel. Ohne Wahl antworten sie „entfernt“ (410). Eine umbenannte Adresse leitet immer weiter.',
        en: 'When you delete this article, its addresses lead permanently (301) to the chosen article. Without a choice they answer “gone” (410). A renamed address always redirects.',
      }),
    ],
  },
  { lengths: ARTICLE_LENGTHS },
);
