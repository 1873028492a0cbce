/**
 * The production HTTP server: applies the URL rules to the raw request (before Next.js
 * rewrites repeated slashes on its own), sets the security headers, answers precompressed build
 * assets and cached URL-determined pages itself, then hands over to Next.js, compressing its
 * answers (docs/decisions/0001-custom-server.md).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import next from 'next';
import { resolveUrl, type UrlDecision } from '@/lib/url-rules';
import { normaliseSiteUrl } from '@/site/config';
import { NOT_FOUND_HEADER } from '@/site/internal-paths';
import { pool } from './db/client';
import { startupFailure } from './db/errors';
import { databaseHealth } from './db/health';
import { openDatabase, type OpenDatabase } from './db/open';
import { answerFromCache, pageCacheKey, recordInto, ResponseCache } from './page-cache';
import { startMailWorker } from './mail/worker';
import { schedulerUrl } from './scheduler';
import { securityHeaders } from './security-headers';
import { answerStaticAsset, loadStaticAssets } from './static-assets';

const dev = process.env.NODE_ENV === 'development';
const port = Number(process.env.PORT || 3000);
const siteUrl = normaliseSiteUrl(process.env.SITE_URL);
const scheduler = schedulerUrl();
const headers = securityHeaders({
  dev,
  https: siteUrl.startsWith('https:'),
  frameOrigins: scheduler ? [scheduler.origin] : [],
});

const pageCache = new ResponseCache(32 * 1024 * 1024);

const staticAssets = loadStaticAssets(path.join(process.cwd(), '.next', 'static'));

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
/**
 * Pages and data are compressed as they are sent (Next.js's own compression is off): brotli
 * where the browser takes it, a third smaller than gzip on our pages, else gzip. Streamed pages
 * are flushed chunk by chunk. (`compression` works on plain Node requests; its types name Express's.)
 */
const compress = compression({
  brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
}) as unknown as Middleware;

const app = next({ dev, port, dir: process.cwd() });
const handle = app.getRequestHandler();

function decide(req: IncomingMessage): UrlDecision {
  try {
    return resolveUrl({
      method: req.method ?? 'GET',
      host: req.headers.host,
      url: req.url ?? '/',
      siteUrl,
    });
  } catch (error) {
    console.error('URL rules failed for a request; passing it on unchanged', error);
    return { kind: 'pass' };
  }
}

/** Answers with 404 when the proxy has rewritten the request to the 404 page. */
function answerNotFoundWith404(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (
    status: number,
    ...rest: unknown[]
  ) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (res.hasHeader(NOT_FOUND_HEADER)) {
      res.removeHeader(NOT_FOUND_HEADER);
      res.setHeader('Cache-Control', 'no-store');
      return writeHead(status === 200 ? 404 : status, ...rest);
    }
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}

/**
 * The client's address for rate limits: the socket's peer, or with `TRUST_PROXY=1` (one reverse
 * proxy in front) the last `X-Forwarded-For` entry, the one that proxy appended; earlier entries
 * come from the client and could be anything. A client's own `X-Client-Address` is replaced.
 */
function markClientAddress(req: IncomingMessage): void {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .at(-1)
    ?.trim();
  const address =
    process.env.TRUST_PROXY === '1' && forwarded ? forwarded : req.socket.remoteAddress;
  req.headers['x-client-address'] = address ?? 'unknown';
}

/** For load balancers and uptime checks: 200 while a submission could be stored, 503 otherwise. */
async function answerHealth(res: ServerResponse): Promise<void> {
  const health = await databaseHealth(pool(), database.dataDir);
  res.writeHead(health.ok ? 200 : 503, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
  res.end(
    JSON.stringify(
      health.ok
        ? { status: 'ok', database: true }
        : { status: 'unavailable', database: false, problem: health.problem },
    ),
  );
}

async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  for (const [name, value] of headers) res.setHeader(name, value);
  if (req.url === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
    await answerHealth(res);
    return;
  }
  markClientAddress(req);
  answerNotFoundWith404(res);
  const decision = decide(req);
  if (decision.robots) res.setHeader('X-Robots-Tag', decision.robots);
  if (decision.kind === 'redirect') {
    res.writeHead(decision.status, {
      Location: decision.location,
      'Cache-Control': 'public, max-age=3600',
      'Content-Length': '0',
    });
    res.end();
    return;
  }
  if (answerStaticAsset(staticAssets, req, res)) return;
  const cacheKey = pageCacheKey(req);
  if (cacheKey && answerFromCache(pageCache, cacheKey, res)) return;
  if (cacheKey) recordInto(pageCache, cacheKey, res);
  try {
    await new Promise<void>((resolve) => compress(req, res, resolve));
    await handle(req, res);
  } catch (error) {
    console.error('Request failed', req.method, req.url, error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Internal Server Error');
    }
  }
}

// Files the server creates (the embedded database, its password) are readable by its user only.
process.umask(0o077);

let database: OpenDatabase;
try {
  database = await openDatabase();
} catch (error) {
  console.error(startupFailure(error));
  process.exit(1);
}
console.log(
  database.dataDir
    ? `Using the embedded database in ${database.dataDir} (set DATABASE_URL for your own PostgreSQL).`
    : 'Using the PostgreSQL server in DATABASE_URL.',
);
if (database.appliedMigrations.length)
  console.log(`Applied migrations: ${database.appliedMigrations.join(', ')}`);
database.embedded?.onCrash((code) => {
  console.error(
    `The embedded database stopped unexpectedly (exit code ${code}); the site stops so that it can be restarted.`,
  );
  process.exit(1);
});
const stopMailWorker = startMailWorker();

await app.prepare();
const server = createServer((req, res) => void onRequest(req, res));
server.listen(port, () => {
  console.log(`Site ready on http://localhost:${port} (canonical ${siteUrl})`);
});

let closing: Promise<void> | undefined;
function closeDatabase(): Promise<void> {
  stopMailWorker();
  closing ??= database
    .close()
    .catch((error: unknown) =>
      console.error(`Stopping the database failed: ${startupFailure(error)}`),
    );
  return closing;
}

function shutdown(): void {
  server.close(() => void closeDatabase().then(() => process.exit(0)));
  setTimeout(() => void closeDatabase().then(() => process.exit(0)), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
