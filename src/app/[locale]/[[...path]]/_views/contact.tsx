import { CallToAction } from '@/components/sections/CallToAction';
import { ContactChannels } from '@/components/sections/ContactChannels';
import { PageHero } from '@/components/sections/PageHero';
import { contactCopy } from '@/content/core-pages';
import { copyFor } from '@/lib/seo';
import { pathFor } from '@/site/routes';
import type { ViewProps } from './types';

export function ContactView({ routeKey, locale }: ViewProps) {
  const page = copyFor(routeKey, locale);
  const copy = contactCopy[locale];
  return (
    <>
      <PageHero locale={locale} heading={page.heading} lead={page.lead} />
      <ContactChannels locale={locale} copy={copy} />
      <CallToAction
        id="contact-cta"
        title={copy.cta.title}
        text={copy.cta.description}
        button={copy.cta.ctaButton}
        href={pathFor('bookConsultation', locale)}
      />
    </>
  );
}
