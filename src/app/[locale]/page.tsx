import { AudienceCards } from '@/components/sections/AudienceCards';
import { BookingCallToAction } from '@/components/sections/BookingCallToAction';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { Founder } from '@/components/sections/Founder';
import { Hero } from '@/components/sections/Hero';
import { NewsTicker } from '@/components/sections/NewsTicker';
import { ServicePhases } from '@/components/sections/ServicePhases';
import { JsonLd } from '@/components/ui/JsonLd';
import { heroes } from '@/content/heroes';
import { home } from '@/content/home';
import { homeSections, newsItems } from '@/content/home-sections';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import { registryPage, type ViewProps } from '@/components/layout/registry-page';

function HomeView({ locale }: ViewProps) {
  const sections = homeSections[locale];
  return (
    <>
      <JsonLd data={organizationJsonLd(locale)} />
      <JsonLd data={websiteJsonLd(locale)} />
      <Hero copy={heroes.general[locale]} showSegments />
      <NewsTicker label={sections.tickerLabel} items={newsItems} />
      <FeatureGrid
        id="why-us"
        title={sections.whyTitle}
        intro={sections.whyIntro}
        items={sections.why.map((point) => ({
          title: point.title,
          text: point.description,
          icon: point.icon,
        }))}
      />
      <AudienceCards cards={home[locale].audiences} />
      <FeatureGrid
        id="approach"
        title={sections.approachTitle}
        intro={sections.approachIntro}
        items={sections.approach.map((step) => ({
          title: step.title,
          text: step.description,
          icon: step.icon,
        }))}
        numbered
        columns={4}
      />
      <ServicePhases locale={locale} phases={home[locale].phases} />
      <Founder locale={locale} copy={sections.founder} />
      <BookingCallToAction />
    </>
  );
}

const page = registryPage('home', HomeView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
