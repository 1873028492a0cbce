// Bundles the production HTTP server (src/server/http.ts) into dist/server.mjs.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/http.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
