/**
 * The pages the owner adds in the content engine: where they may be shown, and what of a
 * published one the URL rules, menus and sitemap read (`AddedPage`).
 */
import { locales, type Locale } from '@/i18n/locales';
import {
  internalPath,
  routeAt,
  routeKeys,
  segmentsOf,
  type AddedPage,
  type RouteKey,
} from '@/site/routes';
import { isReservedSegment } from './url-rules';

/** In which languages an added page is shown. */
export type PageLanguages = 'both' | Locale;

/** What of a published added page's document is read (its columns, named so). */
export type AddedPageRow = {
  readonly key: string;
  readonly languages: PageLanguages | null;
  readonly address_de: string | null;
  readonly address_en: string | null;
  readonly indexable: boolean | null;
  readonly navigation: AddedPage['navigation'] | null;
  readonly label_de: string | null;
  readonly label_en: string | null;
  readonly title_de: string | null;
  readonly title_en: string | null;
};

/** The languages a page with this choice is shown in. */
export function languagesOf(choice: PageLanguages | null | undefined): readonly Locale[] {
  return !choice || choice === 'both' ? locales : [choice];
}

/**
 * A published added page as the site serves it: only in its languages, indexable only when it is
 * in both (a page without its translation has no counterpart to name), named in menus by its
 * label or else its title.
 */
export function addedPageOf(row: AddedPageRow): AddedPage | undefined {
  const shown = languagesOf(row.languages);
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of shown) {
    const path = locale === 'de' ? row.address_de : row.address_en;
    if (path) paths[locale] = path;
  }
  if (Object.keys(paths).length === 0) return undefined;
  const name = (locale: Locale) =>
    (locale === 'de' ? row.label_de || row.title_de : row.label_en || row.title_en) ||
    row.label_de ||
    row.title_de ||
    row.key;
  return {
    key: row.key,
    paths,
    indexable: shown.length === locales.length && row.indexable !== false,
    navigation: row.navigation ?? 'none',
    label: { de: name('de'), en: name('en') },
  };
}

/** The longest address and the most folders an added page's address may have. */
const ADDRESS_MAX_LENGTH = 80;
const ADDRESS_MAX_SEGMENTS = 3;
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why an address cannot be an added page's, if it cannot. */
export type AddressProblem =
  | { readonly kind: 'form' }
  | { readonly kind: 'registry'; readonly page: RouteKey }
  | { readonly kind: 'reserved'; readonly segment: string };

/**
 * An address's form (`/webinar-flotten`: lower-case words with hyphens, at most three folders and
 * 80 characters), and that no page of the registry has it (in either language or inside the app) and that the URL
 * rules give its first folder no meaning of their own. Other added pages are the caller's to ask.
 */
export function addressProblem(path: string): AddressProblem | undefined {
  const segments = segmentsOf(path);
  if (
    !path.startsWith('/') ||
    path.length > ADDRESS_MAX_LENGTH ||
    segments.length === 0 ||
    segments.length > ADDRESS_MAX_SEGMENTS ||
    `/${segments.join('/')}` !== path ||
    !segments.every((segment) => SEGMENT.test(segment))
  )
    return { kind: 'form' };
  // Links name a registry page by its path inside the app (`/fleet-services`), so that is taken too.
  const page =
    locales.map((locale) => routeAt(locale, path)).find(Boolean) ??
    routeKeys.find((key) => internalPath(key) === path);
  if (page) return { kind: 'registry', page };
  const first = segments[0] ?? '';
  if (isReservedSegment(first)) return { kind: 'reserved', segment: first };
  return undefined;
}
