/**
 * The build's part in each page's Content-Security-Policy (docs/decisions/0003-content-security-policy.md):
 * the hashes of the inline code of the prerendered pages and of the stylesheets, read once at
 * start, and the policy a page keeps in the page cache.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { contentSecurityPolicy, hashSource, inlineSources, type InlineSources } from '@/lib/csp';
import type { BuiltPages, PolicySource } from '@/lib/request-plan';

/** How the page cache's bodies are compressed (`compression`: brotli, gzip or deflate). */
const UNPACK = new Map<string, (body: Buffer) => Buffer>([
  ['br', brotliDecompressSync],
  ['gzip', gunzipSync],
  ['deflate', inflateSync],
]);

function filesIn(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith(extension),
  );
}

/** Reads the build in `nextDir` (`.next`) once, at start. */
export function loadBuiltPages(nextDir: string): BuiltPages {
  const appDir = path.join(nextDir, 'server', 'app');
  const staticDir = path.join(nextDir, 'static');
  const pages = new Map<string, InlineSources>();
  for (const file of filesIn(appDir, '.html')) {
    const appPath = `/${file.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(appPath, inlineSources(readFileSync(path.join(appDir, file), 'utf8')));
  }
  const stylesheets = filesIn(staticDir, '.css').map((file) =>
    hashSource(readFileSync(path.join(staticDir, file), 'utf8')),
  );
  return { pages, stylesheets };
}

/**
 * The policy of a page kept by the page cache: the nonce it was rendered with must not be sent
 * twice, so the stored page names its inline code by hash instead. Only the scripts and styles
 * that carry that nonce are named, which Next.js rendered for the page (with the built HTML's, if
 * the page at `appPath` was prerendered): anything else inline in the body was blocked when the
 * page was first sent, and stays blocked.
 */
export function storedPagePolicy(
  { options, built, nonce }: PolicySource,
  appPath: string,
  body: Buffer,
  encoding: string | undefined,
): string {
  const unpack = encoding === undefined ? undefined : UNPACK.get(encoding);
  const html = unpack ? unpack(body) : body;
  const rendered = inlineSources(html.toString('utf8'), nonce);
  const prerendered = built.pages.get(appPath);
  return contentSecurityPolicy(options, {
    scripts: [...(prerendered?.scripts ?? []), ...rendered.scripts],
    styles: [...(prerendered?.styles ?? []), ...rendered.styles, ...built.stylesheets],
    styleAttributes: prerendered?.styleAttributes ?? [],
  });
}
