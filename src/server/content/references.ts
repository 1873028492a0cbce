/**
 * What the copy's references read (`src/content/references.ts`): the published figures' values and
 * the back office's settings (the call's length, the reminders), loaded into the process's one
 * copy (`publishedReferences`) at start and whenever the content revision moves, before the page
 * cache moves on. Until the engine holds them, and while the database is away, the values last
 * loaded stay; a figure without published values reads the repository's.
 */
import { sql } from 'drizzle-orm';
import type { FigureValues } from '@/content/figures';
import { publishedReferences } from '@site/core/published';
import { db } from '../db/client';
import { databaseErrorCode, UNDEFINED_TABLE } from '../db/errors';
import { currentAvailability } from '../leads/availability';

export async function loadReferences(): Promise<void> {
  const availability = await currentAvailability();
  publishedReferences.settings = {
    callMinutes: availability.slotMinutes,
    reminderHours: [availability.reminders.first, availability.reminders.second],
  };
  try {
    // The engine's table, which the site's schema does not declare.
    const { rows } = await db().execute<{ key: string; reference: { values?: FigureValues } }>(
      sql`SELECT key, reference FROM figures WHERE _status = 'published' AND reference IS NOT NULL`,
    );
    publishedReferences.figures = new Map(
      rows.flatMap(({ key, reference }) => (reference.values ? [[key, reference.values]] : [])),
    );
  } catch (error) {
    if (databaseErrorCode(error) !== UNDEFINED_TABLE) throw error;
  }
}
