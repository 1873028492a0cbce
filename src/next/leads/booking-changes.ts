import { cache } from 'react';
import type { Locale } from '@/i18n/locales';
import type { CallPlace } from '@/lib/call-place';
import { db } from '@site/core/db/client';
import {
  cancelChangeable,
  changeableByLink,
  localeOfLink,
  lockCalendar,
  lockChangeable,
  updateBooking,
  type BookingKey,
  type BookingRow,
} from '@site/core/stores/bookings';
import { bookingChangeMails, type BookingChange } from '@site/core/mail/compose';
import { mailConfig } from '@site/core/mail/config';
import { queueLeadMails } from '@site/core/stores/mail';
import { calendarLimits } from '@/site/timing';
import { bookingCalendar, callTime, manageUrl } from '@site/core/leads/booking-calendar';
import { isSlotConflict, newManageToken, slotState } from '@site/core/leads/bookings';

/** A change made, or why not. */
export type ChangeResult<Reason extends string> =
  | { readonly ok: true; readonly booking: BookingRow }
  | { readonly ok: false; readonly reason: Reason };

/** A booking can be moved or cancelled while it is confirmed and has not started. */
export function isChangeable(booking: BookingRow, now = new Date()): boolean {
  return booking.status === 'confirmed' && booking.slotStart.getTime() > now.getTime();
}

/** The booking the visitor's private link opens, while it can still be changed. */
export const bookingForLink = (token: string, now = new Date()) => changeableByLink(token, now);

/** The language of the booking a private link belongs to (whatever its state), once per request. */
export const linkLocale = cache(async (token: string): Promise<Locale> =>
  (await localeOfLink(token)) === 'en' ? 'en' : 'de',
);

/**
 * The mails of a change, written with it. A move by the owner gives the visitor a new private
 * link in the mail, as the old one cannot be sent again (only its hash is kept, and a sent mail
 * keeps none).
 */
async function changeMails(
  booking: BookingRow,
  key: BookingKey,
  change: BookingChange,
  newToken: string | undefined,
) {
  const mail = mailConfig();
  if (!mail) return [];
  const locale: Locale = booking.locale === 'en' ? 'en' : 'de';
  const calendar = await bookingCalendar(booking, locale);
  const token = key.by === 'visitor' ? key.token : (newToken ?? '');
  return bookingChangeMails(
    mail,
    { ...booking, ...calendar, manageUrl: manageUrl(token) },
    locale,
    change,
    key.by === 'visitor',
  );
}

/** Cancels a booking (its slot is free again at once) and mails a METHOD:CANCEL calendar file. */
export async function cancelBooking(
  key: BookingKey,
  reason = '',
  now = new Date(),
): Promise<ChangeResult<'gone'>> {
  const booking = await db().transaction(async (tx) => {
    const row = await cancelChangeable(tx, key, reason, now);
    if (!row) return undefined;
    await queueLeadMails(
      tx,
      await changeMails(row, key, { kind: 'cancelled', reason }, undefined),
      { kind: 'booking', id: row.id },
    );
    return row;
  });
  return booking ? { ok: true, booking } : { ok: false, reason: 'gone' };
}

/**
 * Moves a booking to another slot free right now (its own call not counted); the visitor at most
 * `calendarLimits.movesPerBooking` times. It takes the calendar's lock as a new booking does; the
 * calendar file keeps its UID with a higher SEQUENCE.
 */
export async function moveBooking(
  key: BookingKey,
  start: string,
  now = new Date(),
): Promise<ChangeResult<'gone' | 'unavailable' | 'taken' | 'moveLimit'>> {
  try {
    const booking = await db().transaction(async (tx) => {
      await lockCalendar(tx);
      const before = await lockChangeable(tx, key, now);
      if (!before) return undefined;
      const byVisitor = key.by === 'visitor';
      if (byVisitor && before.visitorMoves >= calendarLimits.movesPerBooking) return 'moveLimit';
      const state = await slotState(start, now, { executor: tx, except: before.id });
      if (!state?.free) return state ? 'taken' : 'unavailable';
      const { slot } = state;
      const fresh = key.by === 'owner' && mailConfig() ? newManageToken() : undefined;
      const row = await updateBooking(tx, before.id, {
        slotStart: new Date(slot.start),
        slotEnd: new Date(slot.end),
        sequence: before.sequence + 1,
        visitorMoves: before.visitorMoves + (byVisitor ? 1 : 0),
        // The new time gets reminders of its own.
        slotSetAt: now,
        firstReminderAt: null,
        secondReminderAt: null,
        ...(fresh && { manageTokenHash: fresh.hash }),
      });
      if (!row) return undefined;
      const locale: Locale = before.locale === 'en' ? 'en' : 'de';
      const previously = callTime(before, locale);
      await queueLeadMails(
        tx,
        await changeMails(row, key, { kind: 'moved', previously }, fresh?.token),
        { kind: 'booking', id: row.id },
      );
      return row;
    });
    if (typeof booking === 'string') return { ok: false, reason: booking };
    return booking ? { ok: true, booking } : { ok: false, reason: 'gone' };
  } catch (error) {
    if (isSlotConflict(error)) return { ok: false, reason: 'taken' };
    throw error;
  }
}

/**
 * Sets where a call happens (the owner's change; for a phone call, with the number to call). The
 * visitor gets the updated calendar file (same UID, higher SEQUENCE) and, as after the owner's
 * move, a new private link.
 */
export async function changePlace(
  id: number,
  place: CallPlace,
  phone: string | null,
  now = new Date(),
): Promise<ChangeResult<'gone'>> {
  const key: BookingKey = { by: 'owner', id };
  const booking = await db().transaction(async (tx) => {
    const before = await lockChangeable(tx, key, now);
    if (!before) return undefined;
    const fresh = mailConfig() ? newManageToken() : undefined;
    const row = await updateBooking(tx, before.id, {
      place,
      ...(place.kind === 'phone' && { phone }),
      sequence: before.sequence + 1,
      ...(fresh && { manageTokenHash: fresh.hash }),
    });
    if (!row) return undefined;
    await queueLeadMails(tx, await changeMails(row, key, { kind: 'placed' }, fresh?.token), {
      kind: 'booking',
      id: row.id,
    });
    return row;
  });
  return booking ? { ok: true, booking } : { ok: false, reason: 'gone' };
}
