import type { Payload } from 'payload';
import { articlePaths, pathFor, publicPathOf, routes, type RouteKey } from '@/site/routes';

/** A document whose copy refers to a figure. */
export interface FigureUsage {
  readonly collection: 'pages' | 'articles' | 'heroes' | 'posts';
  readonly id: number | string;
  readonly title: string;
  /** Where the site shows it, in both languages (none for a hero or a news item). */
  readonly paths: readonly string[];
}

/** Whether a document's texts (any field, any language) refer to the figure `key`. */
function refersToFigure(doc: unknown, key: string): boolean {
  const text = JSON.stringify(doc);
  return text.includes(`{figure:${key}}`) || text.includes(`{figure:${key}.`);
}

const isRoute = (key: unknown): key is RouteKey =>
  typeof key === 'string' && Object.hasOwn(routes, key);

/** The documents, in their latest version, that refer to the figure `key`. */
export async function figureUsages(payload: Payload, key: string): Promise<FigureUsage[]> {
  const found: FigureUsage[] = [];
  for (const collection of ['pages', 'articles', 'heroes', 'posts'] as const) {
    const { docs } = await payload.find({
      collection,
      depth: 0,
      draft: true,
      pagination: false,
      overrideAccess: true,
    });
    for (const doc of docs) {
      if (!refersToFigure(doc, key)) continue;
      const record = doc as unknown as Record<string, unknown>;
      const title = String(record.name ?? record.title ?? doc.id);
      let paths: string[] = [];
      if (collection === 'pages' && isRoute(record.key))
        paths = [pathFor(record.key, 'de'), pathFor(record.key, 'en')];
      if (collection === 'articles') {
        const slug = record.slug as { de: string; en: string } | undefined;
        if (slug?.de && slug.en) {
          const { de, en } = articlePaths(slug);
          paths = [publicPathOf(de, 'de'), publicPathOf(en, 'en')];
        }
      }
      found.push({ collection, id: doc.id, title, paths });
    }
  }
  return found;
}
