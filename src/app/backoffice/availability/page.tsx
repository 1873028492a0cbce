import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AvailabilityForm } from '@/components/backoffice/AvailabilityForm';
import { BackofficeHeader } from '@/components/backoffice/BackofficeHeader';
import { CalendarEntry } from './CalendarEntry';
import { CalendarForm } from '@/components/backoffice/CalendarForm';
import { FeedForm } from '@/components/backoffice/FeedForm';
import { PlaceForm } from '@/components/backoffice/PlaceForm';
import { Panel, quietButtonClass } from '@/components/backoffice/parts';
import { PageForm } from '@/components/forms/PageForm';
import { formatterFor } from '@/i18n/format';
import { wallDateAt } from '@/lib/calendar';
import { availabilityFormValues } from '@/lib/forms/availability';
import { holidaysAhead } from '@/lib/slots';
import { switchHoliday } from '@/next/backoffice/availability-actions';
import { hasFeedToken } from '@site/core/stores/bookings';
import { CALENDAR_REFRESH_MS, listCalendars, MAX_CALENDARS } from '@site/core/calendars/sources';
import { requireOwner } from '@/next/backoffice/guard';
import { unreadCount } from '@site/core/stores/leads';
import { callsOutsideHours, currentAvailability } from '@site/core/leads/availability';
import { currentPlaceSetting } from '@site/core/leads/call-place';
import { company } from '@/site/company';

export async function generateMetadata(): Promise<Metadata> {
  const { account } = await requireOwner();
  const t = await getTranslations({ locale: account.locale, namespace: 'Backoffice.availability' });
  return { title: t('title') };
}

/** The public holidays of the coming year are listed, each to be opened or closed again. */
const HOLIDAY_DAYS = 365;

/**
 * When the free call can be booked: the weekly hours and rules, the owner's calendars, the calls
 * outside the hours, and the holidays.
 */
export default async function AvailabilityPage() {
  const { account } = await requireOwner();
  const { locale } = account;
  const t = await getTranslations({ locale, namespace: 'Backoffice.availability' });
  const format = formatterFor(locale);
  const office = company.booking;
  const tCalendars = await getTranslations({ locale, namespace: 'Backoffice.calendars' });
  const tFeed = await getTranslations({ locale, namespace: 'Backoffice.feed' });
  const tPlace = await getTranslations({ locale, namespace: 'Backoffice.place' });
  const [availability, outside, calendars, feed, place] = await Promise.all([
    currentAvailability(),
    callsOutsideHours(),
    listCalendars(),
    hasFeedToken(),
    currentPlaceSetting(),
  ]);
  const holidays = holidaysAhead(wallDateAt(new Date(), office.timeZone), HOLIDAY_DAYS, office);
  const dayLabel = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), 'weekday', { timeZone: 'UTC' });
  return (
    <>
      <BackofficeHeader
        locale={locale}
        email={account.email}
        role="owner"
        unread={await unreadCount()}
        back="/backoffice/availability"
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl space-y-8 px-4 py-6">
        <h1 className="text-2xl font-bold text-brand">{t('title')}</h1>
        <p className="text-ink-soft">{t('intro', { timeZone: office.timeZone })}</p>
        <section aria-label={t('title')} className="rounded-lg border border-line bg-white p-4">
          <AvailabilityForm values={availabilityFormValues(availability)} />
        </section>
        <Panel id="place" title={tPlace('title')}>
          <p className="mb-3 text-ink-soft">{tPlace('intro')}</p>
          <PlaceForm
            values={{
              kind: place.kind,
              url: place.kind === 'link' ? place.url : '',
              pattern: place.kind === 'room' ? place.pattern : '',
            }}
          />
        </Panel>
        <Panel id="calendars" title={tCalendars('title')}>
          <p className="mb-3 text-ink-soft">
            {tCalendars('intro', { minutes: CALENDAR_REFRESH_MS / 60_000 })}
          </p>
          {calendars.length === 0 ? (
            <p className="mb-4">{tCalendars('none')}</p>
          ) : (
            <ul className="mb-6 space-y-4">
              {calendars.map((calendar) => (
                <CalendarEntry key={calendar.id} calendar={calendar} locale={locale} />
              ))}
            </ul>
          )}
          <CalendarForm max={MAX_CALENDARS} />
        </Panel>
        <Panel id="feed" title={tFeed('title')}>
          <p className="mb-3 text-ink-soft">{tFeed('intro')}</p>
          <FeedForm active={feed} />
        </Panel>
        <Panel id="outside" title={t('outside')}>
          {outside.length === 0 ? (
            <p>{t('noneOutside')}</p>
          ) : (
            <>
              <p className="mb-3 text-ink-soft">{t('outsideHint')}</p>
              <ul className="ml-4 list-disc space-y-1">
                {outside.map((call) => (
                  <li key={call.id} data-outside={call.id}>
                    <Link
                      href={`/backoffice/leads/booking/${call.id}`}
                      className="text-brand underline underline-offset-4"
                    >
                      {format.dateTime(call.slotStart, 'stamp')} {call.name} ({call.company})
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Panel>
        <Panel id="holidays" title={t('holidays')}>
          <p className="mb-3 text-ink-soft">
            {t('holidaysHint', { state: t(`states.${office.holidayState ?? 'none'}`) })}
          </p>
          <ul className="space-y-2">
            {holidays.map((date) => {
              const open = availability.openHolidays.includes(date);
              return (
                <li key={date} data-holiday={date} className="flex flex-wrap items-center gap-3">
                  <span>
                    {dayLabel(date)}: {t(open ? 'holidayOpen' : 'holidayClosed')}
                  </span>
                  <PageForm action={switchHoliday}>
                    <input type="hidden" name="date" value={date} />
                    <input type="hidden" name="open" value={open ? 'no' : 'yes'} />
                    <button type="submit" className={quietButtonClass}>
                      {t(open ? 'closeHoliday' : 'openHoliday')}
                      <span className="sr-only"> {dayLabel(date)}</span>
                    </button>
                  </PageForm>
                </li>
              );
            })}
          </ul>
        </Panel>
      </main>
    </>
  );
}
