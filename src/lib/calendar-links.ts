/**
 * "Add to calendar" links of the two big web calendars: plain links, so nothing is requested from
 * either before the visitor clicks one.
 */
export interface CalendarEvent {
  readonly title: string;
  readonly details: string;
  /** ISO instants. */
  readonly start: string;
  readonly end: string;
  /** Where it happens: an address or a phone number. */
  readonly location?: string;
}

/** `2026-11-24T13:00:00.000Z` → `20261124T130000Z`. */
const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+/, '');

export function googleCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compact(event.start)}/${compact(event.end)}`,
    details: event.details,
    ...(event.location && { location: event.location }),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.start,
    enddt: event.end,
    body: event.details,
    ...(event.location && { location: event.location }),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}
