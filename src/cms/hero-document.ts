/**
 * A hero variant as the engine stores it, both languages in one document, and as the site reads
 * it (`HeroCopy`, `src/content/heroes.ts`) per language. Lists (keywords, points, audiences) hold
 * both languages per item, so that the two stay parallel.
 */
import type { HeroCopy } from '@/content/heroes';
import type { Locale, Localized } from '@/i18n/locales';
import type { Hero as HeroDocument } from './payload-types';

export type HeroDocumentData = Omit<HeroDocument, 'id' | 'updatedAt' | 'createdAt' | 'name'>;

const pair = (de: string, en: string) => ({ de, en });

export function heroDocumentData(key: string, hero: Localized<HeroCopy>): HeroDocumentData {
  const { de, en } = hero;
  return {
    key,
    eyebrow: pair(de.eyebrow, en.eyebrow),
    headline1: pair(de.headline[0], en.headline[0]),
    headline2: pair(de.headline[1], en.headline[1]),
    headline3: pair(de.headline[2], en.headline[2]),
    subheadline: pair(de.subheadline, en.subheadline),
    chips: de.chips.map((chip, index) => ({ text: pair(chip, en.chips[index] ?? '') })),
    trustText: pair(de.trustText, en.trustText),
    panelTitle: pair(de.panelTitle, en.panelTitle),
    valuePoints: de.valuePoints.map((point, index) => ({
      text: pair(point, en.valuePoints[index] ?? ''),
    })),
    ...(de.segments && {
      segments: de.segments.map((segment, index) => ({
        title: pair(segment.title, en.segments?.[index]?.title ?? ''),
        description: pair(segment.description, en.segments?.[index]?.description ?? ''),
      })),
    }),
  };
}

export function heroOfDocument(doc: HeroDocumentData, locale: Locale): HeroCopy {
  const segments = doc.segments?.map((segment) => ({
    title: segment.title[locale],
    description: segment.description[locale],
  }));
  return {
    eyebrow: doc.eyebrow[locale],
    headline: [doc.headline1[locale], doc.headline2[locale], doc.headline3[locale]],
    subheadline: doc.subheadline[locale],
    chips: (doc.chips ?? []).map((chip) => chip.text[locale]),
    trustText: doc.trustText[locale],
    panelTitle: doc.panelTitle[locale],
    valuePoints: (doc.valuePoints ?? []).map((point) => point.text[locale]),
    ...(segments?.length && { segments }),
  };
}
