/**
 * An article's former addresses keep working (`src/lib/redirects.ts`). When an article is
 * published under another address than it was last published under, in either language, the old
 * address is sent to the new one; when an article that was ever published is deleted, its
 * addresses go to the replacement chosen on it, or answer 410. Written in the engine's transaction, with the publication that moves the content
 * revision (`./publications.ts`), so every instance reads them with the change.
 */
import { sql } from 'drizzle-orm';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload';
import { locales, type Locale } from '@/i18n/locales';
import { articlePaths, publicPathOf } from '@/site/routes';
import type { Article } from './payload-types';
import { engineStatements } from '@site/core/stores/site';
import { inEngineTransaction } from './publications';

type Slugs = Readonly<Record<Locale, string>>;

const publicPaths = (slug: Slugs): Record<Locale, string> => {
  const paths = articlePaths(slug);
  return { de: publicPathOf(paths.de, 'de'), en: publicPathOf(paths.en, 'en') };
};

/**
 * Sends `from` to `to` (`null`: gone), and every redirect that led to `from` along with it, so
 * that each stays one hop.
 */
async function redirect(req: PayloadRequest, from: string, to: string | null): Promise<void> {
  const by = req.user?.email ?? null;
  await inEngineTransaction(req, engineStatements.retargetRedirects(from, to));
  await inEngineTransaction(req, engineStatements.storeRedirect(from, to, by));
}

/** The addresses of a published article (by id), as visitors reach it now. */
async function publishedPaths(req: PayloadRequest, id: number | string) {
  const [row] = await inEngineTransaction<{ de: string; en: string }>(
    req,
    sql`SELECT slug_de AS de, slug_en AS en FROM articles WHERE id = ${id} AND _status = 'published'`,
  );
  return row ? publicPaths(row) : undefined;
}

/**
 * The addresses the article was last published under, whether it is published now or was
 * withdrawn since: its latest published version's.
 */
async function lastPublishedPaths(req: PayloadRequest, id: number | string) {
  const [row] = await inEngineTransaction<{ de: string; en: string }>(
    req,
    sql`SELECT version_slug_de AS de, version_slug_en AS en FROM _articles_v
        WHERE parent_id = ${id} AND version__status = 'published'
        ORDER BY updated_at DESC, id DESC LIMIT 1`,
  );
  return row ? publicPaths(row) : undefined;
}

const remembered = (id: number | string) => `lastPublishedPaths:${id}`;

/** Remembers the addresses last published before a change, for `redirectRenamed`. */
export const rememberPublishedPaths: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  if (originalDoc?.id !== undefined)
    req.context[remembered(originalDoc.id)] = await lastPublishedPaths(req, originalDoc.id);
  return data;
};

/** After a publication: a former address goes to the new one; the new ones redirect nowhere. */
export const redirectRenamed: CollectionAfterChangeHook<Article> = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc;
  const now = publicPaths(doc.slug);
  await inEngineTransaction(req, engineStatements.removeRedirectsFrom([now.de, now.en]));
  const before = req.context[remembered(doc.id)] as Record<Locale, string> | undefined;
  for (const locale of locales)
    if (before && before[locale] !== now[locale]) await redirect(req, before[locale], now[locale]);
  return doc;
};

/**
 * Before a deletion: the addresses last published, and the replacement the latest version names
 * (a choice saved as a draft counts), while the versions are still there.
 */
export const rememberBeforeDeleting: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const [latest] = await inEngineTransaction<{ replacement: number | null }>(
    req,
    sql`SELECT version_replacement_id AS replacement FROM _articles_v
        WHERE parent_id = ${id} ORDER BY updated_at DESC, id DESC LIMIT 1`,
  );
  req.context[remembered(id)] = {
    paths: await lastPublishedPaths(req, id),
    replacement: latest?.replacement ?? undefined,
  };
};

/** After a deletion: the addresses it was last published under go to the replacement, or are gone. */
export const redirectDeleted: CollectionAfterDeleteHook<Article> = async ({ id, doc, req }) => {
  const { paths, replacement } = (req.context[remembered(id)] ?? {}) as {
    paths?: Record<Locale, string>;
    replacement?: number;
  };
  if (!paths) return doc;
  const target = replacement === undefined ? undefined : await publishedPaths(req, replacement);
  for (const locale of locales) await redirect(req, paths[locale], target?.[locale] ?? null);
  return doc;
};
