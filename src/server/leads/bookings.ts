import { and, desc, eq, gt, gte } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { BookingRequest } from '@/lib/forms/booking';
import { bookingSlotsFor, slotsOutside, type Slot } from '@/lib/slots';
import { company } from '@/site/company';
import { db } from '../db/client';
import { databaseErrorCode } from '../db/errors';
import { blockedTimes, bookings, type BookingRow } from '../db/schema';
import { queueLeadMails, type OutgoingMail } from '../mail/outbox';
import { newToken, tokenHash } from '../tokens';

/** Starts of confirmed bookings from `from` on. */
async function takenSlots(from: Date): Promise<Set<string>> {
  const rows = await db()
    .select({ start: bookings.slotStart })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gte(bookings.slotStart, from)));
  return new Set(rows.map((row) => row.start.toISOString()));
}

/** The slots offered at `now`: in the booking rules, outside blocked times (taken or not). */
async function offeredSlots(now: Date): Promise<Slot[]> {
  const blocked = await db().select().from(blockedTimes).where(gt(blockedTimes.endsAt, now));
  return slotsOutside(bookingSlotsFor(now, company.booking), blocked);
}

/** The slots a visitor can book right now. */
export async function freeSlots(now = new Date()): Promise<Slot[]> {
  const taken = await takenSlots(now);
  return (await offeredSlots(now)).filter((slot) => !taken.has(slot.start));
}

/** The slot starting at `start` if it is offered at `now` (taken or not). */
export async function offeredSlot(start: string, now = new Date()): Promise<Slot | undefined> {
  const date = new Date(start);
  if (Number.isNaN(date.getTime())) return undefined;
  const iso = date.toISOString();
  return (await offeredSlots(now)).find((slot) => slot.start === iso);
}

/** The visitor's private link token for a booking, and what is stored of it. */
export function newManageToken() {
  const token = newToken();
  return { token, hash: tokenHash(token) };
}

export type BookingResult =
  | { readonly ok: true; readonly booking: BookingRow; readonly manageToken: string }
  | { readonly ok: false; readonly reason: 'unavailable' | 'taken' };

/**
 * Books a slot if it is offered right now. The unique index decides between concurrent
 * requests for the same slot: exactly one insert succeeds, the others learn it is taken.
 * The mails are queued with the booking; the visitor's confirmation only within its address's
 * daily share (`queueLeadMails`).
 */
export async function bookSlot(
  request: BookingRequest,
  locale: Locale,
  now = new Date(),
  mailsFor: (
    booking: BookingRow,
    manageToken: string,
  ) => readonly OutgoingMail[] | Promise<readonly OutgoingMail[]> = () => [],
  sourcePath: string | null = null,
): Promise<BookingResult> {
  const offered = await offeredSlot(request.slot, now);
  if (!offered) return { ok: false, reason: 'unavailable' };
  const manage = newManageToken();
  try {
    const row = await db().transaction(async (tx) => {
      const [inserted] = await tx
        .insert(bookings)
        .values({
          slotStart: new Date(offered.start),
          slotEnd: new Date(offered.end),
          locale,
          name: request.name,
          email: request.email,
          company: request.company,
          phone: request.phone || null,
          topic: request.topic,
          manageTokenHash: manage.hash,
          sourcePath,
        })
        .returning();
      if (!inserted) throw new Error('The booking was not stored');
      await queueLeadMails(tx, await mailsFor(inserted, manage.token), {
        kind: 'booking',
        id: inserted.id,
      });
      return inserted;
    });
    return { ok: true, booking: row, manageToken: manage.token };
  } catch (error) {
    if (databaseErrorCode(error) === '23505') return { ok: false, reason: 'taken' };
    throw error;
  }
}

/**
 * Stores a booking the spam screening caught: `unconfirmed`, so it holds no slot, and without
 * mails or a private link; the owner finds it under spam.
 */
export async function quarantineBooking(
  request: BookingRequest,
  locale: Locale,
  sourcePath: string | null,
): Promise<void> {
  const start = new Date(request.slot);
  if (Number.isNaN(start.getTime())) return;
  await db()
    .insert(bookings)
    .values({
      slotStart: start,
      slotEnd: new Date(start.getTime() + company.booking.durationMinutes * 60_000),
      locale,
      name: request.name,
      email: request.email,
      company: request.company,
      phone: request.phone || null,
      topic: request.topic,
      status: 'unconfirmed',
      leadStatus: 'spam',
      sourcePath,
    });
}

export async function latestBookings(limit = 100): Promise<BookingRow[]> {
  return db()
    .select()
    .from(bookings)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}
