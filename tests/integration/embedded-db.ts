import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { pool } from '@/server/db/client';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '@/server/db/embedded';
import { migrate } from '@/server/db/migrate';

/** A fresh, migrated embedded database in a temporary directory for the tests of one file. */
export function freshEmbeddedDatabase(): void {
  let dataDir: string;
  let embedded: EmbeddedDatabase;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-storage-'));
    process.env.DATA_DIR = dataDir;
    embedded = await startEmbeddedDatabase();
    process.env.DATABASE_URL = embedded.url;
    await migrate(pool());
  });
  afterAll(async () => {
    await pool().end();
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
