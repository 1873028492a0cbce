/**
 * The Content-Security-Policy of each page (docs/decisions/0003-content-security-policy.md).
 * Prerendered pages are served as built, so their policy lists the hashes of the inline scripts
 * and styles in their HTML, read once at start. Every other page is rendered for its request with
 * a nonce that Next.js takes from the request's own policy header and puts on its scripts.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  contentSecurityPolicy,
  hashSource,
  inlineSources,
  type InlineSources,
  type PolicyOptions,
} from '@/lib/csp';
import { isContentEnginePath } from '@/site/content-engine';

/** What the build holds that a page's policy must name. */
export interface BuiltPages {
  /** The inline code of each prerendered page, by its path in the app (`/de/about`). */
  readonly pages: ReadonlyMap<string, InlineSources>;
  /** Hashes of the stylesheets, which Next.js inlines into every page, and client navigation too. */
  readonly stylesheets: readonly string[];
}

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

/** Framework headers that tell the world how the page was made; they never leave the server. */
function isFrameworkHeader(name: string): boolean {
  return name.startsWith('x-nextjs-') || name.startsWith('x-middleware-');
}

/**
 * Gives the request a fresh nonce for Next.js to use if it renders the page, and returns it with
 * what to do as the head is written: a prerendered page gets the hashes of its built HTML, a
 * rendered one the nonce. A 304 keeps the policy the browser stored with the page. Other answers
 * keep the policy that allows no inline code.
 */
export function pagePolicy(
  req: IncomingMessage,
  res: ServerResponse,
  options: PolicyOptions,
  built: BuiltPages,
): { readonly nonce: string; readonly setPolicy: (status: number) => void } {
  const nonce = randomBytes(18).toString('base64');
  const withNonce = contentSecurityPolicy(options, {
    nonce,
    styles: built.stylesheets,
    anyInlineStyle: isContentEnginePath((req.url ?? '/').split('?', 1)[0] ?? '/'),
  });
  req.headers['content-security-policy'] = withNonce;
  const setPolicy = (status: number) => {
    const prerendered = res.hasHeader('x-nextjs-prerender');
    const rewrite = res.getHeader('x-middleware-rewrite');
    for (const name of res.getHeaderNames()) if (isFrameworkHeader(name)) res.removeHeader(name);
    if (options.dev) return;
    if (status === 304) {
      res.removeHeader('Content-Security-Policy');
      return;
    }
    if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return;
    if (!prerendered) {
      res.setHeader('Content-Security-Policy', withNonce);
      return;
    }
    const appPath = (typeof rewrite === 'string' ? rewrite : (req.url ?? '/')).split('?', 1)[0];
    // Outside the public pages, Next.js answers unknown paths with its own prerendered 404.
    const page =
      built.pages.get(appPath ?? '') ??
      (status === 404 ? built.pages.get('/_not-found') : undefined);
    if (!page) console.error(`No built page for ${appPath}: its inline code is not allowed`);
    res.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy(options, {
        ...page,
        styles: [...(page?.styles ?? []), ...built.stylesheets],
      }),
    );
  };
  return { nonce, setPolicy };
}

/**
 * The policy of a rendered page kept by the page cache: the nonce it was rendered with must not
 * be sent twice, so the stored page names its inline code by hash instead. Only the scripts and
 * styles that carry that nonce are named, which Next.js rendered for the page: anything else
 * inline in the body was blocked when the page was first sent, and stays blocked.
 */
export function storedPagePolicy(
  options: PolicyOptions,
  built: BuiltPages,
  body: Buffer,
  encoding: string | undefined,
  nonce: string,
): string {
  const html =
    encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  const page = inlineSources(html.toString('utf8'), nonce);
  return contentSecurityPolicy(options, {
    ...page,
    styles: [...page.styles, ...built.stylesheets],
  });
}
