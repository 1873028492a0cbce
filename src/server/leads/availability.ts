import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
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
import { calendarBusyTimes } from '../calendars/sources';
import { db } from '../db/client';
import { blockedTimes, bookingSettings, bookings } from '../db/schema';

/** The database, or a transaction of it. */
export type Executor = Pick<ReturnType<typeof db>, 'select' | 'insert' | 'update' | 'execute'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored availability: the owner's, `undefined` when none is set, `null` when unreadable. */
async function storedAvailability(executor: Executor): Promise<Availability | undefined | null> {
  const [row] = await executor
    .select({ availability: bookingSettings.availability })
    .from(bookingSettings)
    .where(eq(bookingSettings.id, 1));
  if (row?.availability === undefined || row.availability === null) return undefined;
  const parsed = availabilitySchema.safeParse(row.availability);
  if (parsed.success) return parsed.data;
  console.error('The stored availability cannot be read; the default hours apply until it is set.');
  return null;
}

/** The availability the owner set in the back office, or the company module's defaults. */
export async function currentAvailability(executor: Executor = db()): Promise<Availability> {
  return (await storedAvailability(executor)) ?? company.booking.availability;
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
  return db().transaction(async (tx) => {
    await tx.insert(bookingSettings).values({ id: 1 }).onConflictDoNothing();
    await tx.select().from(bookingSettings).where(eq(bookingSettings.id, 1)).for('update');
    const stored = await storedAvailability(tx);
    if (stored === null && !replaces) throw new Error('The stored availability cannot be read');
    const next = availabilitySchema.parse(change(stored ?? company.booking.availability));
    await tx
      .update(bookingSettings)
      .set({ availability: next, changedAt: new Date(), changedBy })
      .where(eq(bookingSettings.id, 1));
    return next;
  });
}

/**
 * Serialises every change of the calendar (a booking, a move) for the transaction, so that the
 * free slots it reads stay free until it commits.
 */
export async function lockCalendar(executor: Executor): Promise<void> {
  await executor.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended('booking-calendar', 0))`,
  );
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
  const calls = await executor
    .select({ start: bookings.slotStart, end: bookings.slotEnd })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gt(bookings.slotEnd, from),
        lt(bookings.slotStart, to),
        except === undefined ? undefined : ne(bookings.id, except),
      ),
    );
  // From a day ago, as a slot's buffer before can reach into the past.
  const blocked = await executor
    .select({ start: blockedTimes.startsAt, end: blockedTimes.endsAt })
    .from(blockedTimes)
    .where(and(gt(blockedTimes.endsAt, from), lt(blockedTimes.startsAt, to)));
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
  const upcoming = await db()
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gt(bookings.slotStart, now)))
    .orderBy(asc(bookings.slotStart));
  return upcoming.filter(
    (call) =>
      !withinHours({ start: call.slotStart, end: call.slotEnd }, availability, company.booking),
  );
}
