import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageCrumbs } from '@/components/layout/PageCrumbs';
import { isLocale, type Locale } from '@/i18n/locales';
import { metadataFor } from '@/lib/seo';
import { type RouteKey } from '@/site/routes';

export type Query = Readonly<Record<string, string | string[] | undefined>>;

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Query>;
}

/** The first value of a query parameter. */
export const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/**
 * A registry page rendered per request (its content depends on the moment, the database or the
 * query string), with the same metadata and breadcrumbs as the prerendered ones.
 */
export function requestPage(
  key: RouteKey,
  render: (locale: Locale, query: Query) => ReactNode | Promise<ReactNode>,
) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      return isLocale(locale) ? metadataFor(key, locale) : {};
    },
    async Page({ params, searchParams }: Props) {
      const { locale } = await params;
      if (!isLocale(locale)) notFound();
      setRequestLocale(locale);
      return (
        <>
          <PageCrumbs routeKey={key} locale={locale} />
          {await render(locale, await searchParams)}
        </>
      );
    },
  };
}
