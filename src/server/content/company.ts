/**
 * The company facts as published (`src/cms/collections/company.ts`), loaded into the process's
 * one copy (`setCompanyFacts`, `src/site/company.ts`) at start and whenever the content revision
 * moves, before the page cache is emptied. Until the engine holds them, and while the database is
 * away, the facts last loaded stay.
 */
import { setCompanyFacts, type EditableCompanyFacts } from '@/site/company';
import { pool } from '../db/client';
import { databaseErrorCode, UNDEFINED_TABLE } from '../db/errors';

export async function loadCompanyFacts(): Promise<void> {
  try {
    const { rows } = await pool().query<{ facts: EditableCompanyFacts | null }>(
      `SELECT facts FROM company WHERE _status = 'published' AND facts IS NOT NULL LIMIT 1`,
    );
    if (rows[0]?.facts) setCompanyFacts(rows[0].facts);
  } catch (error) {
    if (databaseErrorCode(error) !== UNDEFINED_TABLE) throw error;
  }
}
