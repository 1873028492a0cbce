/**
 * The content revision counts the content engine's publications, restorations and deletions
 * (`src/cms/publications.ts` moves it inside the engine's transaction). Every instance reads it
 * every second and empties its page cache when it has moved (`src/server/page-cache.ts`).
 */
import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { siteState } from '../db/schema';

export async function contentRevision(): Promise<number> {
  const [row] = await db()
    .select({ revision: siteState.contentRevision })
    .from(siteState)
    .where(eq(siteState.id, 1));
  return row?.revision ?? 0;
}
