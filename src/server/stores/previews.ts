/**
 * The live preview's drafts: what the editor's form holds of a page while an account types, one
 * row per session and page (`live_previews`), so that whichever instance renders the session's
 * preview shows it. Nobody else reads them; they go with the session.
 */
import { and, eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { livePreviews } from '../db/schema';

/**
 * Keeps the form's values of a page for a session's preview, replacing the ones before; `false`
 * when the content engine holds no page of that key (so a session keeps a row per page at most).
 */
export async function keepLivePreview(
  sessionId: string,
  pageKey: string,
  data: Record<string, unknown>,
): Promise<boolean> {
  const kept = await db().execute(
    sql`INSERT INTO ${livePreviews} (session_id, page_key, data)
        SELECT ${sessionId}, ${pageKey}, ${JSON.stringify(data)}::jsonb
        WHERE EXISTS (SELECT 1 FROM pages WHERE key = ${pageKey})
        ON CONFLICT (session_id, page_key)
        DO UPDATE SET data = excluded.data, updated_at = now()`,
  );
  return (kept.rowCount ?? 0) > 0;
}

/** The form's values of a page last sent by a session, with when. */
export async function livePreviewOf(
  sessionId: string,
  pageKey: string,
): Promise<{ readonly data: unknown; readonly updatedAt: Date } | undefined> {
  const [row] = await db()
    .select({ data: livePreviews.data, updatedAt: livePreviews.updatedAt })
    .from(livePreviews)
    .where(and(eq(livePreviews.sessionId, sessionId), eq(livePreviews.pageKey, pageKey)));
  return row;
}
