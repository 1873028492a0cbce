import { copyFor, sectionsFor } from '@/next/content/pages';
import { PageHero } from '@/components/sections/PageHero';
import { ServicePhases } from '@/components/sections/ServicePhases';
import { ServicePricing } from '@/components/sections/ServicePricing';
import { ServiceTabs } from '@/components/sections/ServiceTabs';
import { registryPage, type ViewProps } from '@/components/layout/registry-page';

async function ServicesView({ routeKey, locale }: ViewProps) {
  const page = await copyFor(routeKey, locale);
  const copy = await sectionsFor('services', locale);
  const { phases } = await sectionsFor('home', locale);
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <section aria-label={copy.tablistLabel} className="py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <ServiceTabs copy={copy} />
        </div>
      </section>
      <ServicePhases phases={phases} />
      <ServicePricing copy={copy.pricing} locale={locale} />
    </>
  );
}

const page = registryPage('services', ServicesView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
