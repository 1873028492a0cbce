import type { IncomingMessage, ServerResponse } from 'node:http';
import { wallDateAt } from '@/lib/calendar';
import { rateLimitKey } from '@/lib/client-address';
import { namesBrowser } from '@/lib/page-views';
import { routedPath } from '@/lib/request-screen';
import { VITALS_PATH } from '@/lib/vitals-beacon';
import { parseBeacon } from '@/lib/web-vitals';
import { windowCount } from '@/lib/window-count';
import { company } from '@/site/company';
import { beaconLimits } from '@/site/timing';
import { logDatabaseError } from './db/errors';
import { bodyOf } from './request-body';
import { keyOf, storeWebVitals, type VitalsCount } from './stores/web-vitals';

/**
 * The visitors' own Core Web Vitals, as their pages send them (src/components/layout/WebVitals.tsx,
 * docs/decisions/0022-web-vitals.md): each beacon adds one to a bucket per metric, summed in memory
 * and added to the database with the page views. Nothing of the visitor is kept: no address, no
 * page, no user agent. A beacon from a browser that asks not to be measured (Do Not Track, Global
 * Privacy Control) or from a robot is answered and dropped; one client's beacons beyond
 * `beaconLimits` are refused. Whatever beacons say, the counts stay within a fixed set of
 * buckets per day.
 */
const allowed = windowCount({ ...beaconLimits, keys: beaconLimits.clients });

const pending = new Map<string, VitalsCount>();

function add(count: VitalsCount): void {
  const key = keyOf(count);
  pending.set(key, { ...count, visits: count.visits + (pending.get(key)?.visits ?? 0) });
}

const header = (req: IncomingMessage, name: string) => String(req.headers[name] ?? '');

/** The browser asks not to be tracked, or for its privacy to be respected (GPC). */
const optedOut = (req: IncomingMessage) =>
  header(req, 'dnt') === '1' || header(req, 'sec-gpc') === '1';

function answer(res: ServerResponse, status: 204 | 400 | 405 | 429): true {
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    ...(status === 405 && { Allow: 'POST' }),
    ...(status === 429 && { 'Retry-After': '60' }),
  });
  res.end();
  return true;
}

/** Answers a page's beacon of its web vitals; `false` for any other request. */
export async function answerVitalsBeacon(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (routedPath(req.url ?? '/') !== VITALS_PATH) return false;
  if (req.method !== 'POST') return answer(res, 405);
  const body = await bodyOf(req);
  if (!body) return answer(res, 400);
  if (optedOut(req) || !namesBrowser(header(req, 'user-agent'))) return answer(res, 204);
  if (!allowed(rateLimitKey(header(req, 'x-forwarded-for')))) return answer(res, 429);
  const sample = parseBeacon(body.toString('utf8'));
  if (!sample) return answer(res, 400);
  const day = wallDateAt(new Date(), company.booking.timeZone);
  for (const [metric, upTo] of sample.buckets)
    add({ day, template: sample.template, device: sample.device, metric, upTo, visits: 1 });
  return answer(res, 204);
}

/** Adds the counts gathered since the last time to the database; kept for the next on failure. */
export async function flushWebVitals(): Promise<void> {
  if (pending.size === 0) return;
  const counts = [...pending.values()];
  pending.clear();
  try {
    await storeWebVitals(counts);
  } catch (error) {
    for (const count of counts) add(count);
    logDatabaseError('Storing web vitals', error);
  }
}
