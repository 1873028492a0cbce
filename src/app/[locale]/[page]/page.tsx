import { blocksFor, copyFor } from '@/next/content/pages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageCrumbs } from '@/components/layout/PageCrumbs';
import { HeroBlock, PageBlocks } from '@/components/blocks/PageBlocks';
import { RelatedArticles } from '@/components/sections/RelatedArticles';
import { relatedArticles } from '@/next/content/articles';
import { BookingCallToAction } from '@/components/sections/BookingCallToAction';
import { FiguresLink } from '@/components/sections/FiguresLink';
import type { CallToActionKind } from '@/content/calls-to-action';
import { Hero } from '@/components/sections/Hero';
import { PageHero } from '@/components/sections/PageHero';
import { heroVariantFor } from '@/lib/hero-variant';
import { isLocale, type Locale } from '@/i18n/locales';
import { heroFor } from '@/next/content/heroes';
import { metadataFor } from '@/lib/seo';
import { formsOf } from '@/next/leads/forms';
import { internalPath, longFormKeys, pathFor, type RouteKey } from '@/site/routes';

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

/** The closing call to action of the pages that are neither services, industries nor knowledge. */
const closingKinds: Partial<Record<RouteKey, CallToActionKind>> = {
  figures: 'knowledge',
  cv: 'company',
  keynoteSpeaker: 'company',
  embeddedInsuranceConsultant: 'company',
  ecosystemCapabilities: 'company',
  ecosystemPartnerEcosystem: 'company',
  ecosystemCoCreation: 'company',
  joinCoCreation: 'company',
  seoMonitoring: 'tools',
};

function closingKind(key: RouteKey): CallToActionKind {
  if (knowledgePages.has(key)) return 'knowledge';
  if (audienceHeroPages.has(key)) return 'industries';
  return closingKinds[key] ?? 'services';
}

interface Params {
  locale: string;
  page: string;
}

/** The long-form pages of the registry, prerendered in both languages; no other page is rendered here. */
export const dynamicParams = false;

export function generateStaticParams() {
  return longFormKeys.map((key) => ({ page: internalPath(key).slice(1) }));
}

function pageOf(params: Params): { locale: Locale; routeKey: RouteKey } {
  const routeKey = longFormKeys.find((key) => internalPath(key) === `/${params.page}`);
  if (!isLocale(params.locale) || !routeKey) notFound();
  return { locale: params.locale, routeKey };
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { routeKey, locale } = pageOf(await params);
  return metadataFor(routeKey, locale, await copyFor(routeKey, locale));
}

/** Hero, the page's blocks and the closing call to book; a page header block opens the page itself. */
export default async function LongFormPage({ params }: { params: Promise<Params> }) {
  const { routeKey, locale } = pageOf(await params);
  setRequestLocale(locale);
  const relatedTitle = (await getTranslations({ locale, namespace: 'Blog' }))('relatedTitle');
  const [page, blocks] = await Promise.all([
    copyFor(routeKey, locale),
    blocksFor(routeKey, locale),
  ]);
  const opening = blocks[0]?.kind === 'hero' ? blocks[0] : undefined;
  const forms = await formsOf(blocks, locale);
  const fullHero = fullHeroPages.has(routeKey);
  const heroCopy =
    fullHero || audienceHeroPages.has(routeKey)
      ? await heroFor(heroVariantFor(pathFor(routeKey, locale)), locale)
      : undefined;

  return (
    <>
      <PageCrumbs routeKey={routeKey} />
      {opening ? (
        <HeroBlock block={opening} opening />
      ) : heroCopy && fullHero ? (
        <Hero copy={heroCopy} />
      ) : heroCopy ? (
        <Hero copy={heroCopy} heading={page.heading} lead={page.lead} />
      ) : (
        <PageHero heading={page.heading} lead={page.lead} />
      )}
      <PageBlocks
        blocks={opening ? blocks.slice(1) : blocks}
        intro={fullHero ? page.lead : undefined}
        locale={locale}
        forms={forms}
      />
      {routeKey === 'caseStudies' && <FiguresLink />}
      {knowledgePages.has(routeKey) && (
        <RelatedArticles items={await relatedArticles(locale)} title={relatedTitle} />
      )}
      <BookingCallToAction kind={closingKind(routeKey)} />
    </>
  );
}
