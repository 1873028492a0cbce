import { getTranslations } from 'next-intl/server';
import { BodySections } from '@/components/sections/BodySections';
import { RelatedArticles } from '@/components/sections/RelatedArticles';
import { BookingCallToAction } from '@/components/sections/BookingCallToAction';
import { Hero } from '@/components/sections/Hero';
import { PageHero } from '@/components/sections/PageHero';
import { bodyFor } from '@/content/bodies';
import { heroes } from '@/content/heroes';
import { heroVariantFor } from '@/lib/hero-variant';
import { copyFor } from '@/lib/seo';
import { pathFor, type RouteKey } from '@/site/routes';
import type { ViewProps } from './types';

/** The audience service pages show their variant's full hero, headline included. */
const fullHeroPages: ReadonlySet<RouteKey> = new Set([
  'fleetServices',
  'automotiveServices',
  'bankingServices',
]);

/** Industry and fleet pages keep their own heading inside their audience's hero. */
const audienceHeroPages: ReadonlySet<RouteKey> = new Set([
  'industryModules',
  'industryLeasing',
  'industryEmployeeFleets',
  'industryTransport',
  'industryParcel',
  'industryConstruction',
  'industryMunicipal',
  'commercialFleets',
  'fleetInsuranceOptimisation',
  'fleetInsuranceComparison',
  'telematicsInsurance',
  'fleetRiskManagement',
]);

/** Knowledge pages lead on into the articles. */
const knowledgePages: ReadonlySet<RouteKey> = new Set(['insights', 'caseStudies', 'resources']);

/** Hero, long-form body and the closing call to book. */
export async function StandardView({ routeKey, locale }: ViewProps) {
  const relatedTitle = (await getTranslations({ locale, namespace: 'Blog' }))('relatedTitle');
  const page = copyFor(routeKey, locale);
  const body = bodyFor(routeKey, locale);
  const heroCopy = heroes[heroVariantFor(pathFor(routeKey, locale))][locale];
  const fullHero = fullHeroPages.has(routeKey);

  return (
    <>
      {fullHero ? (
        <Hero locale={locale} copy={heroCopy} />
      ) : audienceHeroPages.has(routeKey) ? (
        <Hero locale={locale} copy={heroCopy} heading={page.heading} lead={page.lead} />
      ) : (
        <PageHero locale={locale} heading={page.heading} lead={page.lead} />
      )}
      {body && (
        <BodySections locale={locale} body={body} intro={fullHero ? page.lead : undefined} />
      )}
      {knowledgePages.has(routeKey) && <RelatedArticles locale={locale} title={relatedTitle} />}
      <BookingCallToAction locale={locale} />
    </>
  );
}
