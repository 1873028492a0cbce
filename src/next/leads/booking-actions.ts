'use server';

import { bookingValues, validateBooking, type BookingErrors } from '@/lib/forms/booking';
import type { BookingField } from '@/lib/forms/fields';
import type { ShownPlace } from '@/lib/call-place';
import { slotOption, type SlotOption } from '@/lib/slot-labels';
import { company } from '@/site/company';
import { bookingCalendar, manageUrl } from '@site/core/leads/booking-calendar';
import {
  bookSlot,
  freeSlots,
  quarantineBooking,
  type BookingResult,
} from '@site/core/leads/bookings';
import { currentPlaceSetting } from '@site/core/leads/call-place';
import { notStored, screenLead, unavailable } from './pipeline';
import type { ScreeningNotice } from '@site/core/leads/verdict';

export type BookingNotice =
  | 'slotTaken'
  | 'slotGone'
  | 'capped'
  | 'cappedResent'
  | ScreeningNotice
  | 'unavailable'
  | 'maintenance';

export interface BookingConfirmation {
  readonly id: number;
  readonly day: string;
  readonly time: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  /** How long the call is, in minutes. */
  readonly minutes: number;
  /** Where the call happens, as the visitor reads it, and its video address. */
  readonly place?: ShownPlace;
  /** The calendar file's text. */
  readonly ics: string;
  /** "Add to calendar" links of Google's and Microsoft's web calendars. */
  readonly calendarLinks: { readonly google: string; readonly outlook: string };
  /** The visitor's private page to cancel or move the call. */
  readonly manageUrl: string;
}

export interface BookingState {
  readonly status: 'editing' | 'booked';
  readonly values: Partial<Record<BookingField, string>>;
  readonly errors: BookingErrors;
  readonly notice?: BookingNotice;
  /** Fresh free slots, when the chosen one was taken meanwhile. */
  readonly slots?: readonly SlotOption[];
  readonly confirmation?: BookingConfirmation;
  /** A newly signed form time, to send the form again with. */
  readonly formTime?: string;
}

/** Books the free call, with or without JavaScript; every answer but success keeps the values. */
export async function submitBooking(
  _previous: BookingState,
  data: FormData,
): Promise<BookingState> {
  const values = bookingValues(data);
  // Without the database the booking fails below with its own notice; the form is checked as
  // the page asked for it.
  const place = await currentPlaceSetting().catch(() => company.booking.place);
  const verdict = await screenLead(
    'booking',
    data,
    validateBooking(values, { phoneForCall: place.kind === 'phone' }),
  );
  if (verdict.stage === 'refused' || verdict.stage === 'invalid') return notStored(verdict, values);
  if (verdict.stage === 'spam') {
    await quarantineBooking(verdict).catch((error: unknown) =>
      unavailable('Storing a booking as spam', error),
    );
    return notStored(verdict.answer, values);
  }
  const { locale } = verdict.context;
  let result: BookingResult;
  /** The slots free now, when the one chosen was not. */
  let fresh: readonly SlotOption[] = [];
  try {
    result = await bookSlot(verdict, { place });
    if (!result.ok && result.reason !== 'capped')
      fresh = (await freeSlots()).map((slot) => slotOption(slot, locale));
  } catch (error) {
    return notStored(unavailable('Storing a booking', error), values);
  }
  if (!result.ok && result.reason === 'capped')
    return {
      status: 'editing',
      values,
      errors: {},
      notice: result.resent ? 'cappedResent' : 'capped',
    };
  if (!result.ok)
    return {
      status: 'editing',
      values: { ...values, slot: '' },
      errors: {},
      notice: result.reason === 'taken' ? 'slotTaken' : 'slotGone',
      slots: fresh,
    };
  const { booking, manageToken } = result;
  const calendar = await bookingCalendar(booking, locale, booking.createdAt);
  return {
    status: 'booked',
    values: {},
    errors: {},
    confirmation: {
      id: booking.id,
      day: calendar.day,
      time: calendar.time,
      name: booking.name,
      email: booking.email,
      company: booking.company,
      minutes: calendar.minutes,
      place: calendar.placeShown,
      ics: calendar.ics,
      calendarLinks: calendar.links,
      manageUrl: manageUrl(manageToken),
    },
  };
}
