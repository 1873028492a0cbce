/**
 * The answers the HTTP server gives itself, without the framework: a refused request, a redirect
 * of the URL rules, the health check and the maintenance page.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { contentSecurityPolicy, inlineSources, type PolicyOptions } from '@/lib/csp';
import type { Locale } from '@/i18n/locales';
import { MAINTENANCE_RETRY_AFTER_SECONDS, maintenancePage } from '@/lib/maintenance-page';
import type { Arrival } from '@/lib/request-plan';
import { ALLOWED_METHODS, type Refusal } from '@/lib/request-screen';
import { pool } from './db/client';
import { databaseHealth } from './db/health';
import type { Maintenance } from './maintenance';

/** A refused request gets its 4xx at once, and the connection closes after it. */
export function answerRefused(res: ServerResponse, refusal: Refusal): void {
  res.writeHead(refusal.status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...(refusal.status === 405 ? { Allow: ALLOWED_METHODS } : {}),
  });
  res.end(`${refusal.reason}\n`);
}

export function answerRedirect(
  res: ServerResponse,
  redirect: Extract<Arrival, { kind: 'redirect' }>,
): void {
  res.writeHead(redirect.status, {
    Location: redirect.location,
    'Cache-Control': 'public, max-age=3600',
    'Content-Length': '0',
    ...(redirect.robots && { 'X-Robots-Tag': redirect.robots }),
    ...(redirect.close && { Connection: 'close' }),
  });
  res.end();
}

/** For load balancers and uptime checks: 200 while a submission could be stored, 503 otherwise. */
export async function answerHealth(
  res: ServerResponse,
  dataDir: string | undefined,
): Promise<void> {
  const health = await databaseHealth(pool(), dataDir);
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

/** The health check while the site is starting (src/http-server.ts): not ready yet. */
export function answerStarting(res: ServerResponse): void {
  res.writeHead(503, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Retry-After': '1',
  });
  res.end(JSON.stringify({ status: 'starting' }));
}

/** The bilingual maintenance page, with 503 and `Retry-After`. */
export function answerMaintenance(
  req: IncomingMessage,
  res: ServerResponse,
  locale: Locale,
  message: Maintenance['message'],
  options: PolicyOptions,
): void {
  const page = maintenancePage(locale, message);
  res.writeHead(503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS),
    'Content-Security-Policy': contentSecurityPolicy(options, inlineSources(page)),
  });
  res.end(req.method === 'HEAD' ? undefined : page);
}

/**
 * Node.js hands a CONNECT and a protocol upgrade (WebSocket, h2c) to events of their own, not to
 * the request handler: the site is no proxy and speaks HTTP/1.1 alone.
 */
export function refuseTunnels(server: Server): void {
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
}

/**
 * A request that failed: 500 if nothing was sent yet, else the connection ends. Private links
 * carry their token in the path: it stays out of the log.
 */
export function answerFailure(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const logged = (req.url ?? '').replace(/\/(booking|calendar|backoffice\/setup)\/[^/?]+/, '/$1/…');
  console.error('Request failed', req.method, logged, error);
  if (res.headersSent) {
    if (!res.writableEnded) res.destroy();
    return;
  }
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
  res.end('Internal Server Error');
}
