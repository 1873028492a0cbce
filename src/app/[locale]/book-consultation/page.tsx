import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { metadataFor } from '@/lib/seo';
import { isLocale } from '@/site/routes';
import { BookingView } from '../[[...path]]/_views/booking';

/** The booking page offers the slots free at the moment of the request, so it is rendered per request. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? metadataFor('bookConsultation', locale) : {};
}

export default async function BookConsultationPage({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <BookingView routeKey="bookConsultation" locale={locale} />;
}
