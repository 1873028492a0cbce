// Compresses the build's hashed assets once, so the server sends them without compressing each time:
// `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each script and stylesheet
// in .next/static. Run by `npm run build`; src/server/static-assets.ts serves them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const staticDir = path.resolve(import.meta.dirname, '..', '.next', 'static');
const compressible = new Set(['.js', '.css', '.svg']);
let count = 0;

for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`Compressed ${count} static assets (brotli and gzip).`);
