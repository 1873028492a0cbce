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
import {
  freeSlotsOf,
  slotGrid,
  startTimes,
  withinHours,
  type Availability,
  type Office,
  type Slot,
} from '@/lib/slots';
import { company } from '@/site/company';

const berlin = 'Europe/Berlin';

const office: Office = { timeZone: berlin, holidayState: 'BY' };

const hour = (from: string) => ({
  from,
  to: `${String(Number(from.slice(0, 2)) + 1).padStart(2, '0')}:00`,
});

const rules: Availability = {
  weekly: {
    1: [hour('09:00'), hour('14:00')],
    2: [hour('09:00'), hour('14:00')],
    3: [hour('09:00'), hour('14:00')],
    4: [hour('09:00'), hour('14:00')],
    5: [hour('09:00')],
    6: [],
    7: [],
  },
  slotMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeHours: 24,
  horizonDays: 30,
  maxPerDay: null,
  openHolidays: [],
  reminders: { first: 24, second: 1 },
};

const bookingSlotsFor = (now: Date, availability: Availability = rules) =>
  slotGrid(now, availability, office);

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
});

describe('the office’s booking hours', () => {
  it('offer free 60-minute calls at 09:00, 11:00, 14:00 and 16:00 on working days in Berlin', () => {
    const slots = slotGrid(
      new Date('2026-11-22T10:00:00Z'),
      company.booking.availability,
      company.booking,
    );
    expect(slots.length).toBeGreaterThan(40);
    expect(company.booking.availability.slotMinutes).toBe(60);
    expect(company.booking.timeZone).toBe('Europe/Berlin');
    expect(slots.every((slot) => isoWeekday(slot.date) <= 5)).toBe(true);
    expect(slots.filter((slot) => slot.date === '2026-11-26').map((slot) => slot.time)).toEqual([
      '09:00',
      '11:00',
      '14:00',
      '16:00',
    ]);
    expect(slots.filter((slot) => slot.date === '2026-11-27').map((slot) => slot.time)).toEqual([
      '09:00',
      '11:00',
    ]);
  });
});

describe('hours as ranges', () => {
  it('start a call at each range’s start and every call length after, while it fits', () => {
    expect(startTimes([{ from: '09:00', to: '12:00' }], 60)).toEqual(['09:00', '10:00', '11:00']);
    expect(startTimes([{ from: '09:00', to: '11:59' }], 60)).toEqual(['09:00', '10:00']);
    expect(
      startTimes(
        [
          { from: '09:00', to: '10:00' },
          { from: '14:30', to: '16:00' },
        ],
        45,
      ),
    ).toEqual(['09:00', '14:30', '15:15']);
  });

  it('offers a public holiday the owner opened, and only that one', () => {
    const now = new Date('2026-12-20T10:00:00Z');
    const dates = (availability: Availability) =>
      new Set(slotGrid(now, availability, office).map((slot) => slot.date));
    const opened = dates({ ...rules, openHolidays: ['2026-12-25'] });
    expect(opened.has('2026-12-25')).toBe(true);
    expect(opened.has('2027-01-01')).toBe(false);
    expect(dates(rules).has('2026-12-25')).toBe(false);
  });

  it('offers no wall time the change to summer time skips', () => {
    const night = { ...rules, weekly: { ...rules.weekly, 7: [{ from: '01:00', to: '04:00' }] } };
    const sunday = slotGrid(new Date('2026-03-25T10:00:00Z'), night, office).filter(
      (slot) => slot.date === '2026-03-29',
    );
    expect(sunday.map((slot) => slot.time)).toEqual(['01:00', '03:00']);
    expect(new Set(sunday.map((slot) => slot.start)).size).toBe(2);
  });

  it('keeps the minimum notice and the horizon it is given', () => {
    const now = new Date('2026-11-23T08:30:00Z');
    const slots = slotGrid(now, { ...rules, minNoticeHours: 0, horizonDays: 2 }, office);
    expect(slots[0]?.start).toBe('2026-11-23T13:00:00.000Z');
    expect(slots.at(-1)?.start).toBe('2026-11-25T08:00:00.000Z');
  });
});

describe('free slots', () => {
  const now = new Date('2026-11-23T08:30:00Z');
  const continuous: Availability = {
    ...rules,
    weekly: { ...rules.weekly, 3: [{ from: '09:00', to: '13:00' }] },
  };
  const wednesday = (availability: Availability, occupancy: Parameters<typeof freeSlotsOf>[3]) =>
    freeSlotsOf(slotGrid(now, availability, office), availability, office, occupancy)
      .filter((slot: Slot) => slot.date === '2026-11-25')
      .map((slot) => slot.time);
  const at = (from: string, to: string) => ({
    start: new Date(`2026-11-25T${from}:00+01:00`),
    end: new Date(`2026-11-25T${to}:00+01:00`),
  });

  it('leave out a slot a call or busy time overlaps, not one it only touches', () => {
    expect(wednesday(continuous, { calls: [at('10:00', '11:00')], busy: [] })).toEqual([
      '09:00',
      '11:00',
      '12:00',
    ]);
    expect(wednesday(continuous, { calls: [], busy: [at('11:30', '11:45')] })).toEqual([
      '09:00',
      '10:00',
      '12:00',
    ]);
  });

  it('keep the buffers free of busy times, and the larger buffer between two calls', () => {
    const buffered = { ...continuous, bufferBeforeMinutes: 10, bufferAfterMinutes: 15 };
    // A busy time ending at 10:05 reaches into 10:00's buffer before; one from 11:10, into its buffer after.
    expect(wednesday(buffered, { calls: [], busy: [at('09:55', '10:05')] })).toEqual([
      '11:00',
      '12:00',
    ]);
    expect(wednesday(buffered, { calls: [], busy: [at('11:10', '11:20')] })).toEqual([
      '09:00',
      '12:00',
    ]);
    // A call from 10:00 to 11:00 keeps 15 minutes on both sides free of other calls.
    expect(wednesday(buffered, { calls: [at('10:00', '11:00')], busy: [] })).toEqual(['12:00']);
  });

  it('end a day at its maximum of calls', () => {
    const capped = { ...continuous, maxPerDay: 2 };
    expect(wednesday(capped, { calls: [at('09:00', '10:00')], busy: [] })).toEqual([
      '10:00',
      '11:00',
      '12:00',
    ]);
    expect(
      wednesday(capped, { calls: [at('09:00', '10:00'), at('12:00', '13:00')], busy: [] }),
    ).toEqual([]);
  });

  it('tell a call outside the hours, or on a closed holiday', () => {
    expect(withinHours(at('09:00', '10:00'), rules, office)).toBe(true);
    expect(withinHours(at('10:00', '11:00'), rules, office)).toBe(false);
    const christmas = {
      start: new Date('2026-12-25T09:00:00+01:00'),
      end: new Date('2026-12-25T10:00:00+01:00'),
    };
    expect(withinHours(christmas, rules, office)).toBe(false);
    expect(withinHours(christmas, { ...rules, openHolidays: ['2026-12-25'] }, office)).toBe(true);
  });
});
