import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Locale } from '@/i18n/locales';
import {
  countedPage,
  NO_SCRIPT_PIXEL,
  requestKind,
  type ExcludedCount,
  type ExcludedKind,
} from '@/lib/page-views';
import { company } from '@/site/company';
import { localeOfPath } from '@/site/routes';
import { logDatabaseError } from './db/errors';
import { storePageViews } from './stores/statistics';
import { flushWebVitals } from './web-vitals';

/**
 * Page views counted by the server itself, without cookies or consent: per day (office time),
 * page path (never the query, which may hold ROI inputs), language and referring host. Nothing
 * is read from or stored on the visitor's device, and no address, identifier or user agent is
 * kept: counts are summed in memory and added to the database every few seconds. Only the pages
 * the site serves are counted, and a day names a bounded number of referring hosts
 * (src/lib/page-views.ts): what a client sends cannot add rows without limit.
 */
interface Count {
  readonly day: string;
  readonly path: string;
  readonly locale: Locale;
  readonly referrer: string;
  views: number;
  withoutScript: number;
}

const FLUSH_EVERY_MS = 5000;

const TRANSPARENT_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

const pending = new Map<string, Count>();
/** Requests for pages that were no view, by day and kind (at most three kinds a day). */
const excluded = new Map<string, ExcludedCount>();

const office = new Intl.DateTimeFormat('en-CA', {
  timeZone: company.booking.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function add(
  day: string,
  page: string,
  from: string,
  count: { views?: number; withoutScript?: number },
): void {
  const referrer = from.slice(0, 200);
  const key = JSON.stringify([day, page, referrer]);
  const current = pending.get(key) ?? {
    day,
    path: page,
    locale: localeOfPath(page).locale,
    referrer,
    views: 0,
    withoutScript: 0,
  };
  current.views += count.views ?? 0;
  current.withoutScript += count.withoutScript ?? 0;
  pending.set(key, current);
}

function exclude(day: string, kind: ExcludedKind, requests = 1): void {
  const key = `${day} ${kind}`;
  excluded.set(key, { day, kind, requests: (excluded.get(key)?.requests ?? 0) + requests });
}

/** The referring site's host, when the visitor came from another site. */
function referrerHost(req: IncomingMessage): string {
  try {
    const host = new URL(req.headers.referer ?? '').hostname;
    return host && host !== (req.headers.host ?? '').split(':')[0] ? host : '';
  } catch {
    return '';
  }
}

/**
 * Counts the request once its answer is sent, if it is a page delivered with status 200 (a
 * document, or the data of a page the visitor navigates to inside the site): as a view when a
 * person's browser asked for it (`requestKind`), else apart, by kind, so that the owner sees what
 * share of the requests was no audience.
 */
export function countPageView(req: IncomingMessage, res: ServerResponse): void {
  const kind = requestKind(req.method ?? '', req.headers);
  const path = kind && countedPage(req.url ?? '/');
  if (!kind || !path) return;
  res.once('finish', () => {
    const type = String(res.getHeader('content-type') ?? '');
    if (res.statusCode !== 200 || !/^text\/(html|x-component)/.test(type)) return;
    const day = office.format(new Date());
    if (kind === 'view') add(day, path, referrerHost(req), { views: 1 });
    else exclude(day, kind);
  });
}

/** Answers the no-script pixel, counting the page it was loaded from (its referrer). */
export function answerNoScriptPixel(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.url ?? '').split('?', 1)[0] !== NO_SCRIPT_PIXEL) return false;
  try {
    const page = new URL(req.headers.referer ?? '');
    const path = countedPage(page.pathname);
    if (page.host === req.headers.host && path && req.method === 'GET')
      add(office.format(new Date()), path, '', { withoutScript: 1 });
  } catch {
    // No referrer (or a foreign one): nothing to count.
  }
  res.writeHead(200, {
    'Content-Type': 'image/gif',
    'Content-Length': TRANSPARENT_GIF.length,
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : TRANSPARENT_GIF);
  return true;
}

/** Adds the counts gathered since the last time to the database. */
async function flushPageViews(): Promise<void> {
  if (pending.size === 0 && excluded.size === 0) return;
  const counts = [...pending.values()];
  const others = [...excluded.values()];
  pending.clear();
  excluded.clear();
  try {
    await storePageViews(counts, others);
  } catch (error) {
    // Kept for the next flush.
    for (const count of counts) add(count.day, count.path, count.referrer, count);
    for (const count of others) exclude(count.day, count.kind, count.requests);
    logDatabaseError('Storing page views', error);
  }
}

/**
 * Flushes the page views and the web vitals every few seconds while the server runs; the returned
 * stop flushes a last time.
 */
export function startStatisticsWorker(): () => Promise<void> {
  const flush = () => Promise.all([flushPageViews(), flushWebVitals()]);
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await flush();
  };
}
