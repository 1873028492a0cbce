/**
 * The figures as the content engine holds them: their texts for the page "Woher unsere Zahlen
 * stammen", and the ROI calculator's values per scenario. Published ones, or the latest drafts
 * in a preview (`./preview.ts`).
 */
import config from '@payload-config';
import { connection } from 'next/server';
import { getPayload } from 'payload';
import { cache } from 'react';
import { figures, type Figure } from '@/content/figures';
import { defaultLeverValues, type LeverValues } from '@/lib/roi';
import {
  figureOfDocument,
  leverValuesOfDocuments,
  type FigureDocumentData,
} from '@/cms/figure-document';
import { logDatabaseError } from '@site/core/db/errors';
import { previewing } from './preview';
import { publishedOnce } from './snapshot';

interface FiguresNow {
  readonly figures: readonly Figure[];
  readonly levers: LeverValues;
  /** The key of each figure document by its number (what a page's block refers to). */
  readonly keys: ReadonlyMap<number, string>;
}

/**
 * The figures last read: what is shown while the database is away. Each bundle of
 * Next.js that renders them keeps its own.
 */
let lastRead: FiguresNow = { figures, levers: defaultLeverValues, keys: new Map() };

/** The figures' documents, published or (`draft`) the latest drafts. */
async function readFigures(draft: boolean): Promise<FiguresNow> {
  const payload = await getPayload({ config });
  const { docs } = await payload.find({
    collection: 'figures',
    where: draft ? {} : { _status: { equals: 'published' } },
    limit: figures.length,
    depth: 0,
    draft,
    overrideAccess: true,
  });
  const byKey = new Map<string, FigureDocumentData>(docs.map((doc) => [doc.key, doc]));
  return {
    figures: figures.map((figure) => {
      const doc = byKey.get(figure.id);
      return doc ? figureOfDocument(figure, doc) : figure;
    }),
    levers: leverValuesOfDocuments(docs),
    keys: new Map(docs.map((doc) => [doc.id, doc.key])),
  };
}

const figuresNow = cache(async (): Promise<FiguresNow> => {
  await connection();
  try {
    if (await previewing()) return await readFigures(true);
    // A draft is never what a visitor is shown while the database is away.
    lastRead = await publishedOnce('figures', () => readFigures(false));
    return lastRead;
  } catch (error) {
    logDatabaseError('Reading the figures (shown as last read meanwhile)', error);
    return lastRead;
  }
});

/** The figures, in their defined order, with the texts the owner published. */
export async function publishedFigures(): Promise<readonly Figure[]> {
  return (await figuresNow()).figures;
}

/** The ROI calculator's lever values, as the owner set them with their figures. */
export async function leverValues(): Promise<LeverValues> {
  return (await figuresNow()).levers;
}

/** The figures' keys by their documents' numbers. */
export async function figureKeys(): Promise<ReadonlyMap<number, string>> {
  return (await figuresNow()).keys;
}
