import { getTranslations, setRequestLocale } from 'next-intl/server';

// The same page rendered for every request, as the site's calculator and contact page are: the
// load test of it shows what per-request rendering costs in the framework itself.
export const dynamic = 'force-dynamic';

export default async function Page({ params, searchParams }) {
  const { locale } = await params;
  const { n } = await searchParams;
  setRequestLocale(locale);
  const t = await getTranslations('Page');
  return (
    <main>
      <h1>
        {t('title')} {n}
      </h1>
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index}>{t('paragraph')}</p>
      ))}
    </main>
  );
}
