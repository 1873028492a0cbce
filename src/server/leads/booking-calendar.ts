import type { Locale } from '@/i18n/locales';
import { placeText, readPlace, type ShownPlace } from '@/lib/call-place';
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/calendar-links';
import { calendarFile } from '@/lib/ics';
import { slotOption } from '@/lib/slot-labels';
import { company } from '@/site/company';
import { siteUrl } from '@/site/config';
import type { BookingRow } from '../stores/bookings';
import { textsOf } from '../texts';

/** The visitor's private page of a booking (one path, in the booking's language). */
export const manageUrl = (token: string) => `${siteUrl}/booking/${token}`;

/**
 * The description in the visitor's mailed calendar file: fixed text, as the mail goes to whatever
 * address was typed into the form (the summary is fixed text already).
 */
const mailedDescription = (locale: Locale, minutes: number) =>
  locale === 'de'
    ? `Kostenloses ${minutes}-minütiges Erstgespräch (Strategie- und Bestandsaufnahme).`
    : `Free ${minutes}-minute first call (assessment session).`;

/** How long a call is, in minutes. */
const callMinutes = (booking: Pick<BookingRow, 'slotStart' | 'slotEnd'>) =>
  Math.round((booking.slotEnd.getTime() - booking.slotStart.getTime()) / 60_000);

/** When a call takes place, as its visitor reads it: "Dienstag, 24. November 2026, 14:00–15:00 Uhr". */
export function callTime(booking: Pick<BookingRow, 'slotStart' | 'slotEnd'>, locale: Locale) {
  const { day, time } = slotOption(
    { start: booking.slotStart.toISOString(), end: booking.slotEnd.toISOString() },
    locale,
  );
  return `${day}, ${time}`;
}

/**
 * A booking as a calendar event: the `.ics` file (one UID for the booking's whole life, its
 * SEQUENCE raised by every change; METHOD:CANCEL once cancelled), the web-calendar links and the
 * slot as the visitor reads it. `ics` names the topic; `visitorIcs`, the same event in fixed text
 * only, is the one mailed to the visitor.
 */
export async function bookingCalendar(booking: BookingRow, locale: Locale, stamp = new Date()) {
  const t = textsOf(locale, 'Booking');
  const place = readPlace(booking.place);
  const event = {
    title: t('icsSummary', { brand: company.brand }),
    details: t('icsDescription', { topic: booking.topic, minutes: callMinutes(booking) }),
    start: booking.slotStart.toISOString(),
    end: booking.slotEnd.toISOString(),
  };
  const location = (phone: string | null) => place && placeText(place, phone, locale, 'location');
  const file = (description: string, phone: string | null) =>
    calendarFile({
      product: company.brand,
      uid: `booking-${booking.id}@${new URL(company.social.website).hostname}`,
      sequence: booking.sequence,
      cancelled: booking.status === 'cancelled',
      start: event.start,
      end: event.end,
      stamp: stamp.toISOString(),
      summary: event.title,
      description,
      location: location(phone),
      url: place?.kind === 'video' ? place.url : undefined,
      organizer: { name: company.brand, email: company.email },
    });
  const { day, time } = slotOption({ start: event.start, end: event.end }, locale);
  return {
    ics: file(event.details, booking.phone),
    visitorIcs: file(mailedDescription(locale, callMinutes(booking)), null),
    minutes: callMinutes(booking),
    place,
    /** Where the call happens, as the visitor reads it, and its video address. */
    placeShown:
      place &&
      ({
        text: placeText(place, booking.phone, locale, 'sentence'),
        url: place.kind === 'video' ? place.url : undefined,
      } satisfies ShownPlace),
    day,
    time,
    when: `${day}, ${time}`,
    links: {
      google: googleCalendarUrl({ ...event, location: location(booking.phone) }),
      outlook: outlookCalendarUrl({ ...event, location: location(booking.phone) }),
    },
  };
}
