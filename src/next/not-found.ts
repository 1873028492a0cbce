import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { documentTitle } from '@/lib/seo';

/** The metadata of the 404 page in a language (German for an unknown one): its title, no index. */
export async function notFoundMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : 'de',
    namespace: 'NotFound',
  });
  return {
    title: { absolute: documentTitle(t('metaTitle')) },
    robots: { index: false, follow: true },
  };
}
