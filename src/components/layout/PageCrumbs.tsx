import { getLocale, getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { breadcrumbsFor, showsBreadcrumbBar } from '@/lib/breadcrumbs';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { canonicalKey, type RouteKey } from '@/site/routes';

/** A page's BreadcrumbList, and the breadcrumb bar on pages below the first level. */
export async function PageCrumbs({ routeKey }: { routeKey: RouteKey }) {
  const locale = await getLocale();
  const crumbs = canonicalKey(routeKey) === 'home' ? [] : breadcrumbsFor(routeKey, locale);
  if (crumbs.length < 2) return null;
  const t = await getTranslations('Breadcrumbs');
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      {showsBreadcrumbBar(routeKey, locale) && <Breadcrumbs crumbs={crumbs} label={t('label')} />}
    </>
  );
}
