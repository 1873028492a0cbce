import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import type { Locale } from '@/i18n/locales';
import { notFoundMetadata } from '@/next/not-found';

/**
 * The 404 page, prerendered per language: the proxy rewrites every path that is no page here,
 * and the HTTP server sends it with status 404 (`planPage` in src/lib/request-plan.ts).
 */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  return notFoundMetadata((await params).locale);
}

export default async function PageNotFound({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <NotFoundScreen />;
}
