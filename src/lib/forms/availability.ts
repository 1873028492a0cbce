import { z } from 'zod';
import { minutesOf, WEEKDAYS, type Availability, type TimeRange, type Weekday } from '../slots';
import { formValues } from './validate';

/** The bounds of the availability form, also what a stored value must keep. */
export const availabilityBounds = {
  slotMinutes: [15, 240],
  bufferMinutes: [0, 240],
  minNoticeHours: [0, 720],
  horizonDays: [1, 365],
  maxPerDay: [1, 24],
  reminderHours: [1, 168],
  rangesPerDay: 8,
} as const;

export const availabilityFields = [
  'day1',
  'day2',
  'day3',
  'day4',
  'day5',
  'day6',
  'day7',
  'slotMinutes',
  'bufferBefore',
  'bufferAfter',
  'minNotice',
  'horizon',
  'maxPerDay',
  'firstReminder',
  'secondReminder',
] as const;

export type AvailabilityField = (typeof availabilityFields)[number];

/** Why a field was refused; the back office words each in the owner's language. */
export type AvailabilityError =
  'hours' | 'order' | 'overlap' | 'many' | 'short' | 'number' | 'notice' | 'reminderOrder';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const clock = z.string().regex(CLOCK);

const range = z
  .object({ from: clock, to: clock })
  .refine((value) => minutesOf(value.from) < minutesOf(value.to));

const day = z.array(range).max(availabilityBounds.rangesPerDay);

const reminderHours = z
  .int()
  .min(availabilityBounds.reminderHours[0])
  .max(availabilityBounds.reminderHours[1])
  .nullable();

/** A stored availability: whatever the database holds is read through this. */
export const availabilitySchema = z.object({
  weekly: z.object({ 1: day, 2: day, 3: day, 4: day, 5: day, 6: day, 7: day }),
  slotMinutes: z
    .int()
    .min(availabilityBounds.slotMinutes[0])
    .max(availabilityBounds.slotMinutes[1]),
  bufferBeforeMinutes: z.int().min(0).max(availabilityBounds.bufferMinutes[1]),
  bufferAfterMinutes: z.int().min(0).max(availabilityBounds.bufferMinutes[1]),
  minNoticeHours: z.int().min(0).max(availabilityBounds.minNoticeHours[1]),
  horizonDays: z.int().min(1).max(availabilityBounds.horizonDays[1]),
  maxPerDay: z.int().min(1).max(availabilityBounds.maxPerDay[1]).nullable(),
  openHolidays: z.array(z.iso.date()).max(100),
  reminders: z
    .object({ first: reminderHours, second: reminderHours })
    .default({ first: 24, second: 1 }),
});

/** A day's hours as the form shows them: `09:00–12:00, 14:00–17:00`. */
const rangesText = (ranges: readonly TimeRange[]) =>
  ranges.map((range) => `${range.from}–${range.to}`).join(', ');

/** A day's hours from the form's text; an empty text is a day without calls. */
export function parseRanges(
  text: string,
  slotMinutes: number,
): { ok: true; ranges: TimeRange[] } | { ok: false; error: AvailabilityError } {
  const parts = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > availabilityBounds.rangesPerDay) return { ok: false, error: 'many' };
  const ranges: TimeRange[] = [];
  for (const part of parts) {
    const match = /^(\d{1,2}[:.]\d{2})\s*(?:-|–|—|bis|to)\s*(\d{1,2}[:.]\d{2})$/i.exec(part);
    const [from, to] = [match?.[1], match?.[2]].map((time) =>
      time ? time.replace('.', ':').padStart(5, '0') : '',
    );
    if (!from || !to || !CLOCK.test(from) || !CLOCK.test(to)) return { ok: false, error: 'hours' };
    if (minutesOf(from) >= minutesOf(to)) return { ok: false, error: 'order' };
    if (minutesOf(to) - minutesOf(from) < slotMinutes) return { ok: false, error: 'short' };
    ranges.push({ from, to });
  }
  ranges.sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
  if (
    ranges.some(
      (range, index) =>
        index > 0 && minutesOf(range.from) < minutesOf(ranges[index - 1]?.to ?? '00:00'),
    )
  )
    return { ok: false, error: 'overlap' };
  return { ok: true, ranges };
}

