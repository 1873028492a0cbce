/**
 * What the process holds of the published content, for its readers in every bundle: the company
 * facts (`src/site/company.ts`) with the stand-in that gives a preview's request its drafts, and
 * the published articles' and added pages' paths with the former addresses of moved content (`src/site/routes.ts`).
 * The HTTP server loads them whenever the content revision moves, before it empties its page
 * cache (`./content/company.ts`, `./content/addresses.ts`). Node loads this module once per
 * process (docs/decisions/0016-one-module-graph.md), so the HTTP server, the proxy and the pages
 * read the same values, and a page is never rendered, and cached, against content older than the
 * revision its cache was emptied for. Every reader imports it by its package name,
 * `@site/core/published`, so that it stays a module of its own; it imports nothing, because the
 * browser's bundle takes a copy (with the facts the site was built with, and no articles).
 */
import type { Locale } from '@/i18n/locales';
import type { Moved } from '@/lib/redirects';

let facts: object | undefined;
let preview: { getStore(): object | undefined } | undefined;

/** The published facts, made from `seed` by whichever reader comes first. */
export function publishedFacts<Facts extends object>(seed: Facts): Facts {
  facts ??= structuredClone(seed);
  return facts as Facts;
}

/** The drafts of the preview being rendered, if the current request is one. */
export function previewFacts<Facts extends object>(): Facts | undefined {
  return preview?.getStore() as Facts | undefined;
}

/** Keeps the stand-in for a preview's facts. */
export function providePreviewFacts(stand: { getStore(): object | undefined }): void {
  preview = stand;
}

/** Where a page the owner added in the content engine is shown, as it was published. */
export interface AddedPage {
  /** Its document's key, which names it inside the app (`/added/<key>`). */
  readonly key: string;
  /** Its path inside each language it is published in (`/webinar-flotten`). */
  readonly paths: Readonly<Partial<Record<Locale, string>>>;
  /** In search engines and the sitemap: only a page published in both languages may be. */
  readonly indexable: boolean;
  /** Where the site's menus link to it. */
  readonly navigation: 'header' | 'footer' | 'none';
  /** Its name in menus and breadcrumbs. */
  readonly label: Readonly<Record<Locale, string>>;
}

/**
 * The published articles' paths, the pages the owner added, the pages that show a form, and where
 * the content that was at a public path went.
 */
export const publishedAddresses: {
  articles: readonly Readonly<Record<Locale, string>>[];
  pages: readonly AddedPage[];
  /** The keys of the pages whose blocks show a form. */
  forms: ReadonlySet<string>;
  redirects: ReadonlyMap<string, Moved>;
} = { articles: [], pages: [], forms: new Set(), redirects: new Map() };

/**
 * The content revision whose published content the process holds, set by the HTTP server before
 * it empties its page cache for it; none outside the server (a build, a test).
 */
export const publishedRevision: { value?: number } = {};

/** What the copy's references read (`src/content/references.ts`), as published. */
export interface PublishedReferences {
  /** Each figure's values by id, per language and part (`''`: the main value). */
  figures: ReadonlyMap<string, Readonly<Record<Locale, Readonly<Record<string, string>>>>>;
  /** The settings the copy refers to, from the back office's availability. */
  settings?: {
    readonly callMinutes: number;
    readonly reminderHours: readonly [number | null, number | null];
  };
}

export const publishedReferences: PublishedReferences = { figures: new Map() };
