/**
 * The former addresses of articles and of the pages the owner added keep working
 * (`src/lib/redirects.ts`). When such a document is published under another address than it was
 * last published under, in either language, the old address is sent to the new one; when one that
 * was ever published is deleted, its addresses go to the replacement chosen on it, or answer 410.
 * Written in the engine's transaction, with the publication that moves the content revision
 * (`./publications.ts`), so every instance reads them with the change.
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
import { languagesOf, type PageLanguages } from '@/lib/added-pages';
import { articlePaths, isRouteKey, pathFor, publicPathOf } from '@/site/routes';
import { engineStatements } from '@site/core/stores/site';
import { inEngineTransaction } from './publications';

type Paths = Partial<Record<Locale, string>>;

/** A document's two addresses as stored (a slug or a path), and the languages it is shown in. */
type StoredAddress = {
  readonly key: string | null;
  readonly de: string | null;
  readonly en: string | null;
  readonly languages: PageLanguages | null;
};

/** A collection whose documents have addresses: its table and how they become public paths. */
interface Addressed {
  /** The engine's table (its versions are `_<table>_v`). */
  readonly table: 'articles' | 'pages';
  /** Its address columns, and the column of its languages if it has one. */
  readonly columns: { readonly de: string; readonly en: string; readonly languages?: string };
  /** The public paths of stored addresses, in the languages shown. */
  readonly publicPaths: (address: StoredAddress) => Paths;
  /** A document's addresses as the engine hands it to a hook. */
  readonly addressOf: (doc: Record<string, unknown>) => StoredAddress;
}

/** A bilingual group's two texts in a document. */
function pair(value: unknown): { de: string | null; en: string | null } {
  const { de, en } = (value ?? {}) as { de?: unknown; en?: unknown };
  return { de: typeof de === 'string' ? de : null, en: typeof en === 'string' ? en : null };
}

const articles: Addressed = {
  table: 'articles',
  columns: { de: 'slug_de', en: 'slug_en' },
  publicPaths: ({ de, en }) => {
    if (!de || !en) return {};
    const paths = articlePaths({ de, en });
    return { de: publicPathOf(paths.de, 'de'), en: publicPathOf(paths.en, 'en') };
  },
  addressOf: (doc) => ({ key: null, ...pair(doc.slug), languages: null }),
};

const addedPages: Addressed = {
  table: 'pages',
  columns: { de: 'address_de', en: 'address_en', languages: 'languages' },
  // A page of the registry (a deleted page's replacement) is where the registry says.
  publicPaths: (address) =>
    address.key && isRouteKey(address.key)
      ? { de: pathFor(address.key, 'de'), en: pathFor(address.key, 'en') }
      : Object.fromEntries(
          languagesOf(address.languages).flatMap((locale) => {
            const path = address[locale];
            return path ? [[locale, publicPathOf(path, locale)]] : [];
          }),
        ),
  addressOf: (doc) => ({
    key: typeof doc.key === 'string' ? doc.key : null,
    ...pair(doc.address),
    languages: (doc.languages as PageLanguages | null | undefined) ?? null,
  }),
};

/** `de`, `en` and `languages` of a row of the table or of its versions (`version_` columns). */
function addressColumns({ columns }: Addressed, prefix: '' | 'version_') {
  const column = (name: string) => sql.identifier(`${prefix}${name}`);
  const languages = columns.languages ? column(columns.languages) : sql`NULL`;
  return sql`${column('key')} AS key, ${column(columns.de)} AS de, ${column(columns.en)} AS en,
             ${languages} AS languages`;
}

/**
 * Sends `from` to `to` (`null`: gone), and every redirect that led to `from` along with it, so
 * that each stays one hop.
 */
async function redirect(req: PayloadRequest, from: string, to: string | null): Promise<void> {
  const by = req.user?.email ?? null;
  await inEngineTransaction(req, engineStatements.retargetRedirects(from, to));
  await inEngineTransaction(req, engineStatements.storeRedirect(from, to, by));
}

