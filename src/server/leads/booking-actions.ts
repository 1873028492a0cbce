'use server';

import { screenSubmission, withinRateLimit } from './screening';
import { getTranslations } from 'next-intl/server';
import { bookingValues, validateBooking, type BookingErrors } from '@/lib/forms/booking';
import type { BookingField } from '@/lib/forms/fields';
import { calendarFile } from '@/lib/ics';
import { company } from '@/site/company';
import type { BookingRow } from '../db/schema';
import { logDatabaseError } from '../db/errors';
import { bookingMails } from '../mail/compose';
import { mailConfig } from '../mail/config';
import { bookSlot, freeSlots } from './bookings';
import { slotOption, type SlotOption } from './slot-labels';

export type BookingNotice =
  'slotTaken' | 'slotGone' | 'tooFast' | 'rateLimited' | 'rejected' | 'unavailable';

export interface BookingConfirmation {
  readonly id: number;
  readonly day: string;
  readonly time: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  /** The calendar file's text. */
  readonly ics: string;
}

export interface BookingState {
  readonly status: 'editing' | 'booked';
  readonly values: Partial<Record<BookingField, string>>;
  readonly errors: BookingErrors;
  readonly notice?: BookingNotice;
  /** Fresh free slots, when the chosen one was taken meanwhile. */
  readonly slots?: readonly SlotOption[];
  readonly confirmation?: BookingConfirmation;
}

/** Books the free call, with or without JavaScript; every answer but success keeps the values. */
export async function submitBooking(
  _previous: BookingState,
  data: FormData,
): Promise<BookingState> {
  const locale = data.get('locale') === 'en' ? 'en' : 'de';
  const values = bookingValues(data);
  const editing = (
    notice?: BookingNotice,
    errors: BookingErrors = {},
    slots?: SlotOption[],
  ): BookingState => ({
    status: 'editing',
    values,
    errors,
    notice,
    slots,
  });
  const fresh = async () => (await freeSlots()).map((slot) => slotOption(slot, locale));

  const screened = screenSubmission(data);
  if (screened) return editing(screened);
  const checked = validateBooking(values);
  if (!checked.ok) return editing(undefined, checked.errors);
  if (!(await withinRateLimit('booking'))) return editing('rateLimited');

  try {
    const t = await getTranslations({ locale, namespace: 'Booking' });
    const icsFor = (booking: BookingRow) =>
      calendarFile({
        product: company.brand,
        uid: `booking-${booking.id}@${new URL(company.social.website).hostname}`,
        start: booking.slotStart.toISOString(),
        end: booking.slotEnd.toISOString(),
        stamp: booking.createdAt.toISOString(),
        summary: t('icsSummary', { brand: company.brand }),
        description: t('icsDescription', { topic: booking.topic }),
        organizer: { name: company.brand, email: company.email },
      });
    const whenOf = (booking: BookingRow) => {
      const option = slotOption(
        { start: booking.slotStart.toISOString(), end: booking.slotEnd.toISOString() },
        locale,
      );
      return { option, when: `${option.day}, ${option.time}` };
    };
    const mail = mailConfig();
    const result = await bookSlot(checked.booking, locale, new Date(), (booking) =>
      mail
        ? bookingMails(
            mail,
            { ...booking, when: whenOf(booking).when, ics: icsFor(booking) },
            locale,
          )
        : [],
    );
    if (!result.ok) {
      const slots = await fresh();
      return {
        ...editing(result.reason === 'taken' ? 'slotTaken' : 'slotGone', {}, slots),
        values: { ...values, slot: '' },
      };
    }
    const { booking } = result;
    const { option } = whenOf(booking);
    const ics = icsFor(booking);
    return {
      status: 'booked',
      values: {},
      errors: {},
      confirmation: {
        id: booking.id,
        day: option.day,
        time: option.time,
        name: booking.name,
        email: booking.email,
        company: booking.company,
        ics,
      },
    };
  } catch (error) {
    logDatabaseError('Storing a booking', error);
    return editing('unavailable');
  }
}
