/**
 * The owner's calendars: added and removed in the back office, fetched every
 * `CALENDAR_REFRESH_MS` by whichever instance claims them first, their busy times kept in the
 * database for every instance's list of slots.
 */
import {
  CalendarFormatError,
  CalendarTooLargeError,
  expandBusyTimes,
  type BusyTime,
} from '@/lib/busy-times';
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
import { caldavQuery, eventsOfCaldav } from './caldav';
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

/** Runs the expansion in steps, letting the server answer requests between them. */
async function busyTimesIn(ics: string | readonly string[], now: Date): Promise<BusyTime[]> {
  const window = {
    from: new Date(now.getTime() - DAY_MS),
    to: new Date(now.getTime() + WINDOW_DAYS * DAY_MS),
  };
  const expansion = expandBusyTimes(ics, window, company.booking.timeZone);
  for (;;) {
    const step = expansion.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A sealed address this server's key cannot open (a restore without the key file). */
class SealedAddress extends Error {}

/** The busy times a calendar holds now, or why they cannot be read. */
async function readCalendar(row: CalendarSourceRow, now: Date): Promise<BusyTime[]> {
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
  if (row.kind === 'ical')
    return busyTimesIn(await fetchCalendarText(address, { allowedAddresses }), now);
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
  return busyTimesIn(eventsOfCaldav(answer), now);
}

/** Why a read failed, as the back office words it. */
function problemOf(error: unknown): [CalendarProblem, string] {
  if (error instanceof CalendarFetchError) return [error.problem, error.detail];
  if (error instanceof CalendarTooLargeError) return ['tooComplex', error.message];
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
    const busy = await readCalendar(row, now);
    await storeFetch(row, {
      busy: busy.map((time): [string, string] => [
        time.start.toISOString(),
        time.end.toISOString(),
      ]),
    });
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
