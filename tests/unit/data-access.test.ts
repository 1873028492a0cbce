import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sourceFiles } from './support/source-files';

/**
 * The data layer's own plumbing, which talks to `pg` directly: the pool, the migrations and their
 * runner, the embedded server's first start (before the site's database exists), the health
 * check's one connection, and the pool the content engine is handed.
 */
const PLUMBING = [
  'server/db/client.ts',
  'server/db/migrate.ts',
  'server/db/embedded.ts',
  'server/db/postgres-process.ts',
  'server/db/health.ts',
  'cms/database.ts',
];

/** Queries sent as SQL strings: `pool().query(…)`, `client.query<…>(…)`, raw fragments. */
const SQL_STRING = /\.query\s*(?:<[^>]*>)?\s*\(|\bsql\.raw\s*\(|from 'pg'/;

const offenders = (files: readonly string[]) =>
  files
    .map((file) => path.relative(SRC, file))
    .filter((file) => !PLUMBING.includes(file) && file !== 'server/db/schema.ts')
    .filter((file) => SQL_STRING.test(readFileSync(path.join(SRC, file), 'utf8')));

describe('the way to the data', () => {
  it('goes through Drizzle everywhere but the data layer’s plumbing: no SQL string is sent', () => {
    expect(offenders(sourceFiles(SRC))).toEqual([]);
  });

  it('would see a query sent as a string', () => {
    expect(SQL_STRING.test("await pool().query('SELECT 1')")).toBe(true);
    expect(SQL_STRING.test('await client.query<{ n: number }>(`SELECT count(*)`)')).toBe(true);
    expect(SQL_STRING.test("sql.raw('DROP TABLE x')")).toBe(true);
    expect(SQL_STRING.test("import type { PoolClient } from 'pg';")).toBe(true);
    expect(SQL_STRING.test('String(req.query?.draft)')).toBe(false);
    expect(SQL_STRING.test('await db().select().from(enquiries)')).toBe(false);
  });
});
