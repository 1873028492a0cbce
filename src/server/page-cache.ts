/**
 * Public pages are rendered per request from the content the owner published
 * (`src/next/content/pages.ts`), and from their URL. The HTTP server keeps its recent responses
 * and answers the next visitor of the same URL from memory, until content is published again:
 * every instance empties its cache when the content revision moves (`watchContentRevision`), and
 * a response rendered while it moved is not kept. Pages for one visitor alone are never kept.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PUBLIC_PAGE_CACHING } from '@/lib/request-plan';
import { contentRevision } from './stores/site';
import { logDatabaseError } from './db/errors';

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
  /** Moves each time the cache is emptied; a response begun before keeps out of it. */
  private emptied = 0;
  /** While the content cannot be read, pages may show content as last read: none is kept. */
  paused = false;

  constructor(private readonly maxBytes: number) {}

  get generation(): number {
    return this.emptied;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.emptied += 1;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: Entry): void {
    if (this.paused || entry.body.length > this.maxBytes / 8) return;
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

/** Answers from the cache; `false` when there is nothing stored for the key. */
export function answerFromCache(
  cache: ResponseCache,
  key: string,
  req: Pick<IncomingMessage, 'headers'>,
  res: ServerResponse,
): boolean {
  const entry = cache.get(key);
  if (!entry) return false;
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader('X-Page-Cache', 'hit');
  if (req.headers['if-none-match'] === entry.headers.etag) {
    for (const name of ['content-encoding', 'content-type', 'content-security-policy'])
      res.removeHeader(name);
    res.writeHead(304);
    res.end();
    return true;
  }
  res.setHeader('Content-Length', entry.body.length);
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
  const generation = cache.generation;
  res.once('finish', () => {
    if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return;
    if (cache.generation !== generation) return;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || perResponseHeaders.has(name) || name === 'x-page-cache') continue;
      headers[name] = typeof value === 'number' ? String(value) : value;
    }
    const body = Buffer.concat(chunks);
    headers['cache-control'] = PUBLIC_PAGE_CACHING;
    headers.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    finish(headers, body);
    cache.set(key, { status: res.statusCode, headers, body });
  });
}

/**
 * Empties `cache` whenever the content revision moves (read every `intervalMs`), after `refresh`
 * has read what every render needs of the new content (the articles' paths, the company facts);
 * answers a stop function once the first check is done. While the revision cannot be read, the
 * cache answers with what it holds and keeps nothing new (pages rendered meanwhile may show
 * content as last read); once it can be read again, the cache starts afresh. The log says so once.
 */
export async function watchContentRevision(
  cache: ResponseCache,
  refresh: (revision: number) => Promise<void> = async () => undefined,
  intervalMs = 1000,
): Promise<() => void> {
  let last: number | undefined;
  const check = async () => {
    try {
      const revision = await contentRevision();
      if (cache.paused || revision !== last) await refresh(revision);
      if (cache.paused || (last !== undefined && revision !== last)) cache.clear();
      cache.paused = false;
      last = revision;
    } catch (error) {
      if (!cache.paused)
        logDatabaseError('Reading the content revision (the page cache keeps nothing new)', error);
      cache.paused = true;
    }
  };
  // One check at a time: a slow one must not land its older content after a newer one's.
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= check().finally(() => {
      running = undefined;
    });
    return running;
  };
  await tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
