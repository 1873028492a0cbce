/**
 * The structured sections of the pages with a layout of their own, by page: the cards, tabs,
 * phases and lists in each folder's `sections.ts`. Their structure is code; their texts are
 * imported into the content engine with the page and edited there (`src/lib/section-texts.ts`).
 * Texts write company facts as placeholders (`{brand}`, `{founder}`, `{founderRole}`, `{city}`).
 */
import { sectionTexts, type SectionText } from '@/lib/section-texts';
import type { RouteKey } from '@/site/routes';
import type { Localized } from './types';
import { aboutCopy } from './pages/about/sections';
import { bookingIntroCopy } from './pages/book-consultation/sections';
import { contactCopy } from './pages/contact/sections';
import { partnersCopy } from './pages/ecosystem-partners/sections';
import { expertiseCopy } from './pages/expertise/sections';
import { home, homeSections } from './pages/home/sections';
import { roiCopy } from './pages/roi-calculator/sections';
import { servicesCopy } from './pages/services/sections';

export const pageSections = {
  home: {
    de: { ...home.de, ...homeSections.de },
    en: { ...home.en, ...homeSections.en },
  },
  about: aboutCopy,
  services: servicesCopy,
  expertise: expertiseCopy,
  contact: contactCopy,
  bookConsultation: bookingIntroCopy,
  ecosystemPartners: partnersCopy,
  roiCalculator: roiCopy,
} as const satisfies Partial<Record<RouteKey, Localized<object>>>;

export type SectionsPage = keyof typeof pageSections;
export type SectionsOf<K extends SectionsPage> = (typeof pageSections)[K]['de'];

export function hasSections(key: string): key is SectionsPage {
  return Object.hasOwn(pageSections, key);
}

/** The texts of a page's structured sections in the repository, both languages per place. */
export function seedSectionTexts(key: string): SectionText[] {
  if (!hasSections(key)) return [];
  const { de, en } = pageSections[key];
  return sectionTexts(de, en);
}
