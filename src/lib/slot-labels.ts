import { formatterFor } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { addDays, isoWeekday, wallDateAt, type IsoDate } from '@/lib/calendar';
import type { Slot } from '@/lib/slots';
import { company } from '@/site/company';

/** A slot as the visitor reads it, formatted on the server in the office's time zone. */
export interface SlotOption {
  readonly start: string;
  readonly end: string;
  /** The day in the office's time zone, `YYYY-MM-DD`. */
  readonly date: IsoDate;
  /** e.g. "Dienstag, 24. November 2026" / "Tuesday, 24 November 2026". */
  readonly day: string;
  /** e.g. "14:00–15:00 Uhr" / "14:00–15:00". */
  readonly time: string;
}

export function slotOption(slot: Pick<Slot, 'start' | 'end'>, locale: Locale): SlotOption {
  const { timeZone } = company.booking;
  const format = formatterFor(locale);
  const at = (iso: string, name: 'weekday' | 'clock') =>
    format.dateTime(new Date(iso), name, { timeZone });
  const day = at(slot.start, 'weekday');
  const range = `${at(slot.start, 'clock')}–${at(slot.end, 'clock')}`;
  return {
    start: slot.start,
    end: slot.end,
    date: wallDateAt(new Date(slot.start), timeZone),
    day,
    time: locale === 'de' ? `${range} Uhr` : range,
  };
}

/**
 * The days of a month-style grid that shows `dates`: whole weeks, Monday first, from the week of
 * the first date to the week of the last.
 */
export function calendarDays(dates: readonly IsoDate[]): IsoDate[] {
  const sorted = [...dates].sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const days: IsoDate[] = [];
  for (
    let day = addDays(first, 1 - isoWeekday(first));
    day <= addDays(last, 7 - isoWeekday(last));
    day = addDays(day, 1)
  )
    days.push(day);
  return days;
}
