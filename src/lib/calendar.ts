/**
 * Calendar arithmetic in the office's time zone, without a date library: wall-clock dates and
 * times in a zone, and the German public holidays of the office's state.
 */

/** `YYYY-MM-DD`. */
export type IsoDate = string;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, format);
  }
  return format;
}

interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

/** The wall-clock time at `instant` in `timeZone`. */
function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** The calendar date at `instant` in `timeZone`. */
export function wallDateAt(instant: Date, timeZone: string): IsoDate {
  const { year, month, day } = wallTimeAt(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The wall-clock time `HH:MM` at `instant` in `timeZone`. */
export function wallClockAt(instant: Date, timeZone: string): string {
  const { hour, minute } = wallTimeAt(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Offset of `timeZone` from UTC at `instant`, in minutes (Berlin: +60 in winter, +120 in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallTimeAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant at which the clocks in `timeZone` show `date` `time` (`HH:MM`). */
export function instantOf(date: IsoDate, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  let instant = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60_000;
  // Near a daylight-saving change the first guess can be an hour off: correct once.
  instant = naive - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function isoWeekday(date: IsoDate): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Easter Sunday of a year (Gregorian calendar, anonymous algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** German states whose extra holidays are known here (the office's state is enough). */
export type GermanState = 'BY';

/**
 * Public holidays of a year: the nine nationwide ones plus those of `state`
 * (Bavaria: Epiphany, Corpus Christi, Assumption as in most Bavarian towns, All Saints' Day).
 */
export function germanPublicHolidays(year: number, state?: GermanState): Set<IsoDate> {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const holidays = [
    fixed(1, 1),
    addDays(easter, -2),
    addDays(easter, 1),
    fixed(5, 1),
    addDays(easter, 39),
    addDays(easter, 50),
    fixed(10, 3),
    fixed(12, 25),
    fixed(12, 26),
  ];
  if (state === 'BY') holidays.push(fixed(1, 6), addDays(easter, 60), fixed(8, 15), fixed(11, 1));
  return new Set(holidays);
}

/** The Monday of the week `date` is in. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}
