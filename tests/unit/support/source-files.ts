import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The project's source folder. */
export const SRC = path.resolve(import.meta.dirname, '../../../src');

/** Every TypeScript file under `folder`, in subfolders too. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}
