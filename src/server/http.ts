/**
 * The production HTTP server: sets the security headers, answers health checks, precompressed
 * build assets and cached URL-determined pages itself, redirects the raw request targets that
 * Next.js would alter before its proxy applies the URL rules, sets the status of the 404 page,
 * then hands over to Next.js, compressing its answers (docs/decisions/0001-custom-server.md).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import next from 'next';
import { clientOf, isTrusted } from '@/lib/client-address';
import { contentSecurityPolicy, inlineSources } from '@/lib/csp';
import { ALLOWED_METHODS, routedPath, screenRequest, type Refusal } from '@/lib/request-screen';
import { MAINTENANCE_RETRY_AFTER_SECONDS, maintenancePage } from '@/lib/maintenance-page';
import { loadArticlePaths } from './content/article-paths';
import { loadCompanyFacts, withPreviewFacts } from './content/company';
import { appPathOf, isPrivatePath, NOINDEX, resolveUrl, type UrlDecision } from '@/lib/url-rules';
import { siteUrl } from '@/site/config';
import { isContentApiPath } from '@/site/content-engine';
import { localeOfPath } from '@/site/routes';
import { pool } from './db/client';
import { startupFailure } from './db/errors';
import { databaseHealth } from './db/health';
import { env, type Env } from './env';
import {
  isStaffSession,
  readSession,
  sessionTokenFrom,
  type SessionState,
} from './backoffice/sessions';
import { maintenance } from './maintenance';
import { answerBackofficeGate } from './backoffice-gate';
import {
  answerFromCache,
  inDraftMode,
  pageCacheKey,
  publicCaching,
  recordInto,
  ResponseCache,
  watchContentRevision,
} from './page-cache';
import { loadBuiltPages, pagePolicy, storedPagePolicy } from './page-policies';
import { schedulerUrl } from './scheduler';
import { securityHeaders } from './security-headers';
import { startServices } from './startup';
import { answerNoScriptPixel, countPageView } from './statistics';
import { multipartBodyParses, routerStateParses } from './request-body';
import { answerStaticAsset, loadStaticAssets } from './static-assets';
import { answerMedia, mediaReader } from './media-store';

let settings: Env;
try {
  settings = env();
} catch (error) {
  console.error(startupFailure(error));
  process.exit(1);
}
const { dev, port, host } = settings;
const scheduler = schedulerUrl();
const policyOptions = {
  dev,
  https: siteUrl.startsWith('https:'),
  frameOrigins: scheduler ? [scheduler.origin] : [],
};
const headers = securityHeaders(policyOptions);
const builtPages = dev
  ? { pages: new Map(), stylesheets: [] }
  : loadBuiltPages(path.join(process.cwd(), '.next'));

const pageCache = new ResponseCache(64 * 1024 * 1024);

const staticAssets = loadStaticAssets(path.join(process.cwd(), '.next', 'static'));
const readMedia = mediaReader(settings);

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

/**
 * Request targets Next.js alters before its proxy sees them: repeated slashes or backslashes in
 * the path (which it would redirect on its own, with 308 and a second hop). For these alone the
 * server applies the URL rules to the raw target.
 */
function alteredByFramework(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path.includes('//') || path.includes('\\');
}

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

/** Changes the status Next.js is about to send (`adjust` may also set headers). */
function beforeHead(res: ServerResponse, adjust: (status: number) => number): void {
  const writeHead = res.writeHead.bind(res) as (
    status: number,
    ...rest: unknown[]
  ) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) =>
    writeHead(adjust(status), ...rest)) as ServerResponse['writeHead'];
}

/**
 * Paths that are no page are rendered by the 404 page, to which the proxy rewrites them. Next.js
 * can give a rendered page status 404 only through `notFound()`, and in production it sends such
 * a page's HTML empty (the content comes only with the scripts); so the 404 page is an ordinary
 * prerendered page, and its status, from the same URL rules, is set here as Next.js sends it.
 */
function markNotFound(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://site');
  const missing = appPathOf(url.pathname, url.searchParams)?.status;
  if (missing !== 404 && missing !== 410) return;
  beforeHead(res, (status) => {
    if (status !== 200 && status !== 404) return status;
    res.setHeader('Cache-Control', 'no-store');
    return missing;
  });
}

/**
 * Every answer of the back office and the private booking pages (pages, actions, downloads,
 * redirects to the sign-in) is kept out of caches and search engines, whatever the framework sends.
 */
