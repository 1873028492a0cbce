import { createHmac } from 'node:crypto';
import type { Locale } from '@/i18n/locales';
import type { PlaceSetting } from '@/lib/call-place';
import type { BookingRequest } from '@/lib/forms/booking';
import type { Slot } from '@/lib/slots';
import { calendarLimits } from '@/site/timing';
import { db, type Transaction } from '../db/client';
import { databaseErrorCode } from '../db/errors';
import {
  countUpcomingOf,
  insertBooking,
  lockCalendar,
  setManageTokenHash,
  upcomingCallsOf,
  type BookingRow,
} from '../stores/bookings';
import { bookingLinksMail, bookingMails } from '../mail/compose';
import { mailConfig, type MailConfig } from '../mail/config';
import { enqueueMails, queueLeadMails, withinDailyShare } from '../stores/mail';
import { formKey } from './form-key';
import { newToken, tokenHash } from '../tokens';
import { currentAvailability, slotsAt } from './availability';
import { bookingCalendar, manageUrl } from './booking-calendar';
import { currentPlaceSetting, newPlace } from './call-place';
import type { Accepted, Admitted } from './verdict';

/**
 * The slots a visitor can book right now; for a booking being moved, the slots it can move to (its
 * own call takes nothing from them, and its own slot is not among them).
 */
export async function freeSlots(
  now = new Date(),
  moving?: Pick<BookingRow, 'id' | 'slotStart'>,
): Promise<Slot[]> {
  const { free } = await slotsAt(now, { except: moving?.id });
  return free.filter((slot) => slot.start !== moving?.slotStart.toISOString());
}

