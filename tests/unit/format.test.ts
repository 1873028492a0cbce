import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/i18n/format';

describe('formatterFor', () => {
  it("writes days in the office's time zone, whatever the server's own", () => {
    // 23:30 UTC on 24 November is already Wednesday in Berlin.
    const lateEvening = new Date('2026-11-24T23:30:00Z');
    expect(formatterFor('de').dateTime(lateEvening, 'weekday')).toBe('Mittwoch, 25. November 2026');
    expect(formatterFor('en').dateTime(lateEvening, 'weekday')).toBe('Wednesday, 25 November 2026');
  });
});
