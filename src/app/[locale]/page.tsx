import { AudienceCards } from '@/components/sections/AudienceCards';
import { BookingCallToAction } from '@/components/sections/BookingCallToAction';
import { FeatureGrid, type Feature } from '@/components/sections/FeatureGrid';
import { Founder } from '@/components/sections/Founder';
import { Hero } from '@/components/sections/Hero';
import { NewsTicker } from '@/components/sections/NewsTicker';
import { ServicePhases } from '@/components/sections/ServicePhases';
import { JsonLd } from '@/components/ui/JsonLd';
import { newsItems, type ApproachStep, type WhyPoint } from '@/content/pages/home/sections';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import { heroFor } from '@/next/content/heroes';
import { sectionsFor } from '@/next/content/pages';
import { registryPage, type ViewProps } from '@/components/layout/registry-page';

/** Why-us points and approach steps as feature cards, whose text is their description. */
function asFeature({ title, description, icon }: WhyPoint | ApproachStep): Feature {
  return { title, text: description, icon };
}

async function HomeView({ locale }: ViewProps) {
  const sections = await sectionsFor('home', locale);
  const news = newsItems.filter((item) => item.language === locale);
  return (
    <>
      <JsonLd data={organizationJsonLd(locale)} />
      <JsonLd data={websiteJsonLd(locale)} />
      <Hero copy={await heroFor('general', locale)} showSegments />
      {/* The news are in English: a page in another language shows none rather than leave it. */}
      {news.length > 0 && <NewsTicker label={sections.tickerLabel} items={news} />}
      <FeatureGrid
        id="why-us"
        title={sections.whyTitle}
        intro={sections.whyIntro}
        items={sections.why.map(asFeature)}
      />
      <AudienceCards cards={sections.audiences} />
      <FeatureGrid
        id="approach"
        title={sections.approachTitle}
        intro={sections.approachIntro}
        items={sections.approach.map(asFeature)}
        numbered
        columns={4}
      />
      <ServicePhases phases={sections.phases} />
      <Founder copy={sections.founder} />
      <BookingCallToAction kind="home" />
    </>
  );
}

const page = registryPage('home', HomeView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
