import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sourceFiles } from './support/source-files';

/**
 * The stores, one per family of tables (`src/server/stores`): outside them and the data layer
 * itself (`src/server/db`), no file touches a table of the schema.
 */
const STORES = 'server/stores/';
const DATA_LAYER = 'server/db/';

/** An import of the schema, whatever it names (tables, or their row types). */
const IMPORTS_SCHEMA = /from '(?:@\/server\/db|(?:\.\.?\/)+(?:server\/)?db)\/schema'/;

const importers = () =>
  sourceFiles(SRC)
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .filter((file) => IMPORTS_SCHEMA.test(readFileSync(path.join(SRC, file), 'utf8')));

describe('the stores', () => {
  it('are the only files outside the data layer that import the schema’s tables', () => {
    const outside = importers().filter(
      (file) => !file.startsWith(STORES) && !file.startsWith(DATA_LAYER),
    );
    expect(outside).toEqual([]);
  });

  it('would see an import of the schema from anywhere', () => {
    for (const line of [
      "import { staff } from '../db/schema';",
      "import { pageViews } from './db/schema';",
      "import type { StaffRow } from '@/server/db/schema';",
      "import { siteState } from '../../server/db/schema';",
    ])
      expect(IMPORTS_SCHEMA.test(line), line).toBe(true);
    expect(IMPORTS_SCHEMA.test("import { staff } from '../stores/accounts';")).toBe(false);
  });
});