function markPrivate(req: IncomingMessage, res: ServerResponse): void {
  if (!isPrivatePath((req.url ?? '/').split('?', 1)[0] ?? '/')) return;
  res.setHeader('X-Robots-Tag', NOINDEX);
  beforeHead(res, (status) => {
    res.setHeader('Cache-Control', 'no-store');
    return status;
  });
}

/**
 * Ranges and preconditions on the framework's files answer with a 500 when they do not apply
 * (`Range: bytes=abc`, an `If-Match` that fails): the site's files are small, so they are sent
 * whole. (`If-None-Match` stays: it gives the 304s.)
 */
const conditionalHeaders = ['range', 'if-range', 'if-match', 'if-unmodified-since'];

/** Headers only a trusted proxy may set: Next.js reads them for the origin of a form post. */
const proxyHeaders = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

/**
 * The client's address, for the rate limits and the sign-in throttling: the connection's peer, or
 * what the proxies listed in `TRUST_PROXY` recorded (src/lib/client-address.ts). It replaces the
 * `X-Forwarded-For` the request came with, as its only entry, which Next.js then keeps. A
 * client's own forwarding headers are dropped, and the host is compared in lower case.
 */
function resolveClient(req: IncomingMessage): void {
  if (!isTrusted(req.socket.remoteAddress ?? '', settings.trustProxy))
    for (const name of proxyHeaders) delete req.headers[name];
  if (req.headers.host) req.headers.host = req.headers.host.toLowerCase();
  const forwarded = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = clientOf(
    req.socket.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    settings.trustProxy,
  );
}

/** The session the request carries, as the back office would read it, changing nothing. */
function sessionOf(req: IncomingMessage): Promise<SessionState> {
  return readSession(sessionTokenFrom(req.headers.cookie), settings.sessionIdleSeconds * 1000, {
    peek: true,
  });
}

/** Whether the request carries the session of a signed-in account (who may look at the site). */
async function fromStaff(req: IncomingMessage): Promise<boolean> {
  return isStaffSession(await sessionOf(req));
}

/**
 * Maintenance mode: every public page answers 503 with `Retry-After` and the bilingual
 * maintenance page. The back office, the health check and the build's assets keep working, and
 * so does the site for a signed-in owner. A form sent meanwhile still reaches its action, which
 * refuses it politely with everything typed kept; without JavaScript that answer is a 503 too.
 * `true` when the request is answered.
 */
async function answerMaintenance(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
  if (path.startsWith('/backoffice') || path.startsWith('/_next/')) return false;
  const state = await maintenance();
  if (!state.on || (await fromStaff(req).catch(() => false))) return false;
  res.setHeader('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
  if (req.method === 'POST') {
    if (!req.headers['next-action'])
      beforeHead(res, () => {
        res.setHeader('Cache-Control', 'no-store');
        return 503;
      });
    return false;
  }
  const page = maintenancePage(localeOfPath(path).locale, state.message);
  res.writeHead(503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': contentSecurityPolicy(policyOptions, inlineSources(page)),
  });
  res.end(req.method === 'HEAD' ? undefined : page);
  return true;
}

/** For load balancers and uptime checks: 200 while a submission could be stored, 503 otherwise. */
async function answerHealth(res: ServerResponse): Promise<void> {
  const health = await databaseHealth(pool(), services.dataDir);
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

/**
 * Why the site refuses a request, before the framework sees it: its method, target, headers or
 * length (`screenRequest`), a router state Next.js would fail on, or a form body that does not
 * parse (the one body read here, never longer than the screen allows).
 */
async function refusalOf(req: IncomingMessage, redirected: boolean): Promise<Refusal | undefined> {
  const screened = screenRequest({
    method: req.method ?? '',
    url: req.url ?? '',
    headers: req.headers,
    redirected,
  });
  if (screened) return screened;
  if (!routerStateParses(req.headers['next-router-state-tree']))
    return { status: 400, reason: 'Bad Router State' };
  // A redirected post gets its redirect, without its body being read. The content engine's API
  // reads its own forms, after the back office's gate: an image upload is not held before.
  if (
    req.method === 'POST' &&
    !redirected &&
    !isContentApiPath(routedPath(req.url ?? '/')) &&
    !(await multipartBodyParses(req))
  )
    return { status: 400, reason: 'Bad Request Body' };
  return undefined;
}

/** A refused request gets its 4xx at once, and the connection closes after it. */
async function answerRefused(
  req: IncomingMessage,
  res: ServerResponse,
  redirected: boolean,
): Promise<boolean> {
  const refusal = await refusalOf(req, redirected);
  if (!refusal) return false;
  res.writeHead(refusal.status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...(refusal.status === 405 ? { Allow: ALLOWED_METHODS } : {}),
  });
  res.end(`${refusal.reason}\n`);
  return true;
}

