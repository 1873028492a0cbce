import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/i18n/locales';
import { parsePageFile, type PageFile } from './page-markdown';
import { PROCESSORS_ITEM, processorItems, referenceFiller } from '@/content/references';
import { canonicalKey, internalPath, routeKeys, type RouteKey } from '@/site/routes';
import { figuresBody } from './figures';
import { heroHeading } from './heroes';
import type { PageBody } from './types';

/**
 * The repository's copy of the pages: each page is a folder in `src/content/pages/` named after
 * the page (`fleet-services`, `home`) with `de.md` and `en.md` side by side: front matter with the
 * texts below, then the long-form body (see `./page-markdown.ts`). These files are imported once
 * into the content engine on its first start and read by the tests; pages render the engine's copy
 * through `@/next/content/pages`. Read once per process and kept. Pages with a layout of their
 * own also have their structured sections there, in `sections.ts`.
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

const rawFiles = new Map<string, PageFile>();
const filledFiles = new Map<string, PageFile>();

/** The path of a page's content file in a language (aliases read the page they stand for). */
function filePath(key: RouteKey, locale: Locale): string {
  return path.join(PAGE_DIR, pageFolder(canonicalKey(key)), `${locale}.md`);
}

/** A page's content file in a language as the repository holds it, company facts not filled in. */
export function rawSeedPageFile(key: RouteKey, locale: Locale): PageFile {
  const file = filePath(key, locale);
  let parsed = rawFiles.get(file);
  if (!parsed) {
    parsed = parsePageFile(readFileSync(file, 'utf8'));
    rawFiles.set(file, parsed);
  }
  return parsed;
}

/** The texts of a page file that show a figure's marker (`<Prose>`): the lead, paragraphs, points and answers. */
const MARKED = (key: string) => key === 'lead' || key === 'answer' || /^\d+$/.test(key);

/**
 * A page's content file with its references filled in (figures marked in running text) and the
 * list of processors expanded.
 */
export function fillPageFile(file: PageFile, locale: Locale): PageFile {
  const plain = referenceFiller(locale);
  const marked = referenceFiller(locale, { marked: true });
  return JSON.parse(JSON.stringify(file), (key, value) => {
    if (typeof value === 'string') return (MARKED(key) ? marked : plain)(value);
    if (Array.isArray(value) && value.includes(PROCESSORS_ITEM)) {
      return value.flatMap((item) => (item === PROCESSORS_ITEM ? processorItems(locale) : [item]));
    }
    return value;
  }) as PageFile;
}

/** A page's content file in the repository in a language, company facts filled in. */
export function seedPageFile(key: RouteKey, locale: Locale): PageFile {
  const file = filePath(key, locale);
  let filled = filledFiles.get(file);
  if (!filled) {
    filled = fillPageFile(rawSeedPageFile(key, locale), locale);
    filledFiles.set(file, filled);
  }
  return filled;
}

/**
 * The copy a page file holds in a language; `where` names the file in an error. A page without a
 * heading of its own (the home page) is headed by the general hero's headline (`heroHeading`).
 */
export function copyOfFile(
  { meta }: PageFile,
  locale: Locale,
  where: string,
  heroHeadline: () => string = () => heroHeading('general', locale),
): PageCopy {
  const text = (field: keyof PageCopy) => {
    const value = meta[field];
    if (value === undefined) throw new Error(`${where} has no ${field}`);
    return value;
  };
  return {
    title: text('title'),
    description: text('description'),
    heading: meta.heading ?? heroHeadline(),
    lead: text('lead'),
  };
}

/** The repository's copy of a page (aliases read the page they stand for). */
export function seedCopy(key: RouteKey, locale: Locale): PageCopy {
  return copyOfFile(seedPageFile(key, locale), locale, `${pageFolder(key)}/${locale}.md`);
}

/** The repository's long-form body of a page below its hero, if it has one. */
export function seedBody(key: RouteKey, locale: Locale): PageBody | undefined {
  if (key === 'figures') return figuresBody(locale);
  const { body } = seedPageFile(key, locale);
  return body.sections.length ? body : undefined;
}
