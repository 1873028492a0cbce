/**
 * The company facts as published (`src/cms/collections/company.ts`), loaded into the process's
 * one copy (`setCompanyFacts`, `src/site/company.ts`) at start and whenever the content revision
 * moves, before the page cache moves on. Until the engine holds them, and while the database is
 * away, the facts last loaded stay. A preview's request runs with the latest draft instead.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { providePreviewFacts } from '@site/core/published';
import {
  company,
  setCompanyFacts,
  type CompanyFacts,
  type EditableCompanyFacts,
} from '@/site/company';
import { db } from '../db/client';
import { databaseErrorCode, logDatabaseError, UNDEFINED_TABLE } from '../db/errors';

export async function loadCompanyFacts(): Promise<void> {
  try {
    // The engine's table, which the site's schema does not declare.
    const { rows } = await db().execute<{ facts: EditableCompanyFacts | null }>(
      sql`SELECT facts FROM company WHERE _status = 'published' AND facts IS NOT NULL LIMIT 1`,
    );
    if (rows[0]?.facts) setCompanyFacts(rows[0].facts);
  } catch (error) {
    if (databaseErrorCode(error) !== UNDEFINED_TABLE) throw error;
  }
}

const preview = new AsyncLocalStorage<CompanyFacts>();
providePreviewFacts(preview);

/** The facts' latest version, if it is a draft not yet published. */
async function draftFacts(): Promise<EditableCompanyFacts | undefined> {
  const { rows } = await db().execute<{ facts: EditableCompanyFacts | null }>(
    sql`SELECT version_facts AS facts FROM _company_v
      WHERE latest AND version__status = 'draft' AND version_facts IS NOT NULL
      ORDER BY updated_at DESC LIMIT 1`,
  );
  return rows[0]?.facts ?? undefined;
}

/**
 * Runs `render` for a preview (the owner's request in draft mode) with the latest draft of the
 * facts, which no other request sees; without a draft, or if it cannot be read, with the
 * published facts.
 */
export async function withPreviewFacts<T>(render: () => Promise<T>): Promise<T> {
  const draft = await draftFacts().catch((error: unknown) => {
    logDatabaseError('Reading the draft of the company facts', error);
    return undefined;
  });
  if (!draft) return render();
  return preview.run({ ...company, ...draft }, render);
}
