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
import { logDatabaseError } from '../db/errors';
import { previewing } from './preview';

/** The documents this process last read, by variant: what it shows while the database is away. */
const lastRead = new Map<string, HeroDocumentData>();

const heroDocuments = cache(async (): Promise<ReadonlyMap<string, HeroDocumentData>> => {
  await connection();
  try {
    const payload = await getPayload({ config });
    const { docs } = await payload.find({
      collection: 'heroes',
      limit: Object.keys(heroes).length,
      depth: 0,
      draft: await previewing(),
      overrideAccess: true,
    });
    for (const doc of docs) lastRead.set(doc.key, doc);
  } catch (error) {
    logDatabaseError('Reading the heroes (shown as last read meanwhile)', error);
  }
  return lastRead;
});

/** A hero variant's copy in a language. */
export async function heroFor(variant: HeroVariant, locale: Locale): Promise<HeroCopy> {
  const doc = (await heroDocuments()).get(variant);
  return doc ? heroOfDocument(doc, locale) : heroes[variant][locale];
}

/** The general hero's three-part headline as one line: the home page's `<h1>`. */
export async function heroHeadingFor(locale: Locale): Promise<string> {
  return (await heroFor('general', locale)).headline.join(' ');
}
