/**
 * A page whose HTML is a function of its URL alone (the ROI calculator's figures) is rendered per
 * request. The HTTP server keeps its recent responses, so a shared link or a campaign URL is served at the speed of a prerendered
 * page after its first visitor; a URL nobody asked for before is rendered as usual.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { locales } from '@/i18n/locales';
import { pathFor, type RouteKey } from '@/site/routes';

/**
 * Pages that read nothing but their URL: no database, no cookies, no clock. (The contact page
 * reads its URL too, but each visitor gets the time it was shown, signed, for its form.)
 */
const urlDeterminedPages: readonly RouteKey[] = ['roiCalculator'];

const cachedPaths = new Set(
  urlDeterminedPages.flatMap((key) => locales.map((locale) => pathFor(key, locale))),
);

/** Requests from the client-side router ask for a different representation of the page. */
const routerHeaders = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'];

/** Headers that belong to one connection or one moment, not to the stored page. */
const perResponseHeaders = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

interface Entry {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** The most recently used responses up to a total size; the oldest give way first. */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    if (entry.body.length > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest, { body }] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= body.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/**
 * The cache key of a request for a URL-determined page, or `undefined` when the response must be
 * rendered for this request alone. The key holds the accepted encodings, as the stored body is
 * compressed for them.
 */
export function pageCacheKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>) {
  if (req.method !== 'GET' || !req.url) return undefined;
  const path = req.url.split('?')[0] ?? '';
  if (!cachedPaths.has(path)) return undefined;
  if (routerHeaders.some((name) => req.headers[name] !== undefined)) return undefined;
  const encodings = String(req.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .replace(/\s+/g, '');
  return `${encodings} ${req.url}`;
}

/** Answers from the cache; `false` when there is nothing stored for the key. */
export function answerFromCache(cache: ResponseCache, key: string, res: ServerResponse): boolean {
  const entry = cache.get(key);
  if (!entry) return false;
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader('Content-Length', entry.body.length);
  res.setHeader('X-Page-Cache', 'hit');
  res.writeHead(entry.status);
  res.end(entry.body);
  return true;
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

/**
 * Records the response as it is sent (compressed) and stores it once it has
 * been sent completely: only a 200 that sets no cookie. `finish` may change the stored headers.
 */
export function recordInto(
  cache: ResponseCache,
  key: string,
  res: ServerResponse,
  finish: (headers: Record<string, string | string[]>, body: Buffer) => void = () => undefined,
): void {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(
        Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as Write;
  const end = res.end.bind(res) as End;
  res.setHeader('X-Page-Cache', 'miss');
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    return write(chunk, encoding, callback);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (typeof chunk !== 'function') keep(chunk, encoding);
    return end(chunk, encoding, callback);
  }) as ServerResponse['end'];
  res.once('finish', () => {
    if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || perResponseHeaders.has(name) || name === 'x-page-cache') continue;
      headers[name] = typeof value === 'number' ? String(value) : value;
    }
    const body = Buffer.concat(chunks);
    finish(headers, body);
    cache.set(key, { status: res.statusCode, headers, body });
  });
}
