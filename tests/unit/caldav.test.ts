import { describe, expect, it } from 'vitest';
import { busyTimesOf } from '@/lib/busy-times';
import { caldavQuery, eventsOfCaldav } from '@/server/calendars/caldav';

const event = (uid: string, start: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART:${start}`,
    'DURATION:PT1H',
    'SUMMARY:Termin &amp; Treffen',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

describe('CalDAV', () => {
  it('asks for the events of a time range with their calendar data', () => {
    const query = caldavQuery(new Date('2026-11-27T10:15:00Z'), new Date('2027-12-31T00:00:00Z'));
    expect(query).toContain('<C:calendar-data/>');
    expect(query).toContain('<C:time-range start="20261127T101500Z" end="20271231T000000Z"/>');
  });

  it('reads the calendar data of a multistatus answer, whatever the prefixes', () => {
    const answer = `<?xml version="1.0" encoding="utf-8"?>
<d:multistatus xmlns:d="DAV:" xmlns:cal="urn:ietf:params:xml:ns:caldav">
  <d:response><d:href>/cal/a.ics</d:href><d:propstat><d:prop>
    <cal:calendar-data>${event('a', '20261201T090000Z')}</cal:calendar-data>
  </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
  <d:response><d:href>/cal/b.ics</d:href><d:propstat><d:prop>
    <cal:calendar-data><![CDATA[${event('b', '20261202T090000Z')}]]></cal:calendar-data>
  </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
</d:multistatus>`;
    const texts = eventsOfCaldav(answer);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('SUMMARY:Termin & Treffen');
    const window = { from: new Date('2026-11-30T00:00:00Z'), to: new Date('2026-12-31T00:00:00Z') };
    expect(
      texts
        .flatMap((text) => busyTimesOf(text, window, 'Europe/Berlin').busy)
        .map((time) => time.start),
    ).toEqual([new Date('2026-12-01T09:00:00Z'), new Date('2026-12-02T09:00:00Z')]);
  });

  it('finds nothing in an answer without calendar data', () => {
    expect(eventsOfCaldav('<html><body>Sign in</body></html>')).toEqual([]);
    expect(eventsOfCaldav('')).toEqual([]);
  });
});
