/**
 * The owner's calendars: added and removed in the back office, fetched every
 * `CALENDAR_REFRESH_MS` by whichever instance claims them first, their busy times kept in the
 * database for every instance's list of slots.
 */
import { Worker } from 'node:worker_threads';
import { CalendarFormatError, type BusyReading } from '@/lib/busy-times';
import { company } from '@/site/company';
import { openSecret, sealSecret, totpKey } from '../backoffice/totp-secrets';
import {
  calendarSummaries,
  claimCalendar,
  insertCalendar,
  storeFetch,
  type CalendarSourceRow,
} from '../stores/bookings';
import { env } from '../env';
import { every } from '../every';
import type { BusyAnswer, BusyRequest } from './busy-worker';
import { caldavQuery } from './caldav';
import { calendarUrl, CalendarFetchError, fetchCalendarText } from './fetch-calendar';

/** The most calendars the owner can add. */
export const MAX_CALENDARS = 10;

/** How often each calendar is fetched (and the back office's "fetch now" at any time). */
export const CALENDAR_REFRESH_MS = 5 * 60 * 1000;
/** An instance that claimed a calendar and died lets another take it after this long. */
const CLAIM_MS = 2 * 60 * 1000;
/** How often the server looks for calendars due. */
const CHECK_EVERY_MS = 30 * 1000;
/** Busy times are read from a day ago to this far ahead: the longest horizon, and a margin. */
const WINDOW_DAYS = 367;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a calendar could not be read: a rule of the fetch, or a text that is no calendar. */
export type CalendarProblem =
  CalendarFetchError['problem'] | 'format' | 'tooComplex' | 'sealed' | 'internal';

/** A calendar as the back office lists it: never its address or password. */
export interface CalendarSource {
  readonly id: number;
  readonly label: string;
  readonly kind: 'ical' | 'caldav';
  readonly host: string;
  readonly busyCount: number;
  readonly fetchedAt: Date | null;
  readonly attemptedAt: Date | null;
  readonly problem: CalendarProblem | null;
  readonly detail: string | null;
  /** The events the last good fetch left out. */
  readonly skipped: Reading['skipped'] | null;
}

export interface NewCalendar {
  readonly label: string;
  readonly kind: 'ical' | 'caldav';
  readonly address: string;
  readonly username?: string;
  readonly password?: string;
}

function siteKey(): Buffer {
  const key = totpKey(true);
  if (!key) throw new Error('No key to seal the calendar address with');
  return key;
}

/** Adds a calendar (its address checked as a fetch would, then sealed); it is fetched at once. */
export async function addCalendar(calendar: NewCalendar, createdBy: string): Promise<number> {
  const url = calendarUrl(calendar.address);
  const key = siteKey();
  return insertCalendar({
    createdBy,
    label: calendar.label,
    kind: calendar.kind,
    host: url.host,
    address: sealSecret(url.href, key),
    username: calendar.username || null,
    password: calendar.password ? sealSecret(calendar.password, key) : null,
  });
}

export async function listCalendars(): Promise<CalendarSource[]> {
  const rows = await calendarSummaries();
  return rows.map((row) => ({ ...row, problem: row.problem as CalendarProblem | null }));
}

/**
 * What reading one calendar may cost, in its worker thread, whatever the feed holds: the largest
 * feed a fetch takes (5 MB, 11,000 events) is read in about 2 s within 80 MB of heap here, so the
 * bounds leave room for a busy machine (docs/decisions/0018-hostile-input-bounds.md).
 */
const calendarReadLimits = {
  deadlineMs: 10_000,
  /** The worker's heap, old and young generation: 112 MB together. */
  oldGenerationMb: 96,
  youngGenerationMb: 16,
} as const;

/** A feed that took longer or more memory than `calendarReadLimits` allow. */
class CalendarTooComplex extends Error {
  constructor(readonly limit: 'time' | 'memory') {
    super(`Reading the calendar took too much ${limit}`);
  }
}

/** A calendar's reading as the worker sends it back, its instants as ISO strings. */
interface Reading {
  readonly busy: [string, string][];
  readonly skipped: BusyReading['skipped'];
}

