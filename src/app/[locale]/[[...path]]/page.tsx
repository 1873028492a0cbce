import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { breadcrumbsFor, showsBreadcrumbBar } from '@/lib/breadcrumbs';
import { metadataFor } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import {
  canonicalKey,
  isLocale,
  routeAt,
  routeKeys,
  routes,
  segmentsOf,
  type Locale,
  type RouteKey,
} from '@/site/routes';
import { PageView } from './_views';

interface Params {
  locale: string;
  path?: string[];
}

/** Every page of the registry, prerendered per language (other paths never reach here: see proxy). */
export const dynamicParams = false;

/** Pages with a route of their own (rendered per request). */
const ownRoutes: ReadonlySet<RouteKey> = new Set(['bookConsultation']);

export function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = params.locale as Locale;
  return routeKeys
    .filter((key) => !ownRoutes.has(key))
    .map((key) => ({ path: segmentsOf(routes[key].paths[locale]) }));
}

function pageOf({ locale, path }: Params): { locale: Locale; key: RouteKey } | undefined {
  if (!isLocale(locale)) return undefined;
  const key = routeAt(locale, `/${(path ?? []).map(decodeURIComponent).join('/')}`);
  return key ? { locale, key } : undefined;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const resolved = await params;
  if (isLocale(resolved.locale)) setRequestLocale(resolved.locale);
  const page = pageOf(resolved);
  return page ? metadataFor(page.key, page.locale) : {};
}

export default async function RegistryPage({ params }: { params: Promise<Params> }) {
  const resolved = await params;
  if (isLocale(resolved.locale)) setRequestLocale(resolved.locale);
  const page = pageOf(resolved);
  if (!page) notFound();
  const { locale, key } = page;

  const t = await getTranslations({ locale, namespace: 'Breadcrumbs' });
  const crumbs = canonicalKey(key) === 'home' ? [] : breadcrumbsFor(key, locale);

  return (
    <>
      {crumbs.length > 1 && <JsonLd data={breadcrumbJsonLd(crumbs)} />}
      {crumbs.length > 1 && showsBreadcrumbBar(key, locale) && (
        <Breadcrumbs crumbs={crumbs} label={t('label')} />
      )}
      <PageView routeKey={key} locale={locale} />
    </>
  );
}
