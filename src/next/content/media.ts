/**
 * The owner's images as pages show them (`src/lib/media.ts`): read by their number once per
 * content revision (`./snapshot.ts`); while the database is away, as this process last read them.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import { pictureOf, type MediaDocument, type Picture } from '@/lib/media';
import { logDatabaseError } from '@site/core/db/errors';
import { publishedOnce } from './snapshot';

const lastRead = new Map<number, MediaDocument>();
const lastReadByName = new Map<string, MediaDocument>();

const imageDocument = cache(async (id: number): Promise<MediaDocument | undefined> => {
  try {
    const doc = await publishedOnce(`image ${id}`, async () => {
      const payload = await getPayload({ config });
      const { docs } = await payload.find({
        collection: 'media',
        where: { id: { equals: id } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      });
      return docs[0];
    });
    if (doc) lastRead.set(id, doc);
    else lastRead.delete(id);
    return doc;
  } catch (error) {
    logDatabaseError(`Reading the image ${id} (shown as last read meanwhile)`, error);
    return lastRead.get(id);
  }
});

/** A relationship to an image as the engine hands it over: its number, or the image itself. */
export type ImageReference = number | { readonly id: number } | null | undefined;

const idOf = (reference: ImageReference) =>
  typeof reference === 'number' ? reference : reference?.id;

/** The image a document refers to, if it has one that still exists. */
export async function imageOf(reference: ImageReference): Promise<MediaDocument | undefined> {
  const id = idOf(reference);
  return id === undefined ? undefined : imageDocument(id);
}

/** The image a document refers to, as shown in a language. */
export async function pictureFor(
  reference: ImageReference,
  locale: Locale,
): Promise<Picture | undefined> {
  const doc = await imageOf(reference);
  return doc && pictureOf(doc, locale);
}

/**
 * The images of the library a text shows, by file name, as shown in a language. A name of no image
 * is left out (the text then shows its description instead).
 */
export async function picturesNamed(
  names: readonly string[],
  locale: Locale,
): Promise<Map<string, Picture>> {
  let docs: MediaDocument[];
  if (!names.length) return new Map();
  try {
    docs = await publishedOnce(`images named ${names.join(' ')}`, async () => {
      const payload = await getPayload({ config });
      return (
        await payload.find({
          collection: 'media',
          where: { filename: { in: names } },
          limit: names.length,
          depth: 0,
          overrideAccess: true,
        })
      ).docs;
    });
    for (const name of names) lastReadByName.delete(name);
    for (const doc of docs) if (doc.filename) lastReadByName.set(doc.filename, doc);
  } catch (error) {
    logDatabaseError('Reading the images of a text (shown as last read meanwhile)', error);
    docs = names.flatMap((name) => lastReadByName.get(name) ?? []);
  }
  return new Map(
    docs.flatMap((doc) => {
      const picture = pictureOf(doc, locale);
      return doc.filename && picture ? [[doc.filename, picture] as const] : [];
    }),
  );
}
