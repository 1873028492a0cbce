import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import { MIGRATIONS_DIR, migrationFiles } from '@/server/db/migrate';

function latestSnapshot(): DrizzleSnapshotJSON {
  const meta = path.join(MIGRATIONS_DIR, 'meta');
  const last = readdirSync(meta)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()
    .at(-1);
  if (!last) throw new Error('no snapshot in migrations/meta');
  return JSON.parse(readFileSync(path.join(meta, last), 'utf8')) as DrizzleSnapshotJSON;
}

describe('the schema and the committed migrations', () => {
  it('agree: generating a migration from schema.ts yields no statement', async () => {
    const statements = await generateMigration(latestSnapshot(), generateDrizzleJson(schema));
    expect(statements).toEqual([]);
  });

  it('has a SQL file for every journal entry and no SQL file outside the journal', () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual([...migrationFiles()].sort());
    expect(migrationFiles()[0]).toBe('0000_baseline.sql');
  });
});
