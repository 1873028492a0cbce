// Writes tests/e2e/data/page-text.json: the text of every sitemap page of a running site, as the
// page-text browser test compares it (tests/e2e/support/page-text.ts).
//   node scripts/page-text-snapshot.mjs http://127.0.0.1:3000 [SITE_URL]
import { writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const [baseUrl, siteUrl = 'http://localhost:3000'] = process.argv.slice(2);
if (!baseUrl) {
  console.error('Usage: node scripts/page-text-snapshot.mjs BASE_URL [SITE_URL]');
  process.exit(2);
}
const { pageText, sitemapPaths } = await tsImport(
  './tests/e2e/support/page-text.ts',
  import.meta.url.replace(/scripts\/[^/]+$/, ''),
);
const snapshot = {};
for (const path of (await sitemapPaths(baseUrl, siteUrl)).sort())
  snapshot[path] = pageText(await (await fetch(`${baseUrl}${path}`)).text());
writeFileSync('tests/e2e/data/page-text.json', `${JSON.stringify(snapshot, null, 1)}\n`);
console.log(`Wrote the text of ${Object.keys(snapshot).length} pages.`);
