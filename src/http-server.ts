/**
 * The production HTTP server (docs/decisions/0001-custom-server.md). Each request is decided
 * before the framework renders anything (src/lib/request-plan.ts): refused, the health check, a
 * redirect of the URL rules, a file answered here, the maintenance page, the back office's gate,
 * the page cache. Only then does Next.js render, with one step that applies the plan as the head
 * is written and compresses the body (src/server/finish-page.ts).
 */
import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import next from 'next';
import { resolveClient } from '@/lib/client-address';
import { arrive, inDraftMode, planPage } from '@/lib/request-plan';
import { siteUrl } from '@/site/config';
import {
  answerFailure,
  answerHealth,
  answerStarting,
  answerMaintenance,
  answerRedirect,
  answerRefused,
  refuseTunnels,
} from '@site/core/answers';
import { answerBackofficeGate } from '@site/core/backoffice-gate';
import { isStaffSession, readSession, sessionTokenFrom } from '@site/core/backoffice/sessions';
import { loadAddresses } from '@site/core/content/addresses';
import { loadCompanyFacts, withPreviewFacts } from '@site/core/content/company';
import { loadReferences } from '@site/core/content/references';
import { startupFailure } from '@site/core/db/errors';
import { env, type Env } from '@site/core/env';
import { finishPage } from '@site/core/finish-page';
import { MAINTENANCE_OFF, maintenance } from '@site/core/maintenance';
import { answerMedia, mediaReader } from '@site/core/media-store';
import { answerFromCache, ResponseCache, watchContentRevision } from '@site/core/page-cache';
import { pageRenewal } from '@site/core/page-renewal';
import { publishedRevision } from '@site/core/published';
import { loadBuiltPages } from '@site/core/page-policies';
import { unreadable } from '@site/core/request-body';
import { schedulerUrl } from '@site/core/scheduler';
import { securityHeaders } from '@site/core/security-headers';
import { startServices } from '@site/core/startup';
import { answerNoScriptPixel, countPageView } from '@site/core/statistics';
import { answerVitalsBeacon } from '@site/core/web-vitals';
import { answerStaticAsset, loadStaticAssets } from '@site/core/static-assets';
import { answerBusyUpload } from '@site/core/image-uploads';

let settings: Env;
try {
  settings = env();
} catch (error) {
  console.error(startupFailure(error));
  process.exit(1);
}
const { dev, port, host } = settings;
const https = siteUrl.startsWith('https:');
const options = {
  dev,
  https,
  /** The scheduler's frame: read for each page, as the published company facts name it now. */
  get frameOrigins() {
    const scheduler = schedulerUrl();
    return scheduler ? [scheduler.origin] : [];
  },
};
// What is no page frames nothing.
const headers = securityHeaders({ dev, https });
const buildDir = path.join(process.cwd(), '.next');
const site = {
  options,
  built: dev ? { pages: new Map(), stylesheets: [] } : loadBuiltPages(buildDir),
  cache: new ResponseCache(64 * 1024 * 1024),
};
const staticAssets = loadStaticAssets(path.join(buildDir, 'static'));
const readMedia = mediaReader(settings);
const app = next({ dev, port, dir: process.cwd() });
const handle = app.getRequestHandler();

/**
 * Ranges and preconditions on the framework's files answer with a 500 when they do not apply
 * (`Range: bytes=abc`, an `If-Match` that fails): the site's files are small, so they are sent
 * whole. (`If-None-Match` stays: it gives the 304s.)
 */
const conditionalHeaders = ['range', 'if-range', 'if-match', 'if-unmodified-since'];

/** The session the request carries, as the back office would read it, changing nothing. */
function sessionOf(req: IncomingMessage) {
  return readSession(sessionTokenFrom(req.headers.cookie), settings.sessionIdleSeconds * 1000, {
    peek: true,
  });
}

/** Whether a signed-in account sent the request, asked only where that changes the page. */
async function fromStaff(req: IncomingMessage, maintenanceOn: boolean): Promise<boolean> {
  if (!maintenanceOn && !inDraftMode(req)) return false;
  return isStaffSession(await sessionOf(req).catch(() => ({ state: 'none' as const })));
}

/**
 * Until the content engine has started (its tables made, the repository's content imported), the
 * site is starting: the health check answers 503 and every other request waits. The framework
 * starts its instrumentation, and with it the engine (src/instrumentation.ts), at its first
 * request; the server sends that request to itself, marked with a key no one else knows. With the
 * same key it asks itself for the pages it renews after a publication (src/server/page-renewal.ts).
 */
const START_HEADER = 'x-site-start';
const RENEW_HEADER = 'x-site-renew';
const ownKey = randomBytes(18).toString('base64url');
let starting = true;
let markStarted = () => {};
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});
let address: AddressInfo | undefined;
/** Visitors' requests in flight, which the renewal of pages lets go first. */
let visitors = 0;
const renewal = pageRenewal(
  site.cache,
  async (key) => {
    if (!address) return;
    // The cache's key: the accepted encodings, then the path.
    const space = key.indexOf(' ');
    await askItself(address, {
      method: 'GET',
      path: key.slice(space + 1),
      headers: { 'accept-encoding': key.slice(0, space), [RENEW_HEADER]: ownKey },
    });
  },
  () => visitors > 0,
);

