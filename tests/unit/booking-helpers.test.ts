import { describe, expect, it } from 'vitest';
import { hasHandover, parseHandover } from '@/lib/handover';
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/calendar-links';
import { calendarFile, escapeIcsText, foldIcsLine } from '@/lib/ics';
import { calendarDays, slotOption } from '@/lib/slot-labels';

describe('ROI hand-over', () => {
  const parse = (query: string) => parseHandover(new URLSearchParams(query));

  it('reads all four values', () => {
    expect(parse('context=fleet&fleetSize=220&roiPercentage=312.5&totalSavings=184000')).toEqual({
      context: 'fleet',
      fleetSize: 220,
      roiPercentage: 312.5,
      totalSavings: 184000,
    });
    expect(hasHandover(parse('roiPercentage=10'))).toBe(true);
  });

  it.each([
    ['context=<script>', {}],
    ['fleetSize=-5', {}],
    ['fleetSize=2.5', {}],
    ['fleetSize=1e9', {}],
    ['roiPercentage=NaN', {}],
    ['roiPercentage=Infinity', {}],
    ['totalSavings=abc', {}],
    ['totalSavings=-1', {}],
    ['totalSavings=99999999999999999999', {}],
    ['roiPercentage=12&totalSavings=x', { roiPercentage: 12 }],
  ])('drops malformed values: %s', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it('has nothing to show without results', () => {
    expect(hasHandover(parse('context=bank&fleetSize=10'))).toBe(false);
  });
});

describe('calendar file', () => {
  const file = calendarFile({
    product: 'Keller Advisory',
    uid: 'booking-42@keller-advisory.example',
    start: '2026-11-24T13:00:00.000Z',
    end: '2026-11-24T14:00:00.000Z',
    stamp: '2026-11-22T10:00:00.000Z',
    summary: 'Erstgespräch, 60 Minuten; Keller Advisory',
    description: 'Zeile 1\nZeile 2',
    organizer: { name: 'Keller Advisory', email: 'kontakt@keller-advisory.example' },
  });

  it('is an RFC 5545 event in UTC with CRLF line ends', () => {
    expect(
      file.startsWith(
        'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Keller Advisory//Booking//DE\r\n',
      ),
    ).toBe(true);
    expect(file).toContain('DTSTART:20261124T130000Z\r\n');
    expect(file).toContain('DTEND:20261124T140000Z\r\n');
    expect(file).toContain('SUMMARY:Erstgespräch\\, 60 Minuten\\; Keller Advisory\r\n');
    expect(file).toContain('DESCRIPTION:Zeile 1\\nZeile 2\r\n');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(
      file
        .split('\r\n')
        .filter((line) => line && !line.startsWith(' '))
        .every((line) => /^[A-Z-]+[;:]/.test(line)),
    ).toBe(true);
  });

  it('escapes and folds long lines at 75 octets without splitting characters', () => {
    expect(escapeIcsText('a\\b')).toBe('a\\\\b');
    const folded = foldIcsLine(`DESCRIPTION:${'ü'.repeat(80)}`);
    const encoder = new TextEncoder();
    for (const line of folded.split('\r\n'))
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'ü'.repeat(80)}`);
  });
});

describe('the booking picker’s calendar', () => {
  it('spans whole weeks, Monday first, from the first free day to the last', () => {
    const days = calendarDays(['2026-11-26', '2026-12-02', '2026-11-27']);
    expect(days[0]).toBe('2026-11-23');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(days).toHaveLength(14);
    expect(calendarDays([])).toEqual([]);
  });

  it('gives each slot its day in Berlin, also when that is another day in UTC', () => {
    const option = slotOption(
      { start: '2026-03-30T22:30:00.000Z', end: '2026-03-30T23:30:00.000Z' },
      'en',
    );
    expect(option.date).toBe('2026-03-31');
    expect(option.time).toBe('00:30–01:30');
  });
});

describe('links to add a booking to a web calendar', () => {
  const event = {
    title: 'Erstgespräch mit Keller Advisory',
    details: 'Thema: F&I',
    start: '2026-11-24T13:00:00.000Z',
    end: '2026-11-24T14:00:00.000Z',
  };

  it('fill in Google Calendar’s template, times in UTC', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261124T130000Z/20261124T140000Z');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('details')).toBe(event.details);
  });

  it('fill in Outlook’s compose form', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin).toBe('https://outlook.live.com');
    expect(url.searchParams.get('startdt')).toBe(event.start);
    expect(url.searchParams.get('enddt')).toBe(event.end);
    expect(url.searchParams.get('subject')).toBe(event.title);
  });
});
