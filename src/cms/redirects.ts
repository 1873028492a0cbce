/**
 * An article's former addresses keep working (`src/lib/redirects.ts`). When a published article
 * is published again under another address in either language, its old address is sent to the new
 * one; when a published article is deleted, its addresses go to the replacement chosen on it, or
 * answer 410. Written in the engine's transaction, with the publication that moves the content
 * revision (`./publications.ts`), so every instance reads them with the change.
 */
import { sql } from 'drizzle-orm';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';
import { locales, type Locale } from '@/i18n/locales';
import { articlePaths, publicPathOf } from '@/site/routes';
import type { Article } from './payload-types';
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
  await inEngineTransaction(
    req,
    sql`UPDATE content_redirects SET to_path = ${to} WHERE to_path = ${from}`,
  );
  await inEngineTransaction(
    req,
    sql`INSERT INTO content_redirects (from_path, to_path, created_by) VALUES (${from}, ${to}, ${by})
        ON CONFLICT (from_path) DO UPDATE SET to_path = EXCLUDED.to_path, created_at = now(), created_by = EXCLUDED.created_by`,
  );
}

/** The addresses of the article as visitors can reach it now: its published row's. */
async function publishedPaths(req: PayloadRequest, id: number | string) {
  const [row] = await inEngineTransaction<{ de: string; en: string }>(
    req,
    sql`SELECT slug_de AS de, slug_en AS en FROM articles WHERE id = ${id} AND _status = 'published'`,
  );
  return row ? publicPaths(row) : undefined;
}

/** Remembers the published addresses before a change, for `redirectRenamed`. */
export const rememberPublishedPaths = async ({
  originalDoc,
  req,
}: {
  originalDoc?: { id?: number | string };
  req: PayloadRequest;
}) => {
  if (originalDoc?.id !== undefined)
    req.context[`publishedPaths:${originalDoc.id}`] = await publishedPaths(req, originalDoc.id);
};

/** After a publication: a former address goes to the new one; the new ones redirect nowhere. */
export const redirectRenamed: CollectionAfterChangeHook<Article> = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc;
  const now = publicPaths(doc.slug);
  await inEngineTransaction(
    req,
    sql`DELETE FROM content_redirects WHERE from_path IN (${now.de}, ${now.en})`,
  );
  const before = req.context[`publishedPaths:${doc.id}`] as Record<Locale, string> | undefined;
  for (const locale of locales)
    if (before && before[locale] !== now[locale]) await redirect(req, before[locale], now[locale]);
  return doc;
};

/** After a deletion: the published addresses go to the replacement, or are gone. */
export const redirectDeleted: CollectionAfterDeleteHook<Article> = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc;
  const gone = publicPaths(doc.slug);
  const replacement =
    doc.replacement && typeof doc.replacement === 'object'
      ? doc.replacement.id
      : (doc.replacement ?? undefined);
  const target = replacement === undefined ? undefined : await publishedPaths(req, replacement);
  for (const locale of locales) await redirect(req, gone[locale], target?.[locale] ?? null);
  return doc;
};
