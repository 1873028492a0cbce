// The scripts a page loads in a modern browser (`noModule` polyfills left out), with their gzip
// sizes read from a Next.js build. Used by the JavaScript budget test and by `npm run bench`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** `src` of every `<script>` under /_next/static that is not `noModule`, in document order. */
function scriptSources(html) {
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const source = /\ssrc="\/_next\/(static\/[^"]+\.js)"/.exec(tag)?.[1];
    if (source && !/\snomodule\b/i.test(tag) && !sources.includes(source)) sources.push(source);
  }
  return sources;
}

/** Each script of the page's HTML with its gzip size (level 6) from the build in `root/.next`. */
export function pageScripts(html, root) {
  return builtScripts(scriptSources(html), root);
}

/** Each of `sources` (`static/…js`) with its gzip size (level 6) from the build in `root/.next`. */
export function builtScripts(sources, root) {
  return sources.map((source) => {
    const code = readFileSync(path.join(root, '.next', source));
    return { source, code, bytes: gzipSync(code, { level: 6 }).length };
  });
}