/** Reads the busy times of a fetched text in a worker thread, within `calendarReadLimits`. */
function busyTimesApart(kind: BusyRequest['kind'], text: string, now: Date): Promise<Reading> {
  const request: BusyRequest = {
    kind,
    text,
    from: now.getTime() - DAY_MS,
    to: now.getTime() + WINDOW_DAYS * DAY_MS,
    timeZone: company.booking.timeZone,
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.resolve('@site/core/calendars/busy-worker')), {
      workerData: request,
      resourceLimits: {
        maxOldGenerationSizeMb: calendarReadLimits.oldGenerationMb,
        maxYoungGenerationSizeMb: calendarReadLimits.youngGenerationMb,
      },
    });
    // The first of the answer, an error, the worker's end or the deadline settles it; the
    // listeners stay, so that a late error of an ended worker finds one.
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate();
      done();
    };
    const deadline = setTimeout(
      () => settle(() => reject(new CalendarTooComplex('time'))),
      calendarReadLimits.deadlineMs,
    );
    worker.on('message', (answer: BusyAnswer) =>
      settle(() =>
        'format' in answer ? reject(new CalendarFormatError('Not a calendar')) : resolve(answer),
      ),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new CalendarTooComplex('memory') : error,
        ),
      ),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The calendar's worker stopped (${code})`))),
    );
  });
}

/** One reading at a time per process: each may take a worker's whole memory limit. */
let readings: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(read: () => Promise<T>): Promise<T> {
  const next = readings.then(read, read);
  readings = next.catch(() => undefined);
  return next;
}

/** A sealed address this server's key cannot open (a restore without the key file). */
class SealedAddress extends Error {}

/** The busy times a calendar holds now, or why they cannot be read. */
async function readCalendar(row: CalendarSourceRow, now: Date): Promise<Reading> {
  const key = totpKey(false);
  let address: string;
  let password: string | undefined;
  try {
    if (!key) throw new Error('no key');
    address = openSecret(row.address, key);
    password = row.password === null ? undefined : openSecret(row.password, key);
  } catch {
    throw new SealedAddress();
  }
  const allowedAddresses = env().calendarAllowAddresses;
  if (row.kind === 'ical') {
    const text = await fetchCalendarText(address, { allowedAddresses });
    return oneAtATime(() => busyTimesApart('ical', text, now));
  }
  const query = caldavQuery(now, new Date(now.getTime() + WINDOW_DAYS * DAY_MS));
  const answer = await fetchCalendarText(address, {
    allowedAddresses,
    method: 'REPORT',
    body: query,
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      Depth: '1',
      ...(row.username && {
        Authorization: `Basic ${Buffer.from(`${row.username}:${password ?? ''}`).toString('base64')}`,
      }),
    },
  });
  return oneAtATime(() => busyTimesApart('caldav', answer, now));
}

/** Why a read failed, as the back office words it. */
function problemOf(error: unknown): [CalendarProblem, string] {
  if (error instanceof CalendarFetchError) return [error.problem, error.detail];
  if (error instanceof CalendarTooComplex) return ['tooComplex', error.limit];
  if (error instanceof CalendarFormatError) return ['format', ''];
  if (error instanceof SealedAddress) return ['sealed', ''];
  console.error(
    'Reading one of the owner’s calendars failed:',
    error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  );
  return ['internal', ''];
}

/** Fetches one claimed calendar and stores its busy times, or why it failed. */
async function refreshCalendar(row: CalendarSourceRow, now = new Date()): Promise<void> {
  try {
    const { busy, skipped } = await readCalendar(row, now);
    await storeFetch(row, { busy, skipped: skipped.count > 0 ? skipped : null });
  } catch (error) {
    const [problem, detail] = problemOf(error);
    await storeFetch(row, { problem, detail });
  }
}

/** Claims one calendar due now (or `id`), for one instance at a time. */
const claimOne = (id?: number) => claimCalendar(CALENDAR_REFRESH_MS, CLAIM_MS, id);

/** Fetches the calendars due now, or those named (each once), one after the other. */
export async function refreshCalendars(ids?: readonly number[]): Promise<void> {
  if (ids) {
    for (const id of ids) {
      const row = await claimOne(id);
      if (row) await refreshCalendar(row);
    }
    return;
  }
  for (let row = await claimOne(); row; row = await claimOne()) await refreshCalendar(row);
}

/** Fetches the calendars due every half minute while the server runs. */
export const startCalendarWorker = () =>
  every(CHECK_EVERY_MS, 'Fetching the owner’s calendars', () => refreshCalendars());
