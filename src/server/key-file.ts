import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in a file of `DATA_DIR` when no environment variable gives it: read when the file
 * exists; else, with `create`, written as 32 random bytes in base64 (mode 0600, in a folder of mode
 * 0700) and read back, so that two processes starting at once agree on one. `undefined` when the
 * file does not exist and `create` is false.
 */
export function secretFile(file: string, create: boolean): string | undefined {
  const read = () => readFileSync(file, 'utf8').trim();
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!create) return undefined;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made it first: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}
