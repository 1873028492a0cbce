import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BackofficeHeader } from '@/components/backoffice/BackofficeHeader';
import { quietButtonClass } from '@/components/backoffice/parts';
import { BlockTimeForm } from '@/components/backoffice/ScheduleForms';
import { formatterFor } from '@/i18n/format';
import { addDays, instantOf, mondayOf, wallDateAt, type IsoDate } from '@/lib/calendar';
import { isoDay } from '@/lib/inbox-filter';
import { requireOwner } from '@/next/backoffice/guard';
import { unreadCount } from '@site/core/stores/leads';
import { bookingsBetween, currentBlocks } from '@site/core/stores/bookings';
import { unblockTime } from '@/next/backoffice/schedule-actions';
import { company } from '@/site/company';
import { PageForm } from '@/components/forms/PageForm';

export async function generateMetadata(): Promise<Metadata> {
  const { account } = await requireOwner();
  const t = await getTranslations({ locale: account.locale, namespace: 'Backoffice.schedule' });
  return { title: t('title') };
}

const { timeZone } = company.booking;

/** The Monday of the week a `week` parameter names (any day of it), else of this week. */
function weekStart(param: string | string[] | undefined, now: Date): IsoDate {
  const value = typeof param === 'string' ? (isoDay(param) ?? '') : '';
  return mondayOf((value || wallDateAt(now, timeZone)) as IsoDate);
}

/** Upcoming bookings: the week view (Monday to Sunday), the next two weeks day by day, blocked times. */
export default async function BookingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { account } = await requireOwner();
  const { locale } = account;
  const t = await getTranslations({ locale, namespace: 'Backoffice.schedule' });
  const tAvailability = await getTranslations({ locale, namespace: 'Backoffice.availability' });
  const format = formatterFor(locale);
  const now = new Date();
  const monday = weekStart((await searchParams).week, now);
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  const [week, upcoming, blocks] = await Promise.all([
    bookingsBetween(
      instantOf(monday, '00:00', timeZone),
      instantOf(addDays(monday, 7), '00:00', timeZone),
    ),
    bookingsBetween(now, new Date(now.getTime() + 14 * 24 * 3600 * 1000)),
    currentBlocks(now),
  ]);
  const dayOf = (date: Date) => wallDateAt(date, timeZone);
  const clock = (date: Date) => format.dateTime(date, 'clock', { timeZone });
  const dayLabel = (date: IsoDate) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), 'weekday', { timeZone: 'UTC' });
  const upcomingDays = [...new Set(upcoming.map((booking) => dayOf(booking.slotStart)))];
  const bookingLink = (booking: (typeof week)[number]) => (
    <Link
      href={`/backoffice/leads/booking/${booking.id}`}
      className="text-brand underline underline-offset-4"
    >
      {clock(booking.slotStart)}–{clock(booking.slotEnd)} {booking.name} ({booking.company})
    </Link>
  );
  return (
    <>
      <BackofficeHeader
        locale={locale}
        email={account.email}
        role="owner"
        unread={await unreadCount()}
        back={`/backoffice/bookings?week=${monday}`}
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl space-y-8 px-4 py-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-brand">{t('title')}</h1>
          <Link href="/backoffice/availability" className={quietButtonClass}>
            {tAvailability('link')}
          </Link>
        </div>

        <section aria-labelledby="week" className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="week" className="text-lg font-semibold">
              {t('week', { from: dayLabel(monday), to: dayLabel(addDays(monday, 6)) })}
            </h2>
            <Link
              href={`/backoffice/bookings?week=${addDays(monday, -7)}`}
              className={quietButtonClass}
            >
              {t('previousWeek')}
            </Link>
            <Link
              href={`/backoffice/bookings?week=${addDays(monday, 7)}`}
              className={quietButtonClass}
            >
              {t('nextWeek')}
            </Link>
          </div>
          <ol className="grid gap-2 md:grid-cols-7">
            {days.map((date) => {
              const blocked = blocks.filter(
                (block) =>
                  block.startsAt < instantOf(addDays(date, 1), '00:00', timeZone) &&
                  block.endsAt > instantOf(date, '00:00', timeZone),
              );
              return (
                <li
                  key={date}
                  data-day={date}
                  className="min-h-24 rounded-lg border border-line bg-white p-2 text-sm"
                >
                  <p className="font-semibold">{dayLabel(date)}</p>
                  <ul className="mt-1 space-y-1">
                    {week
                      .filter((booking) => dayOf(booking.slotStart) === date)
                      .map((booking) => (
                        <li key={booking.id} data-booking={booking.id}>
                          {bookingLink(booking)}
                        </li>
                      ))}
                    {blocked.length > 0 && <li className="text-ink-soft">{t('blockedBadge')}</li>}
                  </ul>
                </li>
              );
            })}
          </ol>
        </section>

        <section aria-labelledby="upcoming" className="space-y-3">
          <h2 id="upcoming" className="text-lg font-semibold">
            {t('upcoming')}
          </h2>
          {upcomingDays.length === 0 ? (
            <p className="text-ink-soft">{t('none')}</p>
          ) : (
            upcomingDays.map((date) => (
              <div key={date}>
                <h3 className="font-semibold">{dayLabel(date)}</h3>
                <ul className="ml-4 list-disc">
                  {upcoming
                    .filter((booking) => dayOf(booking.slotStart) === date)
                    .map((booking) => (
                      <li key={booking.id}>
                        {bookingLink(booking)}: {booking.topic}
                      </li>
                    ))}
                </ul>
              </div>
            ))
          )}
        </section>

        <section
          aria-labelledby="blocked"
          className="space-y-3 rounded-lg border border-line bg-white p-4"
        >
          <h2 id="blocked" className="text-lg font-semibold">
            {t('blockedTitle')}
          </h2>
          <p className="text-sm text-ink-soft">{t('blockedHint')}</p>
          {blocks.length > 0 && (
            <ul className="space-y-2">
              {blocks.map((block) => (
                <li key={block.id} data-block className="flex flex-wrap items-center gap-3">
                  <span>
                    {format.dateTime(block.startsAt, 'stamp')} –{' '}
                    {format.dateTime(block.endsAt, 'stamp')}
                    {block.reason && `: ${block.reason}`}
                  </span>
                  <PageForm action={unblockTime}>
                    <input type="hidden" name="id" value={block.id} />
                    <button type="submit" className={quietButtonClass}>
                      {t('unblock')}
                      <span className="sr-only">
                        {' '}
                        {format.dateTime(block.startsAt, 'stamp')} –{' '}
                        {format.dateTime(block.endsAt, 'stamp')}
                      </span>
                    </button>
                  </PageForm>
                </li>
              ))}
            </ul>
          )}
          <BlockTimeForm />
        </section>
      </main>
    </>
  );
}
