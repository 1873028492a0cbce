/**
 * The content revision counts the content engine's publications, restorations and deletions
 * (`src/cms/publications.ts` moves it inside the engine's transaction). Every instance reads it
 * every second and empties its page cache when it has moved (`src/server/page-cache.ts`).
 */
import { pool } from '../db/client';

export async function contentRevision(): Promise<number> {
  const { rows } = await pool().query<{ revision: string }>(
    'SELECT content_revision AS revision FROM site_state WHERE id = 1',
  );
  return Number(rows[0]?.revision ?? 0);
}
