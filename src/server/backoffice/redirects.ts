import { asc, eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { contentRedirects } from '../db/schema';

/** The stored redirects of renamed and deleted content, by former address. */
export function listRedirects() {
  return db().select().from(contentRedirects).orderBy(asc(contentRedirects.fromPath));
}

/**
 * Removes one; the content revision moves, so every instance forgets it within a second. `false`
 * when it was not there (any more).
 */
export async function removeRedirect(fromPath: string): Promise<boolean> {
  return db().transaction(async (tx) => {
    const removed = await tx
      .delete(contentRedirects)
      .where(eq(contentRedirects.fromPath, fromPath))
      .returning({ fromPath: contentRedirects.fromPath });
    if (removed.length === 0) return false;
    await tx.execute(sql`UPDATE site_state SET content_revision = content_revision + 1`);
    return true;
  });
}