/** Whether `start` is a slot at `now`: free, offered but taken, or not offered at all. */
export async function slotState(
  start: string,
  now: Date,
  options: Parameters<typeof slotsAt>[1] = {},
): Promise<{ slot: Slot; free: boolean } | undefined> {
  const date = new Date(start);
  if (Number.isNaN(date.getTime())) return undefined;
  const iso = date.toISOString();
  const { offered, free } = await slotsAt(now, options);
  const slot = offered.find((item) => item.start === iso);
  return slot && { slot, free: free.some((item) => item.start === iso) };
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

export interface BookingOptions {
  readonly now?: Date;
  /** Where calls happen, as the form was checked against (the current setting if not given). */
  readonly place?: PlaceSetting;
  /** The mail server's settings; `null` queues no mails. */
  readonly mail?: MailConfig | null;
}

/** What a booking stores of what the visitor typed. */
const visitorOf = (request: BookingRequest) => ({
  name: request.name,
  email: request.email,
  company: request.company,
  phone: request.phone || null,
  topic: request.topic,
});

/** What a booking stores of its client: an HMAC under the form key, not the address. */
async function clientHashOf(client: string): Promise<string> {
  return createHmac('sha256', await formKey())
    .update(`booking-client ${client}`)
    .digest('base64url');
}

/**
 * Which limit the new booking would pass: calls to come for its address, then for its client.
 * The count locks both for the transaction, so that bookings sent at once count one after the
 * other.
 */
async function overLimit(
  tx: Transaction,
  email: string,
  clientHash: string | null,
  now: Date,
): Promise<'email' | 'client' | undefined> {
  const counts = await countUpcomingOf(tx, email, clientHash, now);
  if (counts.byEmail >= calendarLimits.upcomingPerPerson) return 'email';
  if (counts.byClient >= calendarLimits.upcomingPerPerson) return 'client';
  return undefined;
}

/**
 * Mails an address at the limit the private links of its mailbox's calls to come, once the daily
 * share of mails allows: each call gets a new link (only hashes are kept), which replaces the old
 * one, and goes to the address the call was booked with.
 */
async function resendLinks(
  tx: Transaction,
  email: string,
  locale: Locale,
  now: Date,
): Promise<boolean> {
  const byAddress = new Map<string, BookingRow[]>();
  for (const booking of await upcomingCallsOf(tx, email, now)) {
    const address = booking.email.toLowerCase();
    byAddress.set(address, [...(byAddress.get(address) ?? []), booking]);
  }
  let sent = false;
  for (const upcoming of byAddress.values()) {
    const address = upcoming[0]?.email ?? email;
    if (!(await withinDailyShare(tx, address))) continue;
    const calls = upcoming.map((booking) => ({ booking, ...newManageToken() }));
    const mail = bookingLinksMail(
      await Promise.all(
        calls.map(async ({ booking, token }) => ({
          when: (await bookingCalendar(booking, locale)).when,
          manageUrl: manageUrl(token),
        })),
      ),
      address,
      locale,
    );
    for (const call of calls) await setManageTokenHash(tx, call.booking.id, call.hash);
    await enqueueMails(tx, [mail], { kind: 'booking', id: calls[0]?.booking.id ?? 0 });
    sent = true;
  }
  return sent;
}

/**
 * Books a slot if it is offered right now and the address and the client are within
 * `calendarLimits.upcomingPerPerson`. Bookings and moves take the calendar's lock and read the
 * free slots again under it, so that concurrent requests for the same slot, a neighbouring one
 * (buffers) or the last of a day (daily maximum) are decided one after the other; the database's
 * constraints refuse two overlapping calls should anything pass regardless. The mails are queued
 * with the booking; the visitor's confirmation only within its address's daily share
 * (`queueLeadMails`).
 */
export async function bookSlot(
  { lead: request, context }: Accepted<BookingRequest>,
  options: BookingOptions = {},
): Promise<BookingResult> {
  const { now = new Date(), mail = mailConfig() } = options;
  const { locale, source, client } = context;
  if (!(await slotState(request.slot, now))) return { ok: false, reason: 'unavailable' };
  const place = newPlace(options.place ?? (await currentPlaceSetting()));
  const manage = newManageToken();
  const clientHash = await clientHashOf(client);
  try {
    return await db().transaction(async (tx): Promise<BookingResult> => {
      const over = await overLimit(tx, request.email, clientHash, now);
      if (over)
        return {
          ok: false,
          reason: 'capped',
          resent: over === 'email' && !!mail && (await resendLinks(tx, request.email, locale, now)),
        };
      await lockCalendar(tx);
      const state = await slotState(request.slot, now, { executor: tx });
      if (!state) return { ok: false, reason: 'unavailable' };
      if (!state.free) return { ok: false, reason: 'taken' };
      const offered = state.slot;
      const inserted = await insertBooking(tx, {
        slotStart: new Date(offered.start),
        slotEnd: new Date(offered.end),
        locale,
        ...visitorOf(request),
        place,
        manageTokenHash: manage.hash,
        ...source,
        clientHash,
      });
      if (mail) {
        const calendar = await bookingCalendar(inserted, locale, inserted.createdAt);
        const call = { ...inserted, ...calendar, manageUrl: manageUrl(manage.token) };
        await queueLeadMails(tx, bookingMails(mail, call, locale), {
          kind: 'booking',
          id: inserted.id,
        });
      }
      return { ok: true, booking: inserted, manageToken: manage.token };
    });
  } catch (error) {
    if (isSlotConflict(error)) return { ok: false, reason: 'taken' };
    throw error;
  }
}

/** The database refused a second call at a time already taken (unique start, or overlap). */
export const isSlotConflict = (error: unknown) =>
  ['23505', '23P01'].includes(databaseErrorCode(error) ?? '');

/**
 * Stores a booking the spam screening caught: `unconfirmed`, so it holds no slot, and without
 * mails or a private link; the owner finds it under spam.
 */
export async function quarantineBooking({
  lead: request,
  context: { locale, source },
}: Admitted<BookingRequest>): Promise<void> {
  const start = new Date(request.slot);
  if (Number.isNaN(start.getTime())) return;
  await insertBooking(db(), {
    slotStart: start,
    slotEnd: new Date(start.getTime() + (await currentAvailability()).slotMinutes * 60_000),
    locale,
    ...visitorOf(request),
    status: 'unconfirmed',
    leadStatus: 'spam',
    ...source,
  });
}
