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
import { figuresBody } from '@/content/figures';
import { addedPages, canonicalKey, internalPath, isRouteKey } from '@/site/routes';
import {
  layoutTextsOf,
  pageDocumentData,
  pageDocumentFile,
  type PageDocumentData,
} from '@/cms/page-document';
import { pageSections, type SectionsOf, type SectionsPage } from '@/content/sections';
import { figureValue, referenceFiller } from '@/content/references';
import {
  blocksOfBody,
  referencedIds,
  shownBlocks,
  type FigureHighlight,
  type ShownBlock,
} from '@/content/blocks';
import { withSectionTexts } from '@/lib/section-texts';
import { logDatabaseError } from '@site/core/db/errors';
import { figureKeys, publishedFigures } from './figures';
import { heroHeadingFor } from './heroes';
import { pictureFor } from './media';
import { previewSession } from './preview';
import { publishedOnce } from './snapshot';
import { livePreviewOf } from '@site/core/stores/previews';
import { documentOfFormValues } from '@/cms/form-values';
import { Pages } from '@/cms/collections/pages';

/**
 * The documents last read, by page: what is shown while the database is away. Each bundle of
 * Next.js that renders them keeps its own.
 */
const lastRead = new Map<string, PageDocumentData>();

/** The page's own texts, each a pair of languages. */
const TEXT_FIELDS = ['title', 'description', 'heading', 'lead', 'updated'] as const;

/** How long what was typed stays in the preview without being saved. */
const TYPED_FOR_MS = 15 * 60_000;

/**
 * A page's draft in a session's preview as the editor's form holds it while its account types
 * (`/backoffice/preview/live`), when that is newer than the draft saved last and at most a quarter
 * of an hour old. A text being retyped, empty for a moment, shows as saved meanwhile.
 */
async function asTyped(
  saved: PageDocumentData & { readonly updatedAt: string },
  session: string,
  key: string,
): Promise<PageDocumentData> {
  const typed = await livePreviewOf(session, key);
  if (
    !typed ||
    typed.updatedAt <= new Date(saved.updatedAt) ||
    Date.now() - typed.updatedAt.getTime() > TYPED_FOR_MS
  )
    return saved;
  const values = documentOfFormValues(Pages.fields, typed.data) as Partial<PageDocumentData>;
  const texts = Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const written = Object.entries(values[field] ?? {}).filter(([, text]) => Boolean(text));
      return [field, { ...saved[field], ...Object.fromEntries(written) }];
    }),
  );
  return {
    ...saved,
    ...texts,
    layout: values.layout ?? saved.layout,
    layoutTexts: values.layoutTexts ?? saved.layoutTexts,
  };
}

/**
 * The engine's document of a page (of the registry, or one the owner added), read once per
 * request. While the database cannot be read, the page shows what this process last read of it,
 * else the repository's copy, and says so in the log; the page cache keeps no page rendered
 * meanwhile (`watchContentRevision`).
 */
const pageDocument = cache(async (key: string): Promise<PageDocumentData> => {
  await connection();
  const canonical = isRouteKey(key) ? canonicalKey(key) : key;
  try {
    const session = await previewSession();
    const draft = session !== undefined;
    const find = async () => {
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
      return doc;
    };
    if (session !== undefined) return asTyped(await find(), session, canonical);
    const doc = await publishedOnce(`page ${canonical}`, find);
    // A draft is never what a visitor is shown while the database is away.
    lastRead.set(canonical, doc);
    return doc;
  } catch (error) {
    logDatabaseError(`Reading the page "${canonical}" (shown as last read meanwhile)`, error);
    const known = lastRead.get(canonical);
    if (known) return known;
    if (!isRouteKey(canonical)) throw error;
    return pageDocumentData(rawSeedPageFile(canonical, 'de'), rawSeedPageFile(canonical, 'en'));
  }
});

/** The document of a page, or nothing when the engine holds none (a preview of a deleted page). */
export async function pageDocumentOf(key: string): Promise<PageDocumentData | undefined> {
  try {
    return await pageDocument(key);
  } catch {
    return undefined;
  }
}

/** A page's copy in a language, as its content file would read, company facts filled in. */
export async function pageFileFor(key: string, locale: Locale): Promise<PageFile> {
  return fillPageFile(pageDocumentFile(await pageDocument(key), locale), locale);
}

/** The copy of a page (aliases read the page they stand for). */
export async function copyFor(key: string, locale: Locale): Promise<PageCopy> {
  const file = await pageFileFor(key, locale);
  // Without a heading of its own, a page of the registry shows the hero's.
  if (isRouteKey(key)) {
    const headline = file.meta.heading ?? (await heroHeadingFor(locale));
    return copyOfFile(file, locale, `The page "${key}" in ${locale}`, () => headline);
  }
  // One the owner added shows its title; its first draft, previewed, whatever she has typed yet.
  const { title = '', description = '', heading, lead = '' } = file.meta;
  return { title, description, heading: heading ?? title, lead };
}

/**
 * Where a block's button leads, by the pages' documents' numbers: a registry page's path inside
 * the app, which the links write in the page's language, or a published added page's path in
 * that language (none if it is not shown in it).
 */
async function pageAddresses(ids: readonly number[], locale: Locale): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  try {
    const docs = await publishedOnce(`page keys ${ids.join(' ')}`, async () => {
      const payload = await getPayload({ config });
      return (
        await payload.find({
          collection: 'pages',
          where: { id: { in: ids } },
          limit: ids.length,
          depth: 0,
          overrideAccess: true,
          select: { key: true },
        })
      ).docs;
    });
    return new Map(
      docs.flatMap((doc): [number, string][] => {
        const key = doc.key ?? '';
        if (isRouteKey(key)) return [[doc.id, internalPath(key)]];
        const path = addedPages().find((page) => page.key === key)?.paths[locale];
        return path === undefined ? [] : [[doc.id, path]];
      }),
    );
  } catch (error) {
    logDatabaseError('Reading the pages a block leads to (its button left out meanwhile)', error);
    return new Map();
  }
}

/** The figures a page's blocks highlight, by their documents' numbers. */
async function figureHighlights(
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, FigureHighlight>> {
  if (!ids.length) return new Map();
  const [keys, shown] = await Promise.all([figureKeys(), publishedFigures()]);
  const marked = referenceFiller(locale, { marked: true });
  return new Map(
    ids.flatMap((id) => {
      const figure = shown.find((each) => each.id === keys.get(id));
      if (!figure) return [];
      const claim = marked(figure.text[locale].claim);
      const highlight: FigureHighlight = {
        id: figure.id,
        value: figureValue(figure.id, '', locale) ?? '',
        claim: claim.charAt(0).toUpperCase() + claim.slice(1),
      };
      return [[id, highlight]];
    }),
  );
}

/** The blocks of a page's body below its hero, as shown in a language. */
export async function blocksFor(key: string, locale: Locale): Promise<ShownBlock[]> {
  if (key === 'figures') return blocksOfBody(figuresBody(locale, await publishedFigures()));
  const layout = (await pageDocument(key)).layout ?? [];
  const ids = referencedIds(layout);
  const [pictures, figures, pages] = await Promise.all([
    Promise.all(ids.pictures.map(async (id) => [id, await pictureFor(id, locale)] as const)),
    figureHighlights(ids.figures, locale),
    pageAddresses(ids.pages, locale),
  ]);
  return shownBlocks(layout, locale, {
    pictures: new Map(pictures.flatMap(([id, picture]) => (picture ? [[id, picture]] : []))),
    figures,
    pages,
    booking: internalPath('bookConsultation'),
    contact: internalPath('contact'),
  });
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
