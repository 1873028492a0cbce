import { copyFor, sectionsFor } from '@/next/content/pages';
import { Check } from 'lucide-react';
import { BookingSection } from '@/components/forms/BookingForm';
import { BookingFormSection } from '@/components/forms/BookingFormSection';
import { SchedulerEmbed } from '@/components/forms/SchedulerEmbed';
import { bookingForm } from '@/next/leads/forms';
import { ContactChannels } from '@/components/sections/ContactChannels';
import { PageHero } from '@/components/sections/PageHero';
import { TitledSection } from '@/components/sections/TitledSection';
import { registryPage, type ViewProps } from '@/components/layout/registry-page';

/** The booking page offers the slots free at the moment of the request. */
export const dynamic = 'force-dynamic';

/** Intro, the first-party booking form with the slots free right now, and the other ways to reach us. */
async function BookingView({ routeKey, locale }: ViewProps) {
  const page = await copyFor(routeKey, locale);
  const intro = await sectionsFor('bookConsultation', locale);
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
      <BookingFormSection
        locale={locale}
        form={await bookingForm(locale)}
        parts={{ Booking: BookingSection, Scheduler: SchedulerEmbed }}
        className="pb-12"
      />
      <ContactChannels copy={await sectionsFor('contact', locale)} />
    </>
  );
}

const page = registryPage('bookConsultation', BookingView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
