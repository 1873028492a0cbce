import { getTranslations } from 'next-intl/server';
import { ManageBooking } from '@/components/forms/ManageBooking';
import { slotOption } from '@/lib/slot-labels';
import { calendarLimits } from '@/site/timing';
import { bookingCalendar } from '@site/core/leads/booking-calendar';
import { bookingForLink, linkLocale } from '@/next/leads/booking-changes';
import { freeSlots } from '@site/core/leads/bookings';
import { issueFormTime } from '@site/core/leads/form-key';

/**
 * Where the link in the booking confirmation leads: the call's details, and forms to cancel it or
 * move it to another free time, until it starts; no account needed, and no JavaScript.
 */
export default async function ManageBookingPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  const locale = await linkLocale(token);
  const t = await getTranslations({ locale, namespace: 'ManageBooking' });
  const booking = await bookingForLink(token);
  const calendar = booking && (await bookingCalendar(booking, locale));
  const slots = booking
    ? (await freeSlots(new Date(), booking)).map((slot) => slotOption(slot, locale))
    : [];
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
      <ManageBooking
        token={token}
        formTime={booking ? await issueFormTime('bookingChange') : ''}
        booking={
          booking && calendar
            ? {
                day: calendar.day,
                time: calendar.time,
                name: booking.name,
                company: booking.company,
                topic: booking.topic,
                place: calendar.placeShown,
                ics: calendar.ics,
                movesLeft: Math.max(0, calendarLimits.movesPerBooking - booking.visitorMoves),
              }
            : undefined
        }
        slots={slots}
      />
    </main>
  );
}
