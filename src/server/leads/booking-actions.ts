'use server';

import { getTranslations } from 'next-intl/server';
import { bookingValues, validateBooking, type BookingErrors } from '@/lib/forms/booking';
import type { BookingField } from '@/lib/forms/fields';
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/calendar-links';
import { calendarFile } from '@/lib/ics';
import { slotOption, type SlotOption } from '@/lib/slot-labels';
import { company } from '@/site/company';
import type { BookingRow } from '../db/schema';
import { bookingMails } from '../mail/compose';
import { bookSlot, freeSlots } from './bookings';
import { receiveLead, type ScreeningNotice } from './pipeline';

export type BookingNotice = 'slotTaken' | 'slotGone' | ScreeningNotice | 'unavailable';

export interface BookingConfirmation {
  readonly id: number;
  readonly day: string;
  readonly time: string;
  readonly name: string;
  readonly email: string;
  readonly company: string;
  /** The calendar file's text. */
  readonly ics: string;
  /** "Add to calendar" links of Google's and Microsoft's web calendars. */
  readonly calendarLinks: { readonly google: string; readonly outlook: string };
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
  const values = bookingValues(data);
  const received = await receiveLead(
    'booking',
    data,
    validateBooking(values),
    async (request, locale, mail): Promise<BookingState> => {
      const t = await getTranslations({ locale, namespace: 'Booking' });
      const eventOf = (booking: BookingRow) => ({
        title: t('icsSummary', { brand: company.brand }),
        details: t('icsDescription', { topic: booking.topic }),
        start: booking.slotStart.toISOString(),
        end: booking.slotEnd.toISOString(),
      });
      const icsFor = (booking: BookingRow) => {
        const { title, details, start, end } = eventOf(booking);
        return calendarFile({
          product: company.brand,
          uid: `booking-${booking.id}@${new URL(company.social.website).hostname}`,
          start,
          end,
          stamp: booking.createdAt.toISOString(),
          summary: title,
          description: details,
          organizer: { name: company.brand, email: company.email },
        });
      };
      const optionOf = (booking: BookingRow) =>
        slotOption(
          { start: booking.slotStart.toISOString(), end: booking.slotEnd.toISOString() },
          locale,
        );
      const result = await bookSlot(request, locale, new Date(), (booking) => {
        const option = optionOf(booking);
        return mail
          ? bookingMails(
              mail,
              { ...booking, when: `${option.day}, ${option.time}`, ics: icsFor(booking) },
              locale,
            )
          : [];
      });
      if (!result.ok)
        return {
          status: 'editing',
          values: { ...values, slot: '' },
          errors: {},
          notice: result.reason === 'taken' ? 'slotTaken' : 'slotGone',
          slots: (await freeSlots()).map((slot) => slotOption(slot, locale)),
        };
      const { booking } = result;
      const { day, time } = optionOf(booking);
      const event = eventOf(booking);
      return {
        status: 'booked',
        values: {},
        errors: {},
        confirmation: {
          id: booking.id,
          day,
          time,
          name: booking.name,
          email: booking.email,
          company: booking.company,
          ics: icsFor(booking),
          calendarLinks: { google: googleCalendarUrl(event), outlook: outlookCalendarUrl(event) },
        },
      };
    },
  );
  if (received.stage === 'stored') return received.result;
  return received.stage === 'invalid'
    ? { status: 'editing', values, errors: received.errors }
    : { status: 'editing', values, errors: {}, notice: received.notice };
}
