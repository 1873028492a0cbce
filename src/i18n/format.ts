import { createFormatter, type Formats, type Locale as IntlLocale } from 'next-intl';
import { company } from '@/site/company';
import { intlLocale, type Locale } from './locales';

/**
 * The named formats of every date and number the site shows, for next-intl's formatter (also
 * registered in `request.ts`, so `getFormatter()` knows them).
 */
export const formats = {
  dateTime: {
    /** An article's date (`2025-09-16` at UTC midnight): "16. September 2025" / "16 September 2025". */
    article: { dateStyle: 'long', timeZone: 'UTC' },
    /** A booking slot's day: "Dienstag, 24. November 2026" / "Tuesday, 24 November 2026". */
    weekday: { dateStyle: 'full' },
    /** A clock time: "14:00". */
    clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    /** A calendar date's weekday, short (`2026-11-23` at UTC noon): "Mo." / "Mon". */
    weekdayShort: { weekday: 'short', timeZone: 'UTC' },
    /** A calendar date, short (`2026-11-23` at UTC noon): "23.11." / "23/11". */
    dayShort: { day: '2-digit', month: '2-digit', timeZone: 'UTC' },
    /** A calendar date with its weekday (at UTC noon): "Mo., 23.11.2026" / "Mon, 23/11/2026". */
    dayWithWeekday: {
      weekday: 'short',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    },
    /** A calendar date's month: "November 2026". */
    month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
    /** A moment in the back office, in the office's time zone: "25.11.2026, 14:05". */
    stamp: { dateStyle: 'medium', timeStyle: 'short', timeZone: company.booking.timeZone },
  },
  number: {
    euro: { style: 'currency', currency: 'EUR' },
    percent: { style: 'percent' },
  },
} as const satisfies Formats;

type Formatter = ReturnType<typeof createFormatter>;
const formatters = new Map<Locale, Formatter>();

/**
 * next-intl's formatter for a language, kept per language (it keeps the `Intl` formatters it
 * builds, and a calculator page formats dozens of figures per render). It formats with the
 * language's BCP-47 tag, because `en` alone would write American dates: next-intl types that
 * argument as the site's language codes, hence the cast. Times are the office's, as on the pages.
 */
export function formatterFor(locale: Locale): Formatter {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = createFormatter({
      locale: intlLocale(locale) as IntlLocale,
      formats,
      timeZone: company.booking.timeZone,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}
