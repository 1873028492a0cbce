// Bundles one server-side entry point (the HTTP server, a command line) for Node 20, keeping
// npm packages external.
import { build } from 'esbuild';

export function bundle(entry, outfile) {
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}