async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  for (const [name, value] of headers) res.setHeader(name, value);
  resolveClient(req);
  // A post is redirected here, before the framework (whose proxy would read its body first).
  const decision: UrlDecision =
    alteredByFramework(req.url ?? '/') || req.method === 'POST' ? decide(req) : { kind: 'pass' };
  if (await answerRefused(req, res, decision.kind === 'redirect')) return;
  for (const name of conditionalHeaders) delete req.headers[name];
  if (req.url === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
    await answerHealth(res);
    return;
  }
  if (decision.robots) res.setHeader('X-Robots-Tag', decision.robots);
  if (decision.kind === 'redirect') {
    res.writeHead(decision.status, {
      Location: decision.location,
      'Cache-Control': 'public, max-age=3600',
      'Content-Length': '0',
      // The body of a redirected post is not read: the connection ends with the answer.
      ...(req.method === 'POST' && { Connection: 'close' }),
    });
    res.end();
    return;
  }
  if (answerStaticAsset(staticAssets, req, res)) return;
  if (await answerMedia(readMedia, req, res)) return;
  if (answerNoScriptPixel(req, res)) return;
  countPageView(req, res);
  if (await answerMaintenance(req, res)) return;
  if (await answerBackofficeGate(req, res, () => sessionOf(req))) return;
  markNotFound(req, res);
  markPrivate(req, res);
  const cacheKey = pageCacheKey(req);
  if (cacheKey && answerFromCache(pageCache, cacheKey, req, res)) return;
  const { nonce, setPolicy } = pagePolicy(req, res, policyOptions, builtPages);
  beforeHead(res, (status) => {
    setPolicy(status);
    if (cacheKey) publicCaching(res, status);
    return status;
  });
  if (cacheKey)
    recordInto(pageCache, cacheKey, res, (stored, body) => {
      // A prerendered page's policy names its code by hash already; a rendered page's names the
      // nonce it was rendered with, which must not be sent twice.
      if (!String(stored['content-security-policy'] ?? '').includes(`'nonce-${nonce}'`)) return;
      stored['content-security-policy'] = storedPagePolicy(
        policyOptions,
        builtPages,
        body,
        res.getHeader('content-encoding')?.toString(),
        nonce,
      );
    });
  try {
    await new Promise<void>((resolve) => compress(req, res, resolve));
    // A preview shows the drafts, the company facts' included.
    if (inDraftMode(req) && (await fromStaff(req))) await withPreviewFacts(() => handle(req, res));
    else await handle(req, res);
  } catch (error) {
    // Private links carry their token in the path: it stays out of the log.
    const logged = (req.url ?? '').replace(
      /\/(booking|calendar|backoffice\/setup)\/[^/?]+/,
      '/$1/…',
    );
    console.error('Request failed', req.method, logged, error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Internal Server Error');
    }
  }
}

const services = await startServices();
const stopWatchingContent = await watchContentRevision(pageCache, async () => {
  await Promise.all([loadArticlePaths(), loadCompanyFacts()]);
});

await app.prepare();
const server = createServer(
  // A client that sends its headers, or its request, too slowly is answered 408 and let go.
  { headersTimeout: 10_000, requestTimeout: 60_000, connectionsCheckingInterval: 2_000 },
  (req, res) => {
    onRequest(req, res).catch((error: unknown) => {
      console.error('Request failed before the framework', req.method, error);
      if (res.headersSent) res.destroy();
      else {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
        res.end('Internal Server Error');
      }
    });
  },
);
// Node.js hands a CONNECT and a protocol upgrade (WebSocket, h2c) to events of their own, not to
// the request handler: the site is no proxy and speaks HTTP/1.1 alone.
server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
});
server.on('upgrade', (_req: IncomingMessage, socket: Duplex) => {
  socket.end(
    'HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\nContent-Length: 22\r\nConnection: close\r\n\r\nUpgrade not supported\n',
  );
});
server.listen(port, host, () => {
  const where = host ? (host.includes(':') ? `[${host}]` : host) : 'localhost';
  console.log(`Site ready on http://${where}:${port} (canonical ${siteUrl})`);
});

function shutdown(): void {
  stopWatchingContent();
  server.close(() => void services.stop().then(() => process.exit(0)));
  setTimeout(() => void services.stop().then(() => process.exit(0)), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
