import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageCrumbs } from '@/components/layout/PageCrumbs';
import { isLocale, type Locale } from '@/i18n/locales';
import { metadataFor } from '@/lib/seo';
import { routeAt, routeKeys, routes, segmentsOf, type RouteKey } from '@/site/routes';
import { PageView } from './_views';

interface Params {
  locale: string;
  path?: string[];
}

/** Every page of the registry, prerendered per language (other paths never reach here: see proxy). */
export const dynamicParams = false;

/** Pages with a route of their own (rendered per request). */
const ownRoutes: ReadonlySet<RouteKey> = new Set(['bookConsultation', 'contact', 'roiCalculator']);

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

  return (
    <>
      <PageCrumbs routeKey={key} locale={locale} />
      <PageView routeKey={key} locale={locale} />
    </>
  );
}
