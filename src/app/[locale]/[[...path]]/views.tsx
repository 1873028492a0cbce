import { AudienceCards } from '@/components/sections/AudienceCards';
import { PageHero } from '@/components/sections/PageHero';
import { ServicePhases } from '@/components/sections/ServicePhases';
import { SitemapList } from '@/components/sections/SitemapList';
import { JsonLd } from '@/components/ui/JsonLd';
import { home } from '@/content/home';
import { copyFor } from '@/lib/seo';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';
import { canonicalKey, type Locale, type RouteKey } from '@/site/routes';

export interface ViewProps {
  readonly routeKey: RouteKey;
  readonly locale: Locale;
}

function StandardView({ routeKey, locale }: ViewProps) {
  const copy = copyFor(routeKey, locale);
  return <PageHero locale={locale} heading={copy.heading} lead={copy.lead} />;
}

function HomeView({ locale }: ViewProps) {
  const copy = copyFor('home', locale);
  return (
    <>
      <JsonLd data={organizationJsonLd(locale)} />
      <JsonLd data={websiteJsonLd(locale)} />
      <PageHero locale={locale} heading={copy.heading} lead={copy.lead} />
      <ServicePhases locale={locale} phases={home[locale].phases} />
      <AudienceCards locale={locale} cards={home[locale].audiences} />
    </>
  );
}

function SitemapView({ routeKey, locale }: ViewProps) {
  return (
    <>
      <StandardView routeKey={routeKey} locale={locale} />
      <SitemapList locale={locale} />
    </>
  );
}

/** Renders a page of the registry; most pages share the standard layout. */
export function PageView({ routeKey, locale }: ViewProps) {
  switch (canonicalKey(routeKey)) {
    case 'home':
      return <HomeView routeKey={routeKey} locale={locale} />;
    case 'sitemap':
      return <SitemapView routeKey={routeKey} locale={locale} />;
    default:
      return <StandardView routeKey={routeKey} locale={locale} />;
  }
}
