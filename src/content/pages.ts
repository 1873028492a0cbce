import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/locales';
import { parsePageFile, type PageFile } from './page-markdown';
import { fillCompanyFacts, PROCESSORS_ITEM, processorItems } from '@/lib/legal-text';
import { canonicalKey, internalPath, routeKeys, type RouteKey } from '@/site/routes';
import { figuresBody } from './figures';
import { heroHeading } from './heroes';
import type { PageBody } from './types';

/**
 * Each page's copy is a folder in `src/content/pages/` named after the page (`fleet-services`,
 * `home`) with `de.md` and `en.md` side by side: front matter with the texts below, then the
 * long-form body (see `./page-markdown.ts`). Read once per process and kept. Pages with a layout of
 * their own also have their structured sections there, in `sections.ts`.
 */
export interface PageCopy {
  /** Browser/search title WITHOUT the brand; at most 46 characters. */
  readonly title: string;
  /** Meta description, 120–158 characters. */
  readonly description: string;
  /** The page's single <h1> (home: the hero's heading). */
  readonly heading: string;
  /** Two or three sentences introducing the page, 35–70 words, specific to this page's audience and job. */
  readonly lead: string;
}

export const PAGE_DIR = path.join(process.cwd(), 'src/content/pages');

/** The pages with a content folder: every page except the home page's aliases. */
export const contentKeys: readonly RouteKey[] = routeKeys.filter(
  (key) => canonicalKey(key) === key,
);

/** A page's content folder, below `PAGE_DIR`. */
export function pageFolder(key: RouteKey): string {
  return key === 'home' ? 'home' : internalPath(key).slice(1);
}

const files = new Map<string, PageFile>();

/** A page's content file in a language, company facts filled in. */
export function pageFile(key: RouteKey, locale: Locale): PageFile {
  const file = path.join(PAGE_DIR, pageFolder(canonicalKey(key)), `${locale}.md`);
  let parsed = files.get(file);
  if (!parsed) {
    parsed = JSON.parse(JSON.stringify(parsePageFile(readFileSync(file, 'utf8'))), (_, value) => {
      if (typeof value === 'string') return fillCompanyFacts(value, locale);
      if (Array.isArray(value) && value.includes(PROCESSORS_ITEM)) {
        return value.flatMap((item) =>
          item === PROCESSORS_ITEM ? processorItems(locale) : [item],
        );
      }
      return value;
    }) as PageFile;
    files.set(file, parsed);
  }
  return parsed;
}

/** The copy of a page (aliases read the page they stand for). */
export function copyFor(key: RouteKey, locale: Locale): PageCopy {
  const { meta } = pageFile(key, locale);
  const text = (field: keyof PageCopy) => {
    const value = meta[field];
    if (value === undefined) throw new Error(`${pageFolder(key)}/${locale}.md has no ${field}`);
    return value;
  };
  return {
    title: text('title'),
    description: text('description'),
    heading: meta.heading ?? heroHeading('general', locale),
    lead: text('lead'),
  };
}

/** The long-form body of a page below its hero, if it has one. */
export function bodyFor(key: RouteKey, locale: Locale): PageBody | undefined {
  if (key === 'figures') return figuresBody(locale);
  const { body } = pageFile(key, locale);
  return body.sections.length ? body : undefined;
}
