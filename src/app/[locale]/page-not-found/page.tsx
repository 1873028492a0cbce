import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { isLocale, type Locale } from '@/i18n/locales';
import { documentTitle } from '@/lib/seo';

/**
 * The 404 page, prerendered per language: the proxy rewrites every path that is no page here,
 * and the HTTP server sends it with status 404 (src/server/http.ts).
 */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : 'de',
    namespace: 'NotFound',
  });
  return {
    title: { absolute: documentTitle(t('metaTitle')) },
    robots: { index: false, follow: true },
  };
}

export default async function PageNotFound({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  return <NotFoundScreen />;
}
