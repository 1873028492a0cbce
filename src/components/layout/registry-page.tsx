import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageCrumbs } from '@/components/layout/PageCrumbs';
import { isLocale, type Locale } from '@/i18n/locales';
import { metadataFor } from '@/lib/seo';
import { copyFor } from '@/next/content/pages';
import type { RouteKey } from '@/site/routes';

export type Query = Readonly<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter. */
export const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

export interface ViewProps {
  readonly routeKey: RouteKey;
  readonly locale: Locale;
  /** The query string; reading it renders the page per request. */
  readonly query: Promise<Query>;
}

interface PageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Query>;
}

async function localeOf(params: PageProps['params']): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}

/** A page of the registry in its route folder: its metadata, and its view with the breadcrumbs. */
export function registryPage(
  routeKey: RouteKey,
  View: (props: ViewProps) => ReactNode | Promise<ReactNode>,
) {
  return {
    async generateMetadata({ params }: PageProps): Promise<Metadata> {
      const locale = await localeOf(params);
      return metadataFor(routeKey, locale, await copyFor(routeKey, locale));
    },
    async Page({ params, searchParams }: PageProps) {
      const locale = await localeOf(params);
      setRequestLocale(locale);
      return (
        <>
          <PageCrumbs routeKey={routeKey} />
          <View routeKey={routeKey} locale={locale} query={searchParams} />
        </>
      );
    },
  };
}
