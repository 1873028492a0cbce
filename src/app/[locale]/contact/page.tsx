import { copyFor, sectionsFor } from '@/next/content/pages';
import { ContactForm } from '@/components/forms/ContactForm';
import { EnquirySection } from '@/components/forms/EnquirySection';
import { enquiryForm } from '@/next/leads/forms';
import { CallToAction } from '@/components/sections/CallToAction';
import { ContactChannels } from '@/components/sections/ContactChannels';
import { PageHero } from '@/components/sections/PageHero';
import { parseHandover } from '@/lib/handover';
import { internalPath } from '@/site/routes';
import { registryPage, single, type ViewProps } from '@/components/layout/registry-page';

/**
 * The contact page takes a subject, a message and the ROI calculator's results from its URL, and
 * shows them without JavaScript too, so it is rendered per request.
 */
export const dynamic = 'force-dynamic';

/** The contact page; `?subject=`, `?message=` and the ROI hand-over in the URL prefill the form. */
async function ContactView({ routeKey, locale, query }: ViewProps) {
  const values = await query;
  const read = (name: string) => single(values[name]) ?? null;
  const handover = parseHandover({ get: read });
  const prefill = { subject: read('subject'), message: read('message') };
  const page = await copyFor(routeKey, locale);
  const copy = await sectionsFor('contact', locale);
  // The calculator's name, for a hand-over from it only: its texts are the largest of any page.
  const calculator =
    handover.context &&
    (await sectionsFor('roiCalculator', locale)).calculators[handover.context].label;
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <EnquirySection
        locale={locale}
        form={await enquiryForm()}
        Form={ContactForm}
        prefill={prefill}
        handover={handover}
        handoverContext={calculator}
      />
      <ContactChannels copy={copy} />
      <CallToAction
        id="contact-cta"
        title={copy.cta.title}
        text={copy.cta.description}
        button={copy.cta.ctaButton}
        href={internalPath('bookConsultation')}
      />
    </>
  );
}

const page = registryPage('contact', ContactView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
