import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { BookingSection } from '@/components/forms/BookingForm';
import { ContactForm } from '@/components/forms/ContactForm';
import { SchedulerEmbed } from '@/components/forms/SchedulerEmbed';
import { ContactChannels } from '@/components/sections/ContactChannels';
import { TitledSection } from '@/components/sections/TitledSection';
import type { Locale } from '@/i18n/locales';
import type { RoiHandover } from '@/lib/handover';
import { sectionsFor } from '@/next/content/pages';
import type { BookingFormData, EnquiryFormData } from '@/lib/lead-forms';

/**
 * The two forms that bring in leads, each in its section, as the contact and booking pages show
 * them and as a page's form block places them (`src/components/blocks`), from what the server
 * read for this request (`src/next/leads/forms.ts`).
 */

/** Heading and intro of a form's section; the site's own unless the owner wrote others. */
interface SectionTexts {
  readonly locale: Locale;
  readonly heading?: string;
  readonly intro?: string;
}

/** The enquiry form, prefilled from the contact page's URL where it has one. */
export async function EnquirySection({
  locale,
  heading,
  intro,
  form,
  prefill = { subject: null, message: null },
  handover = {},
  handoverContext,
}: SectionTexts & {
  form: EnquiryFormData;
  prefill?: { subject: string | null; message: string | null };
  handover?: RoiHandover;
  handoverContext?: string;
}) {
  const messages = await getMessages({ locale });
  const t = await getTranslations({ locale, namespace: 'Form' });
  return (
    <TitledSection id="enquiry" title={heading ?? t('title')} className="py-12" width="3xl">
      <p className="mt-2 mb-6 text-ink-soft">{intro ?? t('intro')}</p>
      <NextIntlClientProvider messages={{ Form: messages.Form }}>
        <ContactForm
          formTime={form.formTime}
          key={JSON.stringify({ prefill, handover })}
          prefill={prefill}
          handover={handover}
          handoverContext={handoverContext}
        />
      </NextIntlClientProvider>
    </TitledSection>
  );
}

/**
 * The booking form with the times free at this request, after the owner's scheduler if she
 * embeds one. Without the database it says so and lists the other ways to reach her, at once
 * when `channels` is set (on a page that does not list them anyway).
 */
export async function BookingFormSection({
  locale,
  heading,
  intro,
  form,
  channels = false,
  className = 'py-12',
}: SectionTexts & { form: BookingFormData; channels?: boolean; className?: string }) {
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
          {form.scheduler && (
            <SchedulerEmbed url={form.scheduler.url} mailto={form.scheduler.mailto} />
          )}
          {form.slots ? (
            <BookingSection
              slots={form.slots}
              phoneForCall={form.phoneForCall}
              formTime={form.formTime}
            />
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
