// Bundles the production HTTP server (src/server/http.ts) into dist/server.mjs.
import { bundle } from './lib/bundle.mjs';

await bundle('src/server/http.ts', 'dist/server.mjs');