function wholeNumber(text: string, [min, max]: readonly [number, number]): number | undefined {
  if (!/^\d{1,4}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : undefined;
}

const optionalText = (value: number | null) => (value === null ? '' : String(value));

export const availabilityValues = (data: Pick<FormData, 'get'>) =>
  formValues(availabilityFields, data);

/** The form's values as they are shown again: the stored availability, as text. */
export function availabilityFormValues(
  availability: Availability,
): Record<AvailabilityField, string> {
  return {
    ...(Object.fromEntries(
      WEEKDAYS.map((day) => [`day${day}`, rangesText(availability.weekly[day])]),
    ) as Record<`day${Weekday}`, string>),
    slotMinutes: String(availability.slotMinutes),
    bufferBefore: String(availability.bufferBeforeMinutes),
    bufferAfter: String(availability.bufferAfterMinutes),
    minNotice: String(availability.minNoticeHours),
    horizon: String(availability.horizonDays),
    maxPerDay: optionalText(availability.maxPerDay),
    firstReminder: optionalText(availability.reminders.first),
    secondReminder: optionalText(availability.reminders.second),
  };
}

/**
 * The availability the form's values set (the holidays opened stay as they are), or the first
 * error of each field.
 */
export function validateAvailability(
  values: Record<AvailabilityField, string>,
  openHolidays: readonly string[],
):
  | { ok: true; value: Availability }
  | { ok: false; errors: Partial<Record<AvailabilityField, AvailabilityError>> } {
  const errors: Partial<Record<AvailabilityField, AvailabilityError>> = {};
  const number = (field: AvailabilityField, bounds: readonly [number, number]) => {
    const value = wholeNumber(values[field], bounds);
    if (value === undefined) errors[field] = 'number';
    return value ?? bounds[0];
  };
  const slotMinutes = number('slotMinutes', availabilityBounds.slotMinutes);
  const optional = (field: AvailabilityField, bounds: readonly [number, number]) =>
    values[field].trim() === '' ? null : number(field, bounds);
  const weekly = {} as Record<Weekday, TimeRange[]>;
  for (const day of WEEKDAYS) {
    const parsed = parseRanges(values[`day${day}`], slotMinutes);
    if (!parsed.ok) errors[`day${day}`] = parsed.error;
    weekly[day] = parsed.ok ? parsed.ranges : [];
  }
  const value: Availability = {
    weekly,
    slotMinutes,
    bufferBeforeMinutes: number('bufferBefore', availabilityBounds.bufferMinutes),
    bufferAfterMinutes: number('bufferAfter', availabilityBounds.bufferMinutes),
    minNoticeHours: number('minNotice', availabilityBounds.minNoticeHours),
    horizonDays: number('horizon', availabilityBounds.horizonDays),
    maxPerDay: optional('maxPerDay', availabilityBounds.maxPerDay),
    openHolidays: [...openHolidays],
    reminders: {
      first: optional('firstReminder', availabilityBounds.reminderHours),
      second: optional('secondReminder', availabilityBounds.reminderHours),
    },
  };
  // Two reminders at one time would be one mail twice; the second comes later.
  const { first, second } = value.reminders;
  if (!errors.secondReminder && first !== null && second !== null && second >= first)
    errors.secondReminder = 'reminderOrder';
  // A notice that reaches past the horizon would leave no slot at all.
  if (!errors.minNotice && !errors.horizon && value.minNoticeHours >= value.horizonDays * 24)
    errors.minNotice = 'notice';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
