/**
 * The hero variants as the content engine holds them: published, or the latest drafts in a
 * preview (`./preview.ts`).
 */
import config from '@payload-config';
import { connection } from 'next/server';
import { getPayload } from 'payload';
import { cache } from 'react';
import { heroes, type HeroCopy } from '@/content/heroes';
import type { Locale } from '@/i18n/locales';
import type { HeroVariant } from '@/lib/hero-variant';
import { heroOfDocument, type HeroDocumentData } from '@/cms/hero-document';
import { logDatabaseError } from '@site/core/db/errors';
import { previewing } from './preview';
import { publishedOnce } from './snapshot';
import { referenceFiller } from '@/content/references';

/**
 * The documents last read, by variant: what is shown while the database is away. Each bundle of
 * Next.js that renders them keeps its own.
 */
const lastRead = new Map<string, HeroDocumentData>();

/** The heroes of this request: published ones, or the latest drafts in a preview. */
const heroDocuments = cache(async (): Promise<ReadonlyMap<string, HeroDocumentData>> => {
  await connection();
  try {
    const draft = await previewing();
    const find = async () => {
      const payload = await getPayload({ config });
      const { docs } = await payload.find({
        collection: 'heroes',
        where: draft ? {} : { _status: { equals: 'published' } },
        limit: Object.keys(heroes).length,
        depth: 0,
        draft,
        overrideAccess: true,
      });
      return new Map<string, HeroDocumentData>(docs.map((doc) => [doc.key, doc]));
    };
    if (draft) return await find();
    const read = await publishedOnce('heroes', find);
    // A draft is never what a visitor is shown while the database is away.
    for (const [key, doc] of read) lastRead.set(key, doc);
    return read;
  } catch (error) {
    logDatabaseError('Reading the heroes (shown as last read meanwhile)', error);
    return lastRead;
  }
});

/**
 * A hero variant's copy in a language, its references filled in (the subheadline, shown as
 * `<Prose>`, with its figures' markers).
 */
export async function heroFor(variant: HeroVariant, locale: Locale): Promise<HeroCopy> {
  const doc = (await heroDocuments()).get(variant) ?? lastRead.get(variant);
  const copy = doc ? heroOfDocument(doc, locale) : heroes[variant][locale];
  const plain = referenceFiller(locale);
  const filled = JSON.parse(JSON.stringify(copy), (_, value: unknown) =>
    typeof value === 'string' ? plain(value) : value,
  ) as HeroCopy;
  return { ...filled, subheadline: referenceFiller(locale, { marked: true })(copy.subheadline) };
}

/** The general hero's three-part headline as one line: the home page's `<h1>`. */
export async function heroHeadingFor(locale: Locale): Promise<string> {
  return (await heroFor('general', locale)).headline.join(' ');
}