/** The addresses of a published document (by id), as visitors reach it now. */
async function publishedPaths(of: Addressed, req: PayloadRequest, id: number | string) {
  const [row] = await inEngineTransaction<StoredAddress>(
    req,
    sql`SELECT ${addressColumns(of, '')} FROM ${sql.identifier(of.table)}
        WHERE id = ${id} AND _status = 'published'`,
  );
  return row ? of.publicPaths(row) : undefined;
}

/**
 * The addresses the document was last published under, whether it is published now or was
 * withdrawn since: its latest published version's.
 */
async function lastPublishedPaths(of: Addressed, req: PayloadRequest, id: number | string) {
  const [row] = await inEngineTransaction<StoredAddress>(
    req,
    sql`SELECT ${addressColumns(of, 'version_')} FROM ${sql.identifier(`_${of.table}_v`)}
        WHERE parent_id = ${id} AND version__status = 'published'
        ORDER BY updated_at DESC, id DESC LIMIT 1`,
  );
  return row ? of.publicPaths(row) : undefined;
}

const remembered = (id: number | string) => `lastPublishedPaths:${id}`;

/** A page of the registry: its addresses are the code's, never moved by the engine. */
const inRegistry = (doc: Record<string, unknown> | undefined) =>
  typeof doc?.key === 'string' && isRouteKey(doc.key);

/** The hooks that keep a collection's former addresses working. */
function keepingAddresses(of: Addressed) {
  /** Remembers the addresses last published before a change, for `redirectRenamed`. */
  const rememberPublishedPaths: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
    if (originalDoc?.id !== undefined && !inRegistry(originalDoc))
      req.context[remembered(originalDoc.id)] = await lastPublishedPaths(of, req, originalDoc.id);
    return data;
  };

  /**
   * After a publication: a former address goes to the new one (to the other language's, for a
   * language the document is no longer shown in); the new ones redirect nowhere.
   */
  const redirectRenamed: CollectionAfterChangeHook = async ({ doc, req }) => {
    if (doc._status !== 'published' || inRegistry(doc)) return doc;
    const now = of.publicPaths(of.addressOf(doc));
    const current = Object.values(now);
    if (current.length === 0) return doc;
    await inEngineTransaction(req, engineStatements.removeRedirectsFrom(current));
    const before = req.context[remembered(doc.id)] as Paths | undefined;
    for (const locale of locales) {
      const from = before?.[locale];
      const to = now[locale] ?? current[0] ?? null;
      if (from && from !== to && !current.includes(from)) await redirect(req, from, to);
    }
    return doc;
  };

  /**
   * Before a deletion: the addresses last published, and the replacement the latest version names
   * (a choice saved as a draft counts), while the versions are still there.
   */
  const rememberBeforeDeleting: CollectionBeforeDeleteHook = async ({ id, req }) => {
    const [latest] = await inEngineTransaction<{ replacement: number | null }>(
      req,
      sql`SELECT version_replacement_id AS replacement FROM ${sql.identifier(`_${of.table}_v`)}
          WHERE parent_id = ${id} ORDER BY updated_at DESC, id DESC LIMIT 1`,
    );
    req.context[remembered(id)] = {
      paths: await lastPublishedPaths(of, req, id),
      replacement: latest?.replacement ?? undefined,
    };
  };

  /** After a deletion: the addresses it was last published under go to the replacement, or are gone. */
  const redirectDeleted: CollectionAfterDeleteHook = async ({ id, doc, req }) => {
    const { paths, replacement } = (req.context[remembered(id)] ?? {}) as {
      paths?: Paths;
      replacement?: number;
    };
    if (!paths) return doc;
    const target =
      replacement === undefined ? undefined : await publishedPaths(of, req, replacement);
    const fallback = target && Object.values(target)[0];
    for (const locale of locales) {
      const from = paths[locale];
      if (from) await redirect(req, from, target?.[locale] ?? fallback ?? null);
    }
    return doc;
  };

  return {
    beforeChange: [rememberPublishedPaths],
    afterChange: [redirectRenamed],
    beforeDelete: [rememberBeforeDeleting],
    afterDelete: [redirectDeleted],
  };
}

/** The hooks of the articles' addresses (`/blog/<slug>`). */
export const articleAddresses = keepingAddresses(articles);

/** The hooks of the addresses of the pages the owner added. */
export const addedPageAddresses = keepingAddresses(addedPages);
