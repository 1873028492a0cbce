import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  germanPublicHolidays,
  instantOf,
  isoWeekday,
  mondayOf,
  wallDateAt,
  zoneOffsetMinutes,
} from '@/lib/calendar';
import { bookingSlotsFor, type BookingRules, slotsOutside } from '@/lib/slots';
import { company } from '@/site/company';

const berlin = 'Europe/Berlin';

const rules: BookingRules = {
  timeZone: berlin,
  holidayState: 'BY',
  durationMinutes: 60,
  weekly: {
    1: ['09:00', '14:00'],
    2: ['09:00', '14:00'],
    3: ['09:00', '14:00'],
    4: ['09:00', '14:00'],
    5: ['09:00'],
  },
  minLeadHours: 24,
  horizonDays: 30,
};

describe('calendar', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('knows the nationwide and Bavarian holidays of 2026', () => {
    const holidays = germanPublicHolidays(2026, 'BY');
    for (const date of [
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-06-04',
      '2026-08-15',
      '2026-10-03',
      '2026-11-01',
      '2026-12-25',
      '2026-12-26',
    ]) {
      expect(holidays.has(date), date).toBe(true);
    }
    expect(holidays.size).toBe(13);
    expect(germanPublicHolidays(2026).has('2026-01-06')).toBe(false);
  });

  it('converts Berlin wall-clock times across both daylight-saving changes', () => {
    expect(instantOf('2026-03-27', '09:00', berlin).toISOString()).toBe('2026-03-27T08:00:00.000Z');
    expect(instantOf('2026-03-30', '09:00', berlin).toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(instantOf('2026-10-23', '09:00', berlin).toISOString()).toBe('2026-10-23T07:00:00.000Z');
    expect(instantOf('2026-10-26', '09:00', berlin).toISOString()).toBe('2026-10-26T08:00:00.000Z');
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), berlin)).toBe(120);
    expect(zoneOffsetMinutes(new Date('2026-01-01T12:00:00Z'), berlin)).toBe(60);
  });

  it('tells the date in Berlin, not in UTC', () => {
    expect(wallDateAt(new Date('2026-11-22T23:30:00Z'), berlin)).toBe('2026-11-23');
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
  });

  it('finds the Monday of a week, across a month end', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });
});

describe('bookingSlotsFor', () => {
  it('offers the weekly times in Berlin time, from 24 hours ahead, up to 30 days ahead', () => {
    const now = new Date('2026-11-23T08:30:00Z'); // Monday 09:30 in Berlin
    const slots = bookingSlotsFor(now, rules);
    // Monday 14:00 is less than 24 h ahead; the first slot is Tuesday 14:00 (09:00 is 23.5 h ahead).
    expect(slots[0]).toEqual({
      start: '2026-11-24T13:00:00.000Z',
      end: '2026-11-24T14:00:00.000Z',
      date: '2026-11-24',
      time: '14:00',
    });
    const last = slots.at(-1);
    expect(last?.start).toBe('2026-12-23T08:00:00.000Z');
    expect(new Date(last?.start ?? 0).getTime() - now.getTime()).toBeLessThanOrEqual(
      30 * 24 * 3600 * 1000,
    );
    for (const slot of slots) {
      expect(new Date(slot.start).getTime() - now.getTime()).toBeGreaterThanOrEqual(
        24 * 3600 * 1000,
      );
      expect(isoWeekday(slot.date)).toBeLessThanOrEqual(5);
    }
  });

  it('never offers weekends, public holidays or past slots', () => {
    const slots = bookingSlotsFor(new Date('2026-12-20T10:00:00Z'), rules);
    const dates = new Set(slots.map((slot) => slot.date));
    expect(dates.has('2026-12-25')).toBe(false);
    expect(dates.has('2026-12-26')).toBe(false);
    expect(dates.has('2027-01-01')).toBe(false);
    expect(dates.has('2027-01-06')).toBe(false);
    expect(dates.has('2026-12-27')).toBe(false);
    expect(dates.has('2026-12-28')).toBe(true);
  });

  it('keeps 09:00 Berlin across the change to summer time', () => {
    const slots = bookingSlotsFor(new Date('2026-03-20T10:00:00Z'), rules);
    const friday = slots.find((slot) => slot.date === '2026-03-27' && slot.time === '09:00');
    const monday = slots.find((slot) => slot.date === '2026-03-30' && slot.time === '09:00');
    expect(friday?.start).toBe('2026-03-27T08:00:00.000Z');
    expect(monday?.start).toBe('2026-03-30T07:00:00.000Z');
  });

  it('leaves out slots already taken', () => {
    const now = new Date('2026-11-23T08:30:00Z');
    const first = bookingSlotsFor(now, rules)[0];
    const rest = bookingSlotsFor(now, rules, new Set([first?.start ?? '']));
    expect(rest[0]?.start).not.toBe(first?.start);
    expect(rest).toHaveLength(bookingSlotsFor(now, rules).length - 1);
  });
});

describe('the office’s booking hours', () => {
  it('offer free 60-minute calls on working days in Berlin', () => {
    const slots = bookingSlotsFor(new Date('2026-11-22T10:00:00Z'), company.booking);
    expect(slots.length).toBeGreaterThan(40);
    expect(company.booking.durationMinutes).toBe(60);
    expect(company.booking.timeZone).toBe('Europe/Berlin');
    expect(slots.every((slot) => isoWeekday(slot.date) <= 5)).toBe(true);
  });
});

describe('blocked times', () => {
  const slot = (start: string, end: string) => ({ start, end });
  const slots = [
    slot('2026-12-01T08:00:00.000Z', '2026-12-01T09:00:00.000Z'),
    slot('2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z'),
    slot('2026-12-01T10:00:00.000Z', '2026-12-01T11:00:00.000Z'),
  ];
  it('leaves out the slots a period overlaps, not those it only touches', () => {
    const period = {
      startsAt: new Date('2026-12-01T09:30:00.000Z'),
      endsAt: new Date('2026-12-01T10:00:00.000Z'),
    };
    expect(slotsOutside(slots, [period])).toEqual([slots[0], slots[2]]);
    expect(slotsOutside(slots, [])).toEqual(slots);
  });
});
