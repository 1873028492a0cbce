// Bundles the production HTTP server (src/http-server.ts) into dist/server.mjs. The server code it
// shares with Next.js stays in the package `@site/core` (scripts/build-core.mjs).
import { bundle } from './lib/bundle.mjs';

await bundle('src/http-server.ts', 'dist/server.mjs', { core: 'package' });
