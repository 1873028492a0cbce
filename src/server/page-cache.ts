/**
 * Public pages are rendered per request from the content the owner published
 * (`src/next/content/pages.ts`), and from their URL. The HTTP server keeps its recent responses
 * and answers the next visitor of the same URL from memory. When content is published (the
 * content revision moves, `watchContentRevision`), the pages visitors come back to still answer
 * with the former content while each is rendered again in the background
 * (`src/server/page-renewal.ts`), for `staleForMs` at most; the rest is forgotten. A response
 * rendered while the revision moved is not kept. Pages for one visitor alone are never kept.
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

/** A response, the generation of content it was rendered from, how often it answered. */
interface Stored extends Entry {
  generation: number;
  hits: number;
}

/** The most recently used responses up to a total size; the oldest give way first. */
export class ResponseCache {
  private readonly entries = new Map<string, Stored>();
  private bytes = 0;
  /** Moves with each publication; a response begun before keeps out of the cache. */
  private current = 0;
  private movedAt = 0;
  /** While the content cannot be read, pages may show content as last read: none is kept. */
  paused = false;

  constructor(
    private readonly maxBytes: number,
    /** How long after a publication a response of the former content may still answer. */
    private readonly staleForMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  get generation(): number {
    return this.current;
  }

  /**
   * Content was published. The pages (HTML, no query) that answered visitors again since they were
   * kept answer as they are until renewed (`staleForMs` at most); the rest is forgotten, and
   * rendered for its next visitor.
   */
  moveOn(): void {
    for (const [key, entry] of this.entries)
      if (
        entry.hits === 0 ||
        key.includes('?') ||
        !String(entry.headers['content-type'] ?? '').startsWith('text/html')
      )
        this.delete(key);
    this.current += 1;
    this.movedAt = this.now();
  }

  /** Forgets every response (the content could not be read for a while). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.moveOn();
  }

  /** The response kept for `key`, and whether it is of the current content. */
  get(key: string): (Entry & { fresh: boolean }) | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const fresh = entry.generation === this.current;
    if (!fresh && this.now() - this.movedAt > this.staleForMs) {
      this.delete(key);
      return undefined;
    }
    entry.hits += 1;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { ...entry, fresh };
  }

  /** Keeps `entry`, rendered from content of `generation` (the current one unless given). */
  set(key: string, entry: Entry, generation = this.current): void {
    if (this.paused || generation !== this.current || entry.body.length > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, { ...entry, generation, hits: 0 });
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

  /** Whether the response kept for `key` is of former content. */
  isStale(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.generation !== this.current;
  }

  /** The keys whose response is of former content, the most recently used first. */
  staleKeys(): string[] {
    const keys: string[] = [];
    for (const [key, entry] of this.entries) if (entry.generation !== this.current) keys.push(key);
    return keys.reverse();
  }

  /** Forgets the response for `key` if it is of former content. */
  dropStale(key: string): void {
    if (this.isStale(key)) this.delete(key);
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/**
 * Answers from the cache: `false` when there is nothing stored for the key, `'stale'` when the
 * answer was of former content (its page is to be rendered again), `true` otherwise.
 */
export function answerFromCache(
  cache: ResponseCache,
  key: string,
  req: Pick<IncomingMessage, 'headers'>,
  res: ServerResponse,
): boolean | 'stale' {
  const entry = cache.get(key);
  if (!entry) return false;
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader('X-Page-Cache', entry.fresh ? 'hit' : 'stale');
  if (req.headers['if-none-match'] === entry.headers.etag) {
    for (const name of ['content-encoding', 'content-type', 'content-security-policy'])
      res.removeHeader(name);
    res.writeHead(304);
    res.end();
  } else {
    res.setHeader('Content-Length', entry.body.length);
    res.writeHead(entry.status);
    res.end(entry.body);
  }
  return entry.fresh || 'stale';
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
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || perResponseHeaders.has(name) || name === 'x-page-cache') continue;
      headers[name] = typeof value === 'number' ? String(value) : value;
    }
    const body = Buffer.concat(chunks);
    headers['cache-control'] = PUBLIC_PAGE_CACHING;
    headers.etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    finish(headers, body);
    cache.set(key, { status: res.statusCode, headers, body }, generation);
  });
}

/**
 * Moves `cache` on whenever the content revision moves (read every `intervalMs`), after `refresh`
 * has read what every render needs of the new content (the articles' paths, the company facts),
 * and then calls `moved`; answers a stop function once the first check is done. While the
 * revision cannot be read, the cache answers with what it holds and keeps nothing new (pages
 * rendered meanwhile may show content as last read); once it can be read again, the cache starts
 * afresh. The log says so once.
 */
export async function watchContentRevision(
  cache: ResponseCache,
  refresh: (revision: number) => Promise<void> = async () => undefined,
  moved: () => void = () => undefined,
  intervalMs = 1000,
): Promise<() => void> {
  let last: number | undefined;
  const check = async () => {
    try {
      const revision = await contentRevision();
      if (cache.paused || revision !== last) await refresh(revision);
      if (cache.paused) cache.clear();
      else if (last !== undefined && revision !== last) {
        cache.moveOn();
        moved();
      }
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
