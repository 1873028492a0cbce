// What makes up the package `@site/core` (scripts/build-core.mjs): one module per file of
// src/server but the command lines (src/server/cli, entries of their own).
import fs from 'node:fs';
import path from 'node:path';
import { NODE_BUNDLE } from './bundle.mjs';

export const CORE_PACKAGE_DIR = path.resolve('node_modules/@site/core');

/** The modules, by their path in src/server without the extension. */
export function coreModules() {
  return fs
    .readdirSync('src/server', { recursive: true })
    .filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts') && !file.startsWith('cli/'))
    .map((file) => file.slice(0, -3).split(path.sep).join('/'))
    .sort();
}

/**
 * How esbuild builds them: each an entry of its own, what several share in chunks (so each file's
 * code is in one output file), npm packages and `@site/core/*` itself left to Node.
 */
export function coreBuildOptions(outdir, modules = coreModules()) {
  return {
    entryPoints: modules.map((name) => ({ in: `src/server/${name}.ts`, out: name })),
    outdir,
    ...NODE_BUNDLE,
  };
}
