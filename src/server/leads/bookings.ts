import { createHmac } from 'node:crypto';
import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/locales';
import type { BookingRequest } from '@/lib/forms/booking';
import { bookingSlotsFor, slotsOutside, type Slot } from '@/lib/slots';
import { company } from '@/site/company';
import { calendarLimits } from '@/site/timing';
import { db } from '../db/client';
import { databaseErrorCode } from '../db/errors';
import { blockedTimes, bookings, type BookingRow } from '../db/schema';
import { enqueueMails, queueLeadMails, withinDailyShare, type OutgoingMail } from '../mail/outbox';
import { formKey } from './form-key';
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
  | { readonly ok: false; readonly reason: 'unavailable' | 'taken' }
  /**
   * The address or the client already has `calendarLimits.upcomingPerPerson` calls to come;
   * `resent` when the address was mailed the private links of its calls again.
   */
  | { readonly ok: false; readonly reason: 'capped'; readonly resent: boolean };

/** A booking with a newly issued private link. */
export interface LinkedBooking {
  readonly booking: BookingRow;
  readonly manageToken: string;
}

export interface BookingOptions {
  readonly now?: Date;
  /** The client it comes from (`rateLimitKey`), counted against `upcomingPerPerson`. */
  readonly client?: string;
  /** The page the form was sent from. */
  readonly sourcePath?: string | null;
  /** The new booking's mails. */
  readonly mailsFor?: (
    booking: BookingRow,
    manageToken: string,
  ) => readonly OutgoingMail[] | Promise<readonly OutgoingMail[]>;
  /** The mail that gives an address at the limit the links of its calls again. */
  readonly linksMailFor?: (
    calls: readonly LinkedBooking[],
  ) => OutgoingMail | undefined | Promise<OutgoingMail | undefined>;
}

/** What a booking stores of its client: an HMAC under the form key, not the address. */
async function clientHashOf(client: string): Promise<string> {
  return createHmac('sha256', await formKey())
    .update(`booking-client ${client}`)
    .digest('base64url');
}

type Transaction = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

/**
 * Which limit the new booking would pass: calls to come for its address, then for its client.
 * Locks the address and the client for the transaction (always in this order), so that bookings
 * sent at once count one after the other.
 */
async function overLimit(
  tx: Transaction,
  email: string,
  clientHash: string | null,
  now: Date,
): Promise<'email' | 'client' | undefined> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking-cap ${email.toLowerCase()}`}, 0))`,
  );
  if (clientHash)
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking-cap ${clientHash}`}, 0))`,
    );
  const { rows } = await tx.execute<{ byEmail: number; byClient: number }>(
    sql`SELECT count(*) FILTER (WHERE lower(${bookings.email}) = lower(${email}))::int AS "byEmail",
               count(*) FILTER (WHERE ${bookings.clientHash} = ${clientHash})::int AS "byClient"
          FROM ${bookings}
         WHERE ${bookings.status} = 'confirmed' AND ${bookings.slotStart} > ${now.toISOString()}
           AND NOT ${bookings.capLifted}`,
  );
  const [counts] = rows;
  if ((counts?.byEmail ?? 0) >= calendarLimits.upcomingPerPerson) return 'email';
  if ((counts?.byClient ?? 0) >= calendarLimits.upcomingPerPerson) return 'client';
  return undefined;
}

/**
 * Mails an address at the limit the private links of its calls to come, once its daily share of
 * mails allows: each call gets a new link (only hashes are kept), which replaces the old one.
 */
async function resendLinks(
  tx: Transaction,
  email: string,
  now: Date,
  linksMailFor: NonNullable<BookingOptions['linksMailFor']>,
): Promise<boolean> {
  if (!(await withinDailyShare(tx, email))) return false;
  const upcoming = await tx
    .select()
    .from(bookings)
    .where(
      and(
        sql`lower(${bookings.email}) = lower(${email})`,
        eq(bookings.status, 'confirmed'),
        gt(bookings.slotStart, now),
      ),
    )
    .orderBy(bookings.slotStart);
  const calls = upcoming.map((booking) => ({ booking, ...newManageToken() }));
  const mail = await linksMailFor(
    calls.map(({ booking, token }) => ({ booking, manageToken: token })),
  );
  if (!mail) return false;
  for (const call of calls)
    await tx
      .update(bookings)
      .set({ manageTokenHash: call.hash })
      .where(eq(bookings.id, call.booking.id));
  await enqueueMails(tx, [mail], { kind: 'booking', id: calls[0]?.booking.id ?? 0 });
  return true;
}

/**
 * Books a slot if it is offered right now and the address and the client are within
 * `calendarLimits.upcomingPerPerson`. The unique index decides between concurrent requests for
 * the same slot: exactly one insert succeeds, the others learn it is taken. The mails are queued
 * with the booking; the visitor's confirmation only within its address's daily share
 * (`queueLeadMails`).
 */
export async function bookSlot(
  request: BookingRequest,
  locale: Locale,
  options: BookingOptions = {},
): Promise<BookingResult> {
  const { now = new Date(), client, sourcePath = null, mailsFor, linksMailFor } = options;
  const offered = await offeredSlot(request.slot, now);
  if (!offered) return { ok: false, reason: 'unavailable' };
  const manage = newManageToken();
  const clientHash = client ? await clientHashOf(client) : null;
  try {
    return await db().transaction(async (tx): Promise<BookingResult> => {
      const over = await overLimit(tx, request.email, clientHash, now);
      if (over)
        return {
          ok: false,
          reason: 'capped',
          resent:
            over === 'email' &&
            !!linksMailFor &&
            (await resendLinks(tx, request.email, now, linksMailFor)),
        };
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
          clientHash,
        })
        .returning();
      if (!inserted) throw new Error('The booking was not stored');
      await queueLeadMails(tx, (await mailsFor?.(inserted, manage.token)) ?? [], {
        kind: 'booking',
        id: inserted.id,
      });
      return { ok: true, booking: inserted, manageToken: manage.token };
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') return { ok: false, reason: 'taken' };
    throw error;
  }
}

/** Lets a booking count, or no longer count, against `calendarLimits.upcomingPerPerson`. */
export async function setCapLifted(id: number, lifted: boolean): Promise<boolean> {
  const changed = await db()
    .update(bookings)
    .set({ capLifted: lifted })
    .where(and(eq(bookings.id, id), eq(bookings.capLifted, !lifted)))
    .returning({ id: bookings.id });
  return changed.length > 0;
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
