import { describe, expect, it } from 'vitest';
import { startEmbeddedDatabase } from '@/server/db/embedded';
import { freshEmbeddedDatabase } from './embedded-db';
import { storageSuite } from './storage-suite';

freshEmbeddedDatabase();

describe('storage on the embedded database (PGlite)', () => {
  storageSuite();

  it('refuses to open a data directory that is already open', async () => {
    await expect(startEmbeddedDatabase()).rejects.toThrow(/in use by process/);
  });
});
