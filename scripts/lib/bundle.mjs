// Bundles one server-side entry point (the HTTP server, a command line) for Node 20, keeping
// npm packages external. What the entry imports dynamically becomes a chunk of its own, loaded
// only when used (the command line's restore loads the content engine).
//
// `core: 'package'` (the HTTP server) imports `@site/core/*` from the built package, the modules
// Next.js loads too; `core: 'source'` (a command line, a process of its own) bundles them from
// src/server.
import path from 'node:path';
import { build } from 'esbuild';

const coreFromSource = {
  name: 'core-from-source',
  setup(build) {
    build.onResolve({ filter: /^@site\/core\// }, (args) =>
      build.resolve(`./${args.path.slice('@site/core/'.length)}`, {
        kind: args.kind,
        resolveDir: path.resolve('src/server'),
      }),
    );
  },
};

export function bundle(entry, outfile, { core, write = true }) {
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
    plugins: core === 'source' ? [coreFromSource] : [],
    metafile: true,
    write,
    logLevel: 'warning',
  });
}
