/**
 * The pages' copy as the content engine holds it: what the owner published, or, in a preview
 * (`./preview.ts`), the latest draft. Reading content makes a page render per request; the HTTP
 * server keeps the rendered page until the next publication (`src/server/page-cache.ts`).
 */
import config from '@payload-config';
import { connection } from 'next/server';
import { getPayload } from 'payload';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { copyOfFile, fillPageFile, rawSeedPageFile, type PageCopy } from '@/content/pages';
import type { PageFile } from '@/content/page-markdown';
import type { PageBody } from '@/content/types';
import { figuresBody } from '@/content/figures';
import { canonicalKey, type RouteKey } from '@/site/routes';
import {
  layoutTextsOf,
  pageDocumentData,
  pageDocumentFile,
  type PageDocumentData,
} from '@/cms/page-document';
import { pageSections, type SectionsOf, type SectionsPage } from '@/content/sections';
import { referenceFiller } from '@/content/references';
import { withSectionTexts } from '@/lib/section-texts';
import { logDatabaseError } from '@site/core/db/errors';
import { publishedFigures } from './figures';
import { heroHeadingFor } from './heroes';
import { pictureFor } from './media';
import { previewing } from './preview';

/**
 * The documents last read, by page: what is shown while the database is away. Each bundle of
 * Next.js that renders them keeps its own.
 */
const lastRead = new Map<RouteKey, PageDocumentData>();

/**
 * The engine's document of a page, read once per request. While the database cannot be read, the
 * page shows what this process last read of it, else the repository's copy, and says so in the
 * log; the page cache keeps no page rendered meanwhile (`watchContentRevision`).
 */
const pageDocument = cache(async (key: RouteKey): Promise<PageDocumentData> => {
  await connection();
  const canonical = canonicalKey(key);
  try {
    const draft = await previewing();
    const payload = await getPayload({ config });
    const { docs } = await payload.find({
      collection: 'pages',
      where: {
        key: { equals: canonical },
        ...(draft ? {} : { _status: { equals: 'published' } }),
      },
      limit: 1,
      depth: 0,
      draft,
      overrideAccess: true,
    });
    const doc = docs[0];
    if (!doc) throw new Error(`The content engine holds no page "${canonical}"`);
    // A draft is never what a visitor is shown while the database is away.
    if (!draft) lastRead.set(canonical, doc);
    return doc;
  } catch (error) {
    logDatabaseError(`Reading the page "${canonical}" (shown as last read meanwhile)`, error);
    return (
      lastRead.get(canonical) ??
      pageDocumentData(rawSeedPageFile(canonical, 'de'), rawSeedPageFile(canonical, 'en'))
    );
  }
});

/** A page's copy in a language, as its content file would read, company facts filled in. */
export async function pageFileFor(key: RouteKey, locale: Locale): Promise<PageFile> {
  return fillPageFile(pageDocumentFile(await pageDocument(key), locale), locale);
}

/** The copy of a page (aliases read the page they stand for). */
export async function copyFor(key: RouteKey, locale: Locale): Promise<PageCopy> {
  const file = await pageFileFor(key, locale);
  const headline = file.meta.heading ?? (await heroHeadingFor(locale));
  return copyOfFile(file, locale, `The page "${key}" in ${locale}`, () => headline);
}

/** The long-form body of a page below its hero, if it has one. */
export async function bodyFor(key: RouteKey, locale: Locale): Promise<PageBody | undefined> {
  if (key === 'figures') return figuresBody(locale, await publishedFigures());
  const [{ body }, doc] = await Promise.all([pageFileFor(key, locale), pageDocument(key)]);
  if (!body.sections.length) return undefined;
  // The file keeps the document's sections in their order; their images come from the document.
  const pictures = await Promise.all(
    body.sections.map((_, index) => pictureFor(doc.sections?.[index]?.image, locale)),
  );
  return {
    ...body,
    sections: body.sections.map((section, index) => {
      const image = pictures[index];
      return image ? { ...section, image } : section;
    }),
  };
}

/**
 * A page's structured sections (cards, tabs, phases, lists) in a language: the structure in code,
 * with the texts of the page's document and the company facts filled in.
 */
export async function sectionsFor<K extends SectionsPage>(
  key: K,
  locale: Locale,
): Promise<SectionsOf<K>> {
  const copy = pageSections[key][locale] as SectionsOf<K>;
  return withSectionTexts(
    copy,
    layoutTextsOf(await pageDocument(key), locale),
    referenceFiller(locale),
  );
}
