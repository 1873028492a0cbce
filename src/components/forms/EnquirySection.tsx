import type { ComponentType } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ContactForm } from '@/components/forms/ContactForm';
import { TitledSection } from '@/components/sections/TitledSection';
import type { RoiHandover } from '@/lib/handover';
import type { EnquiryFormData, SectionTexts } from '@/lib/lead-forms';

/**
 * The enquiry form in its section, as the contact page shows it (prefilled from its URL) and a
 * page's form block places it (`src/components/blocks`), from what the server read for this
 * request (`src/next/leads/forms.ts`). `Form` is the form itself: `ContactForm`, or as a block
 * `LazyContactForm` (`./lazy-forms`), whose code only a page with the form fetches.
 */
export async function EnquirySection({
  locale,
  heading,
  intro,
  form,
  Form,
  prefill = { subject: null, message: null },
  handover = {},
  handoverContext,
}: SectionTexts & {
  form: EnquiryFormData;
  Form: ComponentType<Parameters<typeof ContactForm>[0]>;
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
        <Form
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
