import {
  addDays,
  germanPublicHolidays,
  instantOf,
  isoWeekday,
  wallDateAt,
  type GermanState,
  type IsoDate,
} from './calendar';

/** When the free call can be booked: start times per ISO weekday, in the office's time zone. */
export interface BookingRules {
  readonly timeZone: string;
  readonly holidayState?: GermanState;
  readonly durationMinutes: number;
  /** Start times (`HH:MM`) per ISO weekday (1 = Monday). */
  readonly weekly: Readonly<Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, readonly string[]>>>;
  /** A slot must start at least this long after now. */
  readonly minLeadHours: number;
  /** And at most this many days ahead. */
  readonly horizonDays: number;
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

const HOUR_MS = 60 * 60 * 1000;

/** Every free slot from `now` on: weekly hours, no public holidays, lead time and horizon kept, taken slots left out. */
export function bookingSlotsFor(
  now: Date,
  rules: BookingRules,
  taken: ReadonlySet<string> = new Set(),
): Slot[] {
  const earliest = now.getTime() + rules.minLeadHours * HOUR_MS;
  const latest = now.getTime() + rules.horizonDays * 24 * HOUR_MS;
  const today = wallDateAt(now, rules.timeZone);
  const holidays = new Map<number, Set<IsoDate>>();
  const isHoliday = (date: IsoDate) => {
    const year = Number(date.slice(0, 4));
    if (!holidays.has(year)) holidays.set(year, germanPublicHolidays(year, rules.holidayState));
    return holidays.get(year)?.has(date) ?? false;
  };

  const slots: Slot[] = [];
  for (let offset = 0; offset <= rules.horizonDays + 1; offset += 1) {
    const date = addDays(today, offset);
    if (isHoliday(date)) continue;
    const times = rules.weekly[isoWeekday(date) as 1 | 2 | 3 | 4 | 5 | 6 | 7] ?? [];
    for (const time of times) {
      const start = instantOf(date, time, rules.timeZone);
      if (start.getTime() < earliest || start.getTime() > latest) continue;
      const iso = start.toISOString();
      if (taken.has(iso)) continue;
      slots.push({
        start: iso,
        end: new Date(start.getTime() + rules.durationMinutes * 60_000).toISOString(),
        date,
        time,
      });
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

/** The slots that overlap none of `periods` (times the owner blocked). */
export function slotsOutside<S extends Pick<Slot, 'start' | 'end'>>(
  slots: readonly S[],
  periods: readonly { readonly startsAt: Date; readonly endsAt: Date }[],
): S[] {
  return slots.filter(
    (slot) =>
      !periods.some(
        (period) =>
          period.startsAt.getTime() < new Date(slot.end).getTime() &&
          period.endsAt.getTime() > new Date(slot.start).getTime(),
      ),
  );
}
