import { describe, expect, it } from 'vitest';
import {
  availabilityFormValues,
  availabilitySchema,
  parseRanges,
  validateAvailability,
} from '@/lib/forms/availability';
import { company } from '@/site/company';

const defaults = company.booking.availability;

describe('the availability form', () => {
  it('reads ranges as the owner types them, and writes them back the same way', () => {
    expect(parseRanges('9:00-12:00, 14.00 – 17:00', 60)).toEqual({
      ok: true,
      ranges: [
        { from: '09:00', to: '12:00' },
        { from: '14:00', to: '17:00' },
      ],
    });
    expect(parseRanges('  ', 60)).toEqual({ ok: true, ranges: [] });
    expect(availabilityFormValues(defaults).day4).toBe(
      '09:00–10:00, 11:00–12:00, 14:00–15:00, 16:00–17:00',
    );
  });

  it.each([
    ['9 bis 12', 'hours'],
    ['25:00–26:00', 'hours'],
    ['12:00–09:00', 'order'],
    ['09:00–12:00, 11:00–13:00', 'overlap'],
    ['09:00–09:30', 'short'],
    [Array.from({ length: 9 }, (_, n) => `${10 + n}:00–${10 + n}:59`).join(', '), 'many'],
  ])('refuses %s (%s)', (text, error) => {
    expect(parseRanges(text, 45)).toEqual({ ok: false, error });
  });

  it('gives each field its own error and keeps the holidays opened', () => {
    const values = { ...availabilityFormValues(defaults), day2: 'morgens', slotMinutes: '5' };
    expect(validateAvailability(values, [])).toEqual({
      ok: false,
      errors: { day2: 'hours', slotMinutes: 'number' },
    });
    const saved = validateAvailability(
      {
        ...availabilityFormValues(defaults),
        day4: '10:00–12:00',
        bufferAfter: '15',
        maxPerDay: '3',
        secondReminder: '',
      },
      ['2026-12-26'],
    );
    expect(saved.ok && saved.value).toMatchObject({
      weekly: { 4: [{ from: '10:00', to: '12:00' }] },
      bufferAfterMinutes: 15,
      maxPerDay: 3,
      openHolidays: ['2026-12-26'],
      reminders: { first: 24, second: null },
    });
    expect(availabilitySchema.safeParse(saved.ok && saved.value).success).toBe(true);
  });

  it('refuses a notice that reaches past the horizon', () => {
    const values = { ...availabilityFormValues(defaults), minNotice: '48', horizon: '2' };
    expect(validateAvailability(values, [])).toEqual({
      ok: false,
      errors: { minNotice: 'notice' },
    });
  });

  it('refuses a second reminder that does not come after the first', () => {
    const values = {
      ...availabilityFormValues(defaults),
      firstReminder: '24',
      secondReminder: '24',
    };
    expect(validateAvailability(values, [])).toEqual({
      ok: false,
      errors: { secondReminder: 'reminderOrder' },
    });
  });

  it('reads only a stored availability of the right shape', () => {
    expect(availabilitySchema.safeParse(defaults).success).toBe(true);
    expect(availabilitySchema.safeParse({ ...defaults, slotMinutes: 0 }).success).toBe(false);
    expect(availabilitySchema.safeParse(null).success).toBe(false);
  });
});
