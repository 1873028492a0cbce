/**
 * What visitors see changes when content is published, restored or deleted, never when a draft is
 * saved. Each such change is written to the audit log (who, what) and moves the content revision,
 * inside the engine's own transaction, so that both stand or fall with the change and no instance
 * empties its page cache before the change can be read (`contentRevision` in `src/server/stores/site.ts`).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import { sql } from 'drizzle-orm';
import {
  APIError,
  type CollectionAfterOperationHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
} from 'payload';
import type { AuditAction } from '@/lib/audit-filter';
import { auditStatement } from '@site/core/stores/accounts';
import { engineStatements } from '@site/core/stores/site';

type ContentAction = Extract<AuditAction, `content.${string}`>;

/**
 * Runs a statement in the engine's transaction of the request (or on its own without one), and
 * answers its rows.
 */
export async function inEngineTransaction<Row extends Record<string, unknown>>(
  req: PayloadRequest,
  statement: ReturnType<typeof sql>,
): Promise<Row[]> {
  const adapter = req.payload.db as unknown as PostgresAdapter;
  const session = req.transactionID ? adapter.sessions[await req.transactionID] : undefined;
  const result = await (session?.db ?? adapter.drizzle).execute(statement);
  return result.rows as Row[];
}

/** Every instance renders its pages anew once the request's transaction commits. */
export async function moveContentRevision(req: PayloadRequest): Promise<void> {
  await inEngineTransaction(req, engineStatements.revisionMoved());
}

async function record(req: PayloadRequest, action: ContentAction, subject: string): Promise<void> {
  await moveContentRevision(req);
  await inEngineTransaction(
    req,
    auditStatement(action, { ...(req.user?.email && { actor: req.user.email }), subject }),
  );
}

interface Published {
  readonly _status?: string | null;
}

/**
 * The hook of a collection with drafts: `subject` names a document in the log (`pages:home`).
 * The repository's import (`context.import`) is not the owner's doing and is not logged.
 */
export function recordPublications<T extends Published>(
  subject: (doc: T) => string,
): CollectionAfterOperationHook {
  return async ({ args, operation, result, req }) => {
    if (req.context.import) return result;
    const docs = (value: unknown): T[] =>
      value && typeof value === 'object' && 'docs' in value ? (value.docs as T[]) : [value as T];
    const published = (doc: T) => doc._status === 'published';
    if (operation === 'restoreVersion') {
      for (const doc of docs(result).filter(published))
        await record(req, 'content.restored', subject(doc));
    } else if (operation === 'create' || operation === 'update' || operation === 'updateByID') {
      for (const doc of docs(result).filter(published))
        await record(req, 'content.published', subject(doc));
      // "Unpublish" writes the status draft to the document itself, not to a draft version.
      if (unpublishes(args))
        for (const doc of docs(result).filter((doc) => !published(doc)))
          await record(req, 'content.unpublished', subject(doc));
    } else if (operation === 'delete' || operation === 'deleteByID') {
      for (const doc of docs(result)) await record(req, 'content.deleted', subject(doc));
    }
    return result;
  };
}

/** Whether an update's arguments withdraw a publication rather than save a draft. */
function unpublishes(args: unknown): boolean {
  const { data, draft } = (args ?? {}) as { data?: Published; draft?: boolean };
  return data?._status === 'draft' && draft !== true;
}

/** A refusal the editor shows as it is; its name is kept, as the engine's answer needs one. */
class StaysPublished extends APIError {
  constructor(message: string) {
    super(message, 409, undefined, true);
    this.name = 'StaysPublished';
  }
}

/**
 * The hook of a collection whose documents the site needs published (pages, figures, heroes, the
 * company facts): the editor's "unpublish" is refused, with a message in the editor's language.
 * Saving a draft of such a document stays possible; its published version stays what visitors see.
 */
export const refuseUnpublishing: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  // Anything but a draft's save that sets the status to draft writes it to the published row.
  const unpublishing =
    operation === 'update' &&
    data._status === 'draft' &&
    req.payloadAPI === 'REST' &&
    String(req.query?.draft) !== 'true';
  if (unpublishing)
    throw new StaysPublished(
      req.i18n.language === 'en'
        ? 'This content stays published: change it and publish the change instead.'
        : 'Diese Inhalte bleiben veröffentlicht: Ändern Sie sie und veröffentlichen Sie die Änderung.',
    );
  return data;
};
