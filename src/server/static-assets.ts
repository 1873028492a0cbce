/**
 * The build's hashed scripts and stylesheets (`/_next/static/…`), compressed once at build time by
 * `scripts/precompress.mjs` (brotli 11, a seventh smaller than gzip 6, and gzip 9), are answered
 * from memory without compressing them again for every visitor. A client that accepts neither
 * encoding gets the plain file from Next.js.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Negotiator from 'negotiator';
import { NOINDEX } from '@/lib/url-rules';

const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
};

type Encoding = 'br' | 'gzip';

interface Asset {
  readonly type: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/** The precompressed assets under `staticDir` (the build's `.next/static`), by URL path. */
export function loadStaticAssets(staticDir: string): ReadonlyMap<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(staticDir)) return assets;
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    const type = contentTypes[path.extname(entry.name)];
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !type || !existsSync(`${file}.br`) || !existsSync(`${file}.gz`))
      continue;
    const urlPath = `/_next/static/${path.relative(staticDir, file).split(path.sep).join('/')}`;
    assets.set(urlPath, {
      type,
      br: readFileSync(`${file}.br`),
      gzip: readFileSync(`${file}.gz`),
    });
  }
  return assets;
}

const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

/**
 * Brotli or gzip, as an `Accept-Encoding` header allows and prefers (`negotiator`); brotli when
 * the client likes both as well. None: the request is left to Next.js.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const chosen = new Negotiator({
    headers: { 'accept-encoding': acceptEncoding ?? '' },
  }).encoding([...ENCODINGS], { preferred: [...ENCODINGS] });
  return ENCODINGS.find((encoding) => encoding === chosen);
}

/** Answers a request for a precompressed asset; `false` leaves the request to Next.js. */
export function answerStaticAsset(
  assets: ReadonlyMap<string, Asset>,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const asset = assets.get(req.url?.split('?')[0] ?? '');
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (!asset || !encoding) return false;
  const body = asset[encoding];
  res.writeHead(200, {
    'Content-Type': asset.type,
    'Content-Encoding': encoding,
    'Content-Length': body.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    // Build files are never pages (the URL rules mark all of `/_next/` so).
    'X-Robots-Tag': NOINDEX,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
