/**
 * The back office's list of changes: the latest publications of every kind of content, who made
 * them (from the audit log), the publications scheduled, and a publication beside the one before.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import {
  contentKinds,
  isContentKind,
  versionDiff,
  type ContentKind,
  type DiffRow,
  type Publication,
} from '@/lib/content-diff';
import { auditSince } from '@site/core/stores/accounts';

/** How many publications the list shows. */
const SHOWN = 40;

interface Versioned {
  readonly key?: string | null;
  readonly name?: string | null;
  readonly title?: string | { readonly de: string } | null;
  readonly _status?: string | null;
}

/** The audit log's name of a document (`src/cms/publications.ts`). */
const subjectOf = (kind: ContentKind, doc: Versioned) =>
  kind === 'company' ? 'company' : `${kind}:${doc.key ?? ''}`;

const titleOf = (doc: Versioned) =>
  doc.name || (typeof doc.title === 'string' ? doc.title : doc.title?.de) || doc.key || '–';

/** The newest publications of every kind, newest first. */
export async function recentPublications(shown = SHOWN): Promise<Publication[]> {
  const payload = await getPayload({ config });
  const found = await Promise.all(
    contentKinds.map(async (kind) => {
      const { docs } = await payload.findVersions({
        collection: kind,
        where: { 'version._status': { equals: 'published' } },
        sort: '-updatedAt',
        limit: shown,
        depth: 0,
        overrideAccess: true,
      });
      return docs.map((version) => ({
        kind,
        versionId: String(version.id),
        doc: version.version as Versioned,
        at: new Date(version.updatedAt),
      }));
    }),
  );
  const newest = found
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, shown);
  const oldest = newest.at(-1)?.at;
  const entries = oldest
    ? await auditSince(
        ['content.published', 'content.restored'],
        new Date(oldest.getTime() - 60_000),
      )
    : [];
  return newest.map(({ kind, versionId, doc, at }) => {
    // The entry is written in the same transaction as the version: within moments of it.
    const entry = entries.find(
      (each) =>
        each.subject === subjectOf(kind, doc) &&
        Math.abs(each.at.getTime() - at.getTime()) < 10_000,
    );
    return { kind, versionId, title: titleOf(doc), at, by: entry?.actor ?? undefined };
  });
}

export interface Scheduled {
  readonly kind: string;
  readonly id: string;
  readonly publish: boolean;
  readonly at: Date;
  /** It ran and failed (the publication broke the site's rules): nothing changed. */
  readonly failed: boolean;
}

/** Publications and withdrawals waiting for their time, and those that failed, soonest first. */
export async function scheduledPublications(): Promise<Scheduled[]> {
  const payload = await getPayload({ config });
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }],
    },
    sort: 'waitUntil',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  });
  return docs.flatMap((job) => {
    const input = job.input as
      { doc?: { relationTo?: string; value?: string | number }; type?: string } | undefined;
    if (!input?.doc?.relationTo || job.waitUntil == null) return [];
    return [
      {
        kind: input.doc.relationTo,
        id: String(input.doc.value),
        publish: input.type !== 'unpublish',
        at: new Date(job.waitUntil),
        failed: Boolean(job.hasError),
      },
    ];
  });
}

/** The titles of documents, by kind and id, for the scheduled list. */
export async function titlesOf(items: readonly Scheduled[]): Promise<Map<string, string>> {
  const payload = await getPayload({ config });
  const titles = new Map<string, string>();
  for (const item of items) {
    if (!isContentKind(item.kind) || titles.has(`${item.kind}:${item.id}`)) continue;
    const doc = await payload
      .findByID({ collection: item.kind, id: item.id, draft: true, depth: 0, overrideAccess: true })
      .catch(() => undefined);
    titles.set(`${item.kind}:${item.id}`, doc ? titleOf(doc as Versioned) : item.id);
  }
  return titles;
}

export interface Comparison {
  readonly kind: ContentKind;
  readonly title: string;
  readonly at: Date;
  /** When the version before it was published; absent for a first publication. */
  readonly previousAt?: Date;
  readonly rows: DiffRow[];
}

/** A publication beside the publication before it, of the same document. */
export async function comparison(
  kind: ContentKind,
  versionId: string,
): Promise<Comparison | undefined> {
  if (!/^\d+$/.test(versionId)) return undefined;
  const payload = await getPayload({ config });
  const version = await payload
    .findVersionByID({ collection: kind, id: versionId, depth: 0, overrideAccess: true })
    .catch(() => undefined);
  if (!version || (version.version as Versioned)._status !== 'published') return undefined;
  const {
    docs: [previous],
  } = await payload.findVersions({
    collection: kind,
    where: {
      and: [
        { parent: { equals: version.parent } },
        { 'version._status': { equals: 'published' } },
        { updatedAt: { less_than: version.updatedAt } },
      ],
    },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  return {
    kind,
    title: titleOf(version.version as Versioned),
    at: new Date(version.updatedAt),
    previousAt: previous ? new Date(previous.updatedAt) : undefined,
    rows: versionDiff(previous?.version, version.version),
  };
}
