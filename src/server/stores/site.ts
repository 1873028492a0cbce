/**
 * The site's own state, one family of tables: the switches every instance reads (`site_state`:
 * maintenance mode, the content revision), the keys they share (`site_keys`), the former addresses
 * of content (`content_redirects`), and what the content engine imported from the repository
 * (`content_seeds`). The published articles' and added pages' addresses are read here too, from the engine's tables.
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { db, type Transaction } from '../db/client';
import { contentRedirects, contentSeeds, siteKeys, siteState } from '../db/schema';
import { auditIn } from './accounts';
import type { AddedPageRow } from '@/lib/added-pages';

const THE_ROW = eq(siteState.id, 1);

/** The row of switches, with when and by whom maintenance mode was last switched. */
export async function siteStateRow() {
  const [row] = await db().select().from(siteState).where(THE_ROW);
  return row;
}

/** Switches maintenance mode, with the audit entry in the same transaction. */
export async function writeMaintenance(
  on: boolean,
  message: { readonly de: string; readonly en: string },
  actor: string,
): Promise<void> {
  await db().transaction(async (tx) => {
    await tx
      .update(siteState)
      .set({
        maintenance: on,
        messageDe: message.de.trim(),
        messageEn: message.en.trim(),
        changedAt: sql`now()`,
        changedBy: actor,
      })
      .where(THE_ROW);
    await auditIn(tx, on ? 'maintenance.on' : 'maintenance.off', { actor });
  });
}

/** How often content was published, restored or deleted. */
export async function contentRevision(): Promise<number> {
  const [row] = await db()
    .select({ revision: siteState.contentRevision })
    .from(siteState)
    .where(THE_ROW);
  return row?.revision ?? 0;
}

/** Moves the content revision: every instance reads the content again within a second. */
export async function moveContentRevision(tx: Pick<Transaction, 'update'> = db()): Promise<void> {
  await tx
    .update(siteState)
    .set({ contentRevision: sql`${siteState.contentRevision} + 1` })
    .where(THE_ROW);
}

/**
 * The published documents of the pages the owner added, from the content engine's table: those
 * with an address (a page of the registry has none).
 */
export async function publishedAddedPageRows(): Promise<AddedPageRow[]> {
  const { rows } = await db().execute<AddedPageRow>(
    sql`SELECT key, languages, address_de, address_en, indexable, navigation,
               label_de, label_en, title_de, title_en
        FROM pages
        WHERE _status = 'published' AND (address_de IS NOT NULL OR address_en IS NOT NULL)
        ORDER BY id`,
  );
  return rows;
}

/** The keys of the published pages, of the registry or the owner's, whose blocks show a form. */
export async function publishedFormPageKeys(): Promise<string[]> {
  const { rows } = await db().execute<{ key: string }>(
    sql`SELECT DISTINCT pages.key FROM pages
        JOIN pages_blocks_form AS form ON form._parent_id = pages.id
        WHERE pages._status = 'published'`,
  );
  return rows.map((row) => row.key);
}

/** Both languages' slugs of the published articles, from the content engine's table. */
export async function publishedArticleSlugs(): Promise<{ de: string; en: string }[]> {
  const { rows } = await db().execute<{ de: string; en: string }>(
    sql`SELECT slug_de AS de, slug_en AS en FROM articles WHERE _status = 'published'`,
  );
  return rows;
}

/** The stored redirects of renamed and deleted content, by former address. */
export function listRedirects() {
  return db().select().from(contentRedirects).orderBy(asc(contentRedirects.fromPath));
}

/**
 * Removes one, moving the content revision with it. `false` when it was not there (any more).
 */
export async function removeRedirect(fromPath: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const removed = await tx
      .delete(contentRedirects)
      .where(eq(contentRedirects.fromPath, fromPath))
      .returning({ fromPath: contentRedirects.fromPath });
    if (removed.length === 0) return false;
    await moveContentRevision(tx);
    return true;
  });
}

/** The shared key `name`, stored as `candidate` by whichever instance asks first. */
export async function sharedKey(name: string, candidate: string): Promise<string | undefined> {
  await db().insert(siteKeys).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db()
    .select({ value: siteKeys.value })
    .from(siteKeys)
    .where(eq(siteKeys.name, name));
  return row?.value;
}

/** The repository's documents imported into the content engine before, as `kind:key`. */
export async function importedSeeds(): Promise<Set<string>> {
  const rows = await db()
    .select({ kind: contentSeeds.kind, key: contentSeeds.key })
    .from(contentSeeds);
  return new Set(rows.map(({ kind, key }) => `${kind}:${key}`));
}

export async function markSeedImported(kind: string, key: string): Promise<void> {
  await db().insert(contentSeeds).values({ kind, key }).onConflictDoNothing();
}

/*
 * Statements the content engine runs in its own transaction (its connection, not `db()`), so that
 * they stand or fall with the publication or deletion they belong to (`src/cms/publications.ts`,
 * `src/cms/redirects.ts`).
 */
export const engineStatements = {
  /** The content revision, moved. */
  revisionMoved: (): SQL =>
    sql`UPDATE ${siteState} SET content_revision = ${siteState.contentRevision} + 1 WHERE ${THE_ROW}`,
  /** Every redirect that led to `from` leads to `to` (`null`: gone) instead. */
  retargetRedirects: (from: string, to: string | null): SQL =>
    sql`UPDATE ${contentRedirects} SET to_path = ${to} WHERE ${contentRedirects.toPath} = ${from}`,
  /** Sends `from` to `to` (`null`: gone), recorded as `by`'s doing. */
  storeRedirect: (from: string, to: string | null, by: string | null): SQL =>
    sql`INSERT INTO ${contentRedirects} (from_path, to_path, created_by) VALUES (${from}, ${to}, ${by})
        ON CONFLICT (from_path) DO UPDATE
          SET to_path = EXCLUDED.to_path, created_at = now(), created_by = EXCLUDED.created_by`,
  /** Removes the redirects from addresses that are a page again. */
  removeRedirectsFrom: (paths: readonly string[]): SQL =>
    sql`DELETE FROM ${contentRedirects} WHERE ${inArray(contentRedirects.fromPath, [...paths])}`,
};
