import type { ComponentType } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { BookingSection } from '@/components/forms/BookingForm';
import type { SchedulerEmbed } from '@/components/forms/SchedulerEmbed';
import { ContactChannels } from '@/components/sections/ContactChannels';
import { TitledSection } from '@/components/sections/TitledSection';
import type { BookingFormData, SectionTexts } from '@/lib/lead-forms';
import { sectionsFor } from '@/next/content/pages';

/**
 * The booking form with the times free at this request, after the owner's scheduler if she
 * embeds one. Without the database it says so and lists the other ways to reach her, at once
 * when `channels` is set (on a page that does not list them anyway). `parts` are the form and the
 * scheduler: as imported, or as a block the lazy ones (`./lazy-forms`), whose code only a page with
 * the form fetches.
 */
export async function BookingFormSection({
  locale,
  heading,
  intro,
  form,
  parts: { Booking, Scheduler },
  channels = false,
  className = 'py-12',
}: SectionTexts & {
  form: BookingFormData;
  parts: {
    Booking: ComponentType<Parameters<typeof BookingSection>[0]>;
    Scheduler: ComponentType<Parameters<typeof SchedulerEmbed>[0]>;
  };
  channels?: boolean;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const messages = await getMessages({ locale });
  return (
    <>
      <TitledSection
        id="booking-form"
        title={heading ?? t('title')}
        className={className}
        width="4xl"
        anchor="termin"
      >
        <p className="mt-2 mb-6 text-ink-soft">
          {intro ?? t('intro', { minutes: form.slotMinutes })}
        </p>
        <NextIntlClientProvider
          messages={{
            Form: messages.Form,
            Booking: messages.Booking,
            Scheduler: messages.Scheduler,
          }}
        >
          {form.scheduler && <Scheduler url={form.scheduler.url} mailto={form.scheduler.mailto} />}
          {form.slots ? (
            <Booking slots={form.slots} phoneForCall={form.phoneForCall} formTime={form.formTime} />
          ) : (
            <p role="status" className="rounded-lg bg-surface p-6">
              {t('unavailable')}
            </p>
          )}
        </NextIntlClientProvider>
      </TitledSection>
      {!form.slots && channels && <ContactChannels copy={await sectionsFor('contact', locale)} />}
    </>
  );
}
