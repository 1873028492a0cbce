import { BodySections } from '@/components/sections/BodySections';
import { CallToAction } from '@/components/sections/CallToAction';
import { Hero } from '@/components/sections/Hero';
import { PageHero } from '@/components/sections/PageHero';
import { bodyFor } from '@/content/bodies';
import { heroes } from '@/content/heroes';
import { homeSections } from '@/content/home-sections';
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

/** Hero, long-form body and the closing call to book. */
export function StandardView({ routeKey, locale }: ViewProps) {
  const page = copyFor(routeKey, locale);
  const body = bodyFor(routeKey, locale);
  const heroCopy = heroes[heroVariantFor(pathFor(routeKey, locale))][locale];
  const closing = homeSections[locale].closing;
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
      <CallToAction
        id="closing"
        title={closing.title}
        text={closing.text}
        button={closing.button}
        href={pathFor('bookConsultation', locale)}
      />
    </>
  );
}
