import { copyFor, sectionsFor } from '@/next/content/pages';
import { Check } from 'lucide-react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BookingSection } from '@/components/forms/BookingForm';
import { issueFormTime } from '@site/core/leads/form-key';
import { SchedulerEmbed } from '@/components/forms/SchedulerEmbed';
import { ContactChannels } from '@/components/sections/ContactChannels';
import { PageHero } from '@/components/sections/PageHero';
import { TitledSection } from '@/components/sections/TitledSection';
import { mailtoLink } from '@/lib/mailto';
import { schedulerUrl } from '@site/core/scheduler';
import { company } from '@/site/company';
import { logDatabaseError } from '@site/core/db/errors';
import { freeSlots } from '@site/core/leads/bookings';
import { currentAvailability } from '@site/core/leads/availability';
import { currentPlaceSetting } from '@site/core/leads/call-place';
import { slotOption } from '@/lib/slot-labels';
import { registryPage, type ViewProps } from '@/components/layout/registry-page';

/** The booking page offers the slots free at the moment of the request. */
export const dynamic = 'force-dynamic';

/** Intro, the first-party booking form with the slots free right now, and the other ways to reach us. */
async function BookingView({ routeKey, locale }: ViewProps) {
  const page = await copyFor(routeKey, locale);
  const intro = await sectionsFor('bookConsultation', locale);
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const messages = await getMessages({ locale });
  // Without the database the page still offers the other ways to book, and says why.
  const slots = await freeSlots().then(
    (free) => free.map((slot) => slotOption(slot, locale)),
    (error: unknown) => logDatabaseError('Reading the free slots', error),
  );
  // The form and its intro follow the owner's settings; without the database, the defaults.
  const [place, { slotMinutes }] = await Promise.all([
    currentPlaceSetting().catch(() => company.booking.place),
    currentAvailability().catch(() => company.booking.availability),
  ]);
  const scheduler = schedulerUrl();
  const tScheduler = await getTranslations({ locale, namespace: 'Scheduler' });
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <TitledSection id="booking-intro" title={intro.title} className="py-12" width="4xl">
        <ul className="mt-6 space-y-3">
          {intro.points.map((point) => (
            <li key={point} className="flex gap-3 text-ink-soft">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 rounded-lg bg-surface p-4 text-ink">{intro.note}</p>
      </TitledSection>
      <TitledSection
        id="booking-form"
        title={t('title')}
        className="pb-12"
        width="4xl"
        anchor="termin"
      >
        <p className="mt-2 mb-6 text-ink-soft">{t('intro', { minutes: slotMinutes })}</p>
        <NextIntlClientProvider
          messages={{
            Form: messages.Form,
            Booking: messages.Booking,
            Scheduler: messages.Scheduler,
          }}
        >
          {scheduler && (
            <SchedulerEmbed
              url={scheduler.href}
              mailto={mailtoLink(company.email, tScheduler('mailSubject'))}
            />
          )}
          {slots ? (
            <BookingSection
              slots={slots}
              phoneForCall={place.kind === 'phone'}
              formTime={await issueFormTime('booking')}
            />
          ) : (
            <p role="status" className="rounded-lg bg-surface p-6">
              {t('unavailable')}
            </p>
          )}
        </NextIntlClientProvider>
      </TitledSection>
      <ContactChannels copy={await sectionsFor('contact', locale)} />
    </>
  );
}

const page = registryPage('bookConsultation', BookingView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
