import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Pool } from 'pg';
import { testPool } from './support/database';
import { startSite, type SiteServer } from './support/server';

/**
 * The published content is read once per content revision and held by the process
 * (src/next/content/snapshot.ts). Counted where it cannot be missed: in the database's own
 * statistics of the content engine's tables, which only reading content touches.
 */
test.describe('the published content, held in memory', () => {
  let dataDir: string;
  let site: SiteServer;
  let pool: Pool;

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-snapshot-'));
    site = await startSite(dataDir);
    pool = testPool(site.databaseUrl, 1);
  });

  test.afterAll(async () => {
    await pool?.end();
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * How often the content engine's tables have been read, once every server process has reported
   * its reads: a backend that reported less than a second before reports again within ten seconds
   * of going idle (PostgreSQL's `PGSTAT_IDLE_INTERVAL`), so the count must stay put for longer.
   */
  async function contentReads(): Promise<number> {
    const read = async () => {
      const { rows } = await pool.query<{ reads: string }>(
        `SELECT coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0) AS reads
           FROM pg_stat_user_tables
          WHERE relname ~ '^_?(pages|figures|heroes|articles|posts|media|company)'`,
      );
      return Number(rows[0]?.reads);
    };
    let last = await read();
    let since = Date.now();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const now = await read();
      if (now !== last) [last, since] = [now, Date.now()];
      else if (Date.now() - since > 11_000) return now;
    }
  }

  test('renders pages for each request without reading the content from the database again', async () => {
    test.setTimeout(120_000);
    const run = Math.random().toString(36).slice(2, 7);
    // Rendered for each request (a query never asked before), in both languages.
    const pages = (round: number) => [
      `/contact?subject=Flotte-${run}-${round}`,
      `/en/contact?subject=Fleet-${run}-${round}`,
      `/roi-calculator?tab=bank&financings=${4000 + round}`,
      `/en/roi-calculator?tab=fleet&fleetSize=${300 + round}`,
      `/embedded-insurance-strategy?ref=${run}${round}`,
      `/en/blog?ref=${run}${round}`,
    ];
    const render = async (round: number) => {
      for (const page of pages(round)) {
        const response = await fetch(`${site.baseUrl}${page}`);
        expect(response.status, page).toBe(200);
        await response.text();
      }
    };
    // The server looks at the content revision every second; the import at its start moves it.
    // Once it has stayed put for longer than that, the first renders of it read the content.
    const revision = async () =>
      (
        await pool.query<{ revision: string }>(
          'SELECT content_revision AS revision FROM site_state',
        )
      ).rows[0]?.revision;
    let settled = await revision();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const now = await revision();
      if (now === settled) break;
      settled = now;
    }
    await render(0);
    const before = await contentReads();
    await render(1);
    await render(2);
    expect(await contentReads()).toBe(before);
    expect(await revision()).toBe(settled);
  });
});
