import { and, desc, eq, gte } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { BookingRequest } from '@/lib/forms/booking';
import { bookingSlotsFor, type Slot } from '@/lib/slots';
import { company } from '@/site/company';
import { db } from '../db/client';
import { databaseErrorCode } from '../db/errors';
import { bookings, type BookingRow } from '../db/schema';
import { enqueueMails, type OutgoingMail } from '../mail/outbox';

/** Starts of confirmed bookings from `from` on. */
async function takenSlots(from: Date): Promise<Set<string>> {
  const rows = await db()
    .select({ start: bookings.slotStart })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gte(bookings.slotStart, from)));
  return new Set(rows.map((row) => row.start.toISOString()));
}

/** The slots a visitor can book right now. */
export async function freeSlots(now = new Date()): Promise<Slot[]> {
  return bookingSlotsFor(now, company.booking, await takenSlots(now));
}

export type BookingResult =
  | { readonly ok: true; readonly booking: BookingRow }
  | { readonly ok: false; readonly reason: 'unavailable' | 'taken' };

/**
 * Books a slot if it is offered right now. The unique index decides between concurrent
 * requests for the same slot: exactly one insert succeeds, the others learn it is taken.
 */
export async function bookSlot(
  request: BookingRequest,
  locale: Locale,
  now = new Date(),
  mailsFor: (booking: BookingRow) => readonly OutgoingMail[] = () => [],
): Promise<BookingResult> {
  const offered = bookingSlotsFor(now, company.booking).find(
    (slot) => slot.start === new Date(request.slot).toISOString(),
  );
  if (!offered) return { ok: false, reason: 'unavailable' };
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
        })
        .returning();
      if (!inserted) throw new Error('The booking was not stored');
      await enqueueMails(tx, mailsFor(inserted), { kind: 'booking', id: inserted.id });
      return inserted;
    });
    return { ok: true, booking: row };
  } catch (error) {
    if (databaseErrorCode(error) === '23505') return { ok: false, reason: 'taken' };
    throw error;
  }
}

export async function latestBookings(limit = 100): Promise<BookingRow[]> {
  return db()
    .select()
    .from(bookings)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}
