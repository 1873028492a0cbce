import { describe, expect, it } from 'vitest';
import { hasHandover, parseHandover } from '@/lib/handover';
import { calendarFile, escapeIcsText, foldIcsLine } from '@/lib/ics';

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
