import type { Picture } from '@/lib/media';

export type { Localized } from '@/i18n/locales';

/** A titled block of running text, optionally with a bullet list after the paragraphs. */
export interface ContentSection {
  /** The heading's id, the section's anchor; by default its position. */
  readonly id?: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly points?: readonly string[];
  /** The points are numbered terms (an ordered list). */
  readonly ordered?: true;
  /** An image below the heading (a case study's, for one). */
  readonly image?: Picture;
}

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** The body of a page below its hero (heading and lead live in `pages.ts`). */
export interface PageBody {
  readonly sections: readonly ContentSection[];
  readonly faq?: readonly FaqEntry[];
}
