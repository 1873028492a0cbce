import { copyFor, sectionsFor } from '@/next/content/pages';
import { ExternalLink } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CallToAction } from '@/components/sections/CallToAction';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { PageHero } from '@/components/sections/PageHero';
import { mailtoLink } from '@/lib/mailto';
import { company } from '@/site/company';
import { registryPage, type ViewProps } from '@/components/layout/registry-page';

async function PartnersView({ routeKey, locale }: ViewProps) {
  const page = await copyFor(routeKey, locale);
  const copy = await sectionsFor('ecosystemPartners', locale);
  const t = await getTranslations({ locale, namespace: 'Partners' });
  const partner = company.validatedAiPartner;
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <FeatureGrid id="tech-partners" title={copy.techTitle} items={copy.techCategories} />
      <FeatureGrid
        id="ai-partners"
        title={copy.aiTitle}
        items={copy.aiCategories}
        columns={4}
        tone="surface"
      />
      <section aria-labelledby="validated-partner" className="py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-2">
          <article className="rounded-lg border-2 border-brand p-6">
            <p className="text-sm font-semibold tracking-wide text-brand uppercase">
              {t('featuredTitle')}
            </p>
            <h2 id="validated-partner" className="mt-2 text-2xl font-bold">
              {partner.name}
            </h2>
            <p className="mt-3 text-ink-soft">{partner.description[locale]}</p>
            <a
              href={partner.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-strong hover:underline"
            >
              {t('visit', { name: partner.name })}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </article>
          <div>
            <h2 className="text-2xl font-bold tracking-tight">{copy.auditTitle}</h2>
            <p className="mt-3 leading-relaxed text-ink-soft">{copy.auditText}</p>
          </div>
        </div>
      </section>
      <FeatureGrid
        id="reasons"
        title={copy.reasonsTitle}
        items={copy.reasons}
        columns={4}
        tone="surface"
      />
      <CallToAction
        id="partner-contact"
        title={copy.contactTitle}
        text={copy.contactText}
        button={copy.contactButton}
        href={mailtoLink(company.email, copy.mailSubject)}
      />
    </>
  );
}

const page = registryPage('ecosystemPartners', PartnersView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
