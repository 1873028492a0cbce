import { availabilitySchema } from '@/lib/forms/availability';
import {
  freeSlotsOf,
  slotGrid,
  withinHours,
  type Availability,
  type Occupancy,
  type Slot,
} from '@/lib/slots';
import { company } from '@/site/company';
import {
  blockedBetween,
  calendarBusyTimes,
  changeStoredAvailability,
  confirmedCallsBetween,
  storedSettings,
  upcomingCalls,
  type Executor,
} from '../stores/bookings';
import { db } from '../db/client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stored availability: the owner's, `undefined` when none is set, `null` when unreadable. */
function readAvailability(stored: unknown): Availability | undefined | null {
  if (stored === undefined || stored === null) return undefined;
  const parsed = availabilitySchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  console.error('The stored availability cannot be read; the default hours apply until it is set.');
  return null;
}

/** The availability the owner set in the back office, or the company module's defaults. */
export async function currentAvailability(executor: Executor = db()): Promise<Availability> {
  const settings = await storedSettings(executor);
  return readAvailability(settings?.availability) ?? company.booking.availability;
}

/**
 * Changes the availability under the row's lock, so that two changes at once (the hours, a
 * holiday opened) both hold: `change` gets the availability as it is now. A stored value that
 * cannot be read is replaced only by a whole new one (`replaces`), never built upon.
 */
export async function changeAvailability(
  change: (current: Availability) => Availability,
  changedBy: string,
  { replaces = false } = {},
): Promise<Availability> {
  return changeStoredAvailability((value) => {
    const stored = readAvailability(value);
    if (stored === null && !replaces) throw new Error('The stored availability cannot be read');
    return availabilitySchema.parse(change(stored ?? company.booking.availability));
  }, changedBy);
}

/**
 * Confirmed calls and busy times (blocked, and in the owner's calendars) around `now`'s bookable
 * days (`except`: a call being moved).
 */
async function occupancy(
  executor: Executor,
  now: Date,
  availability: Availability,
  except?: number,
): Promise<Occupancy> {
  const from = new Date(now.getTime() - DAY_MS);
  const to = new Date(now.getTime() + (availability.horizonDays + 2) * DAY_MS);
  // One after the other: the executor may be a transaction, whose connection takes one query at
  // a time.
  const calls = await confirmedCallsBetween(executor, from, to, except);
  // From a day ago, as a slot's buffer before can reach into the past.
  const blocked = await blockedBetween(executor, from, to);
  const calendars = await calendarBusyTimes(executor, from, to);
  return { calls, busy: [...blocked, ...calendars] };
}

/** The slots at `now`: `offered` by the hours and not busy; `free` of them, not taken by calls either. */
export async function slotsAt(
  now: Date,
  options: { readonly executor?: Executor; readonly except?: number } = {},
): Promise<{ offered: Slot[]; free: Slot[] }> {
  const executor = options.executor ?? db();
  const availability = await currentAvailability(executor);
  const { calls, busy } = await occupancy(executor, now, availability, options.except);
  const office = company.booking;
  const offered = freeSlotsOf(slotGrid(now, availability, office), availability, office, {
    calls: [],
    busy,
  });
  return { offered, free: freeSlotsOf(offered, availability, office, { calls, busy }) };
}

/** Confirmed calls from `now` on that lie outside the current hours, for the owner to move. */
export async function callsOutsideHours(now = new Date()) {
  const availability = await currentAvailability();
  const upcoming = await upcomingCalls(now);
  return upcoming.filter(
    (call) =>
      !withinHours({ start: call.slotStart, end: call.slotEnd }, availability, company.booking),
  );
}
