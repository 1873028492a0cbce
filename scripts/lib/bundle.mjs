// Bundles one server-side entry point (the HTTP server, a command line) for Node 20, keeping
// npm packages external. What the entry imports dynamically becomes a chunk of its own, loaded
// only when used (the command line's restore loads the content engine).
//
// `core: 'package'` (the HTTP server) imports `@site/core/*` from the built package, the modules
// Next.js loads too; `core: 'source'` (a command line, a process of its own) bundles them from
// src/server.
import path from 'node:path';

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

/** How every server-side bundle is made: ES modules for Node 20, shared code in chunks. */
export const NODE_BUNDLE = {
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  metafile: true,
  logLevel: 'warning',
};

export async function bundle(entry, outfile, { core, write = true }) {
  const { build } = await import('esbuild');
  return build({
    ...NODE_BUNDLE,
    entryPoints: { [path.basename(outfile, '.mjs')]: entry },
    outdir: path.dirname(outfile),
    plugins: core === 'source' ? [coreFromSource] : [],
    write,
  });
}
