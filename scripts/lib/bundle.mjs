// Bundles one server-side entry point (the HTTP server, a command line) for Node 20, keeping
// npm packages external. What the entry imports dynamically becomes a chunk of its own, loaded
// only when used (the command line's restore loads the content engine).
import path from 'node:path';
import { build } from 'esbuild';

export function bundle(entry, outfile) {
  return build({
    entryPoints: { [path.basename(outfile, '.mjs')]: entry },
    outdir: path.dirname(outfile),
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}
