/**
 * The one CalDAV request the busy times need (RFC 4791, 7.8): a `calendar-query` REPORT on the
 * calendar's collection for the events in a time range, answered with their iCalendar texts.
 */
import { XMLParser } from 'fast-xml-parser';

const stamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** The REPORT body asking for every event that overlaps [from, to), with its calendar data. */
export function caldavQuery(from: Date, to: Date): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:prop><C:calendar-data/></D:prop>
  <C:filter>
    <C:comp-filter name="VCALENDAR">
      <C:comp-filter name="VEVENT"><C:time-range start="${stamp(from)}" end="${stamp(to)}"/></C:comp-filter>
    </C:comp-filter>
  </C:filter>
</C:calendar-query>`;
}

/** The iCalendar texts of a multistatus answer, whatever prefixes its server chose. */
export function eventsOfCaldav(xml: string): string[] {
  const parsed: unknown = new XMLParser({
    removeNSPrefix: true,
    parseTagValue: false,
    ignoreAttributes: true,
  }).parse(xml);
  const texts: string[] = [];
  const visit = (node: unknown, name = ''): void => {
    if (typeof node === 'string') {
      if (name === 'calendar-data' && node.includes('BEGIN:VCALENDAR')) texts.push(node);
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item, name);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) visit(value, key);
    }
  };
  visit(parsed);
  return texts;
}
