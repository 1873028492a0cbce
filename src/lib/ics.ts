/** An iCalendar (RFC 5545) event: a booked call. */
export interface CalendarEvent {
  /** Name of the product that made the file (the brand). */
  readonly product: string;
  readonly uid: string;
  /** ISO 8601 instants. */
  readonly start: string;
  readonly end: string;
  readonly summary: string;
  readonly description: string;
  readonly location?: string;
  /** A page about the event (the owner's feed: the booking in the back office). */
  readonly url?: string;
  readonly organizer: { readonly name: string; readonly email: string };
  /** When the file was made. */
  readonly stamp: string;
  /** Raised with every change of the event, which keeps its `uid` (RFC 5545 §3.8.7.4). */
  readonly sequence?: number;
  /** A cancelled event: calendars that hold it remove it. */
  readonly cancelled?: boolean;
}

/** `2026-11-24T13:00:00.000Z` → `20261124T130000Z`. */
function icsTime(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes text values (backslash, semicolon, comma, line breaks: CRLF, a lone CR or LF). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into chunks of at most 75 octets, continuation lines starting with a space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const chunks: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = chunks.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      chunks.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

/** The VEVENT of an event, unfolded. */
function eventLines(event: Omit<CalendarEvent, 'product'>): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${escapeIcsText(event.organizer.name)}:mailto:${event.organizer.email}`,
    event.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
}

const fileOf = (lines: readonly string[]) => `${lines.map(foldIcsLine).join('\r\n')}\r\n`;

/** One booked call as a file to import (METHOD:PUBLISH), or its cancellation (METHOD:CANCEL). */
export function calendarFile(event: CalendarEvent): string {
  return fileOf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(event.product)}//Booking//DE`,
    'CALSCALE:GREGORIAN',
    event.cancelled ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    ...eventLines(event),
    'END:VCALENDAR',
  ]);
}

/**
 * A calendar to subscribe to: its events as they are now. A calendar program that polls it
 * replaces what it holds, so an event left out is gone, and one that changed keeps its UID.
 */
export function calendarFeed(feed: {
  readonly product: string;
  readonly name: string;
  readonly events: readonly Omit<CalendarEvent, 'product'>[];
}): string {
  return fileOf([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(feed.product)}//Bookings//DE`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeIcsText(feed.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
    ...feed.events.flatMap(eventLines),
    'END:VCALENDAR',
  ]);
}

/**
 * What the owner's calendar feed carries of each booked call besides its time and its link into
 * the back office (`src/server/calendars/feed.ts`), as the privacy notice names it
 * (`{calendarFeedFields}`); a test holds the feed to this list.
 */
export const FEED_FIELDS = {
  de: ['Name', 'Unternehmen', 'Thema', 'Ort des Gesprächs', 'Telefonnummer'],
  en: ['name', 'company', 'topic', 'place of the call', 'phone number'],
} as const;