async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  for (const [name, value] of headers) res.setHeader(name, value);
  const startRequest = starting && req.headers[START_HEADER] === ownKey;
  const renewing = req.headers[RENEW_HEADER] === ownKey;
  delete req.headers[RENEW_HEADER];
  if (!renewing) {
    visitors += 1;
    res.once('close', () => (visitors -= 1));
  }
  if (starting && !startRequest) {
    if (req.url === '/healthz') return answerStarting(res);
    await started;
  }
  resolveClient(req.headers, req.socket.remoteAddress, settings.trustProxy);
  const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
  const arrival = arrive(request, siteUrl);
  if (arrival.kind === 'refuse') return answerRefused(res, arrival.refusal);
  const refusal = await unreadable(req, arrival.kind === 'pass');
  if (refusal) return answerRefused(res, refusal);
  for (const name of conditionalHeaders) delete req.headers[name];
  if (arrival.kind === 'health') return answerHealth(res, services.dataDir);
  if (arrival.kind === 'redirect') return answerRedirect(res, arrival);
  if (answerStaticAsset(staticAssets, req, res)) return;
  if (await answerMedia(readMedia, req, res)) return;
  if (answerNoScriptPixel(req, res)) return;
  if (await answerVitalsBeacon(req, res)) return;
  if (!renewing) countPageView(req, res);
  // The start request reaches the framework in maintenance mode too.
  const state = startRequest ? MAINTENANCE_OFF : await maintenance();
  const staff = await fromStaff(req, state.on);
  const plan = planPage(request, arrival.robots, { maintenance: state.on, staff });
  if (plan.kind === 'maintenance')
    return answerMaintenance(req, res, plan.locale, state.message, options);
  for (const [name, value] of Object.entries(plan.headers)) res.setHeader(name, value);
  if (await answerBackofficeGate(req, res, () => sessionOf(req))) return;
  if (answerBusyUpload(req, res)) return;
  if (plan.cacheKey && !renewing) {
    const answered = answerFromCache(site.cache, plan.cacheKey, req, res);
    if (answered === 'stale') renewal.asked(plan.cacheKey);
    if (answered) return;
  }
  finishPage(req, res, plan, site);
  try {
    // A preview shows the drafts, the company facts' included.
    if (plan.preview) await withPreviewFacts(() => handle(req, res));
    else await handle(req, res);
  } catch (error) {
    answerFailure(req, res, error);
  }
}

/** A request of the server to itself (its first, a renewed page): the answer's status. */
function askItself(
  { address: bound, family, port: boundPort }: AddressInfo,
  ask: { method: string; path: string; headers: Record<string, string> },
): Promise<number> {
  const any = bound === '::' || bound === '0.0.0.0';
  return new Promise((resolve, reject) => {
    request(
      {
        host: any ? (family === 'IPv6' ? '::1' : '127.0.0.1') : bound,
        port: boundPort,
        ...ask,
        agent: false,
      },
      (response) => response.resume().on('end', () => resolve(response.statusCode ?? 0)),
    )
      .on('error', reject)
      .end();
  });
}

/**
 * Starts the framework and with it the content engine; until the home page answers without a
 * server error (the database away while the engine starts), it asks again every two seconds.
 */
async function startFramework(bound: AddressInfo): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const status = await askItself(bound, {
      method: 'HEAD',
      path: '/',
      headers: { [START_HEADER]: ownKey },
    });
    if (status < 500) return;
    if (attempt === 1)
      console.error(
        `The first page answered ${status} while starting; asking again until it is served.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

await app.prepare();
// The one start of the services, which Next.js's start asks for too (src/instrumentation.ts).
const services = await startServices();
let stopWatchingContent = () => {};
const server = createServer(
  // A client that sends its headers, or its request, too slowly is answered 408 and let go.
  { headersTimeout: 10_000, requestTimeout: 60_000, connectionsCheckingInterval: 2_000 },
  (req, res) => void onRequest(req, res).catch((error: unknown) => answerFailure(req, res, error)),
);
refuseTunnels(server);
server.listen(port, host, () => {
  address = server.address() as AddressInfo;
  void startFramework(address)
    .then(async () => {
      stopWatchingContent = await watchContentRevision(
        site.cache,
        async (revision) => {
          await Promise.all([loadAddresses(), loadCompanyFacts(), loadReferences()]);
          // The pages read the published content once per revision (src/next/content/snapshot.ts).
          publishedRevision.value = revision;
        },
        () => renewal.start(),
      );
      starting = false;
      markStarted();
      const where = host ? (host.includes(':') ? `[${host}]` : host) : 'localhost';
      console.log(`Site ready on http://${where}:${port} (canonical ${siteUrl})`);
    })
    .catch((error: unknown) => {
      console.error(startupFailure(error));
      process.exit(1);
    });
});

function shutdown(): void {
  stopWatchingContent();
  server.close(() => void services.stop().then(() => process.exit(0)));
  setTimeout(() => void services.stop().then(() => process.exit(0)), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
