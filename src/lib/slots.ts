import {
  addDays,
  germanPublicHolidays,
  instantOf,
  isoWeekday,
  wallClockAt,
  wallDateAt,
  type GermanState,
  type IsoDate,
} from './calendar';

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** Wall-clock times `HH:MM` in the office's time zone; `to` is when the last call must end. */
export interface TimeRange {
  readonly from: string;
  readonly to: string;
}

/** When the free call can be booked, and when it is recalled, as the owner sets it in the back office. */
export interface Availability {
  /** Hours per ISO weekday (1 = Monday); calls start at `from` and every call length after. */
  readonly weekly: Readonly<Record<Weekday, readonly TimeRange[]>>;
  readonly slotMinutes: number;
  /** Time kept free before and after every call, against other calls and busy times. */
  readonly bufferBeforeMinutes: number;
  readonly bufferAfterMinutes: number;
  /** A slot must start at least this long after now. */
  readonly minNoticeHours: number;
  /** And at most this many days ahead. */
  readonly horizonDays: number;
  /** Calls per day at most; `null`: no limit. */
  readonly maxPerDay: number | null;
  /** Public holidays the owner offers calls on all the same. */
  readonly openHolidays: readonly IsoDate[];
  /** Hours before a call its two reminders are mailed; `null`: that reminder is off. */
  readonly reminders: { readonly first: number | null; readonly second: number | null };
}

/** Where the office is: the time zone of its hours, the state of its public holidays. */
export interface Office {
  readonly timeZone: string;
  readonly holidayState?: GermanState;
}

export interface Slot {
  /** Start instant, ISO 8601 UTC – the slot's identity. */
  readonly start: string;
  readonly end: string;
  /** Calendar date in the office's time zone. */
  readonly date: IsoDate;
  /** Wall-clock start in the office's time zone, `HH:MM`. */
  readonly time: string;
}

export interface Period {
  readonly start: Date;
  readonly end: Date;
}

/** What takes slots away: confirmed calls, and times the owner is busy (blocked or in a calendar). */
export interface Occupancy {
  readonly calls: readonly Period[];
  readonly busy: readonly Period[];
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The public holidays of the office's state from `from` on for `days` days, in order. */
export function holidaysAhead(from: IsoDate, days: number, office: Office): IsoDate[] {
  const last = addDays(from, days);
  const years = [Number(from.slice(0, 4)), Number(last.slice(0, 4))];
  return [...new Set(years)]
    .flatMap((year) => [...germanPublicHolidays(year, office.holidayState)])
    .filter((date) => date >= from && date <= last)
    .sort();
}

/** The start times a day's hours hold: from each range's start, every call length, while the call fits. */
export function startTimes(ranges: readonly TimeRange[], slotMinutes: number): string[] {
  return ranges.flatMap((range) => {
    const times: string[] = [];
    for (let at = minutesOf(range.from); at + slotMinutes <= minutesOf(range.to); at += slotMinutes)
      times.push(clockOf(at));
    return times;
  });
}

/**
 * Every slot the hours offer from `now` on: weekly hours, public holidays left out unless opened,
 * notice and horizon kept. Calls and busy times are not considered (`freeSlotsOf`).
 */
export function slotGrid(now: Date, availability: Availability, office: Office): Slot[] {
  const earliest = now.getTime() + availability.minNoticeHours * HOUR_MS;
  const latest = now.getTime() + availability.horizonDays * 24 * HOUR_MS;
  const today = wallDateAt(now, office.timeZone);
  const open = new Set(availability.openHolidays);
  const closed = new Set(
    holidaysAhead(today, availability.horizonDays + 1, office).filter((date) => !open.has(date)),
  );
  const slots: Slot[] = [];
  for (let offset = 0; offset <= availability.horizonDays + 1; offset += 1) {
    const date = addDays(today, offset);
    if (closed.has(date)) continue;
    const ranges = availability.weekly[isoWeekday(date) as Weekday];
    for (const time of startTimes(ranges, availability.slotMinutes)) {
      const start = instantOf(date, time, office.timeZone);
      if (start.getTime() < earliest || start.getTime() > latest) continue;
      // A wall time the change to summer time skips is the same instant as the hour after it.
      if (wallClockAt(start, office.timeZone) !== time) continue;
      slots.push({
        start: start.toISOString(),
        end: new Date(start.getTime() + availability.slotMinutes * MINUTE_MS).toISOString(),
        date,
        time,
      });
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

const overlaps = (from: number, to: number, period: Period) =>
  period.start.getTime() < to && period.end.getTime() > from;

/**
 * The slots of `grid` still free: none overlaps a busy time with its buffers, none comes closer to
 * a call than the larger buffer, and no day holds more than `maxPerDay` calls.
 */
export function freeSlotsOf<S extends Slot>(
  grid: readonly S[],
  availability: Availability,
  office: Office,
  occupancy: Occupancy,
): S[] {
  const before = availability.bufferBeforeMinutes * MINUTE_MS;
  const after = availability.bufferAfterMinutes * MINUTE_MS;
  const gap = Math.max(before, after);
  const callsPerDay = new Map<IsoDate, number>();
  for (const call of occupancy.calls) {
    const date = wallDateAt(call.start, office.timeZone);
    callsPerDay.set(date, (callsPerDay.get(date) ?? 0) + 1);
  }
  return grid.filter((slot) => {
    const start = new Date(slot.start).getTime();
    const end = new Date(slot.end).getTime();
    if (
      availability.maxPerDay !== null &&
      (callsPerDay.get(slot.date) ?? 0) >= availability.maxPerDay
    )
      return false;
    if (occupancy.busy.some((period) => overlaps(start - before, end + after, period)))
      return false;
    return !occupancy.calls.some((call) => overlaps(start - gap, end + gap, call));
  });
}

/** Whether a call at `period` lies within the weekly hours of its day (not on a closed holiday). */
export function withinHours(period: Period, availability: Availability, office: Office): boolean {
  const date = wallDateAt(period.start, office.timeZone);
  if (holidaysAhead(date, 0, office).includes(date) && !availability.openHolidays.includes(date))
    return false;
  return availability.weekly[isoWeekday(date) as Weekday].some((range) => {
    const from = instantOf(date, range.from, office.timeZone).getTime();
    const to = instantOf(date, range.to, office.timeZone).getTime();
    return period.start.getTime() >= from && period.end.getTime() <= to;
  });
}
