/**
 * A day as the engine keeps it: at noon UTC, so that it reads as the same day in every time zone
 * of the site's visitors and editors.
 */
import { company } from '@/site/company';

/** The engine's date of a day (`2025-09-16`). */
export function engineDate(day: string): string {
  return `${day}T12:00:00.000Z`;
}

/** The day of an engine date in the firm's time zone (`2025-09-16`). */
export function dayOf(date: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: company.booking.timeZone }).format(
    new Date(date),
  );
}
