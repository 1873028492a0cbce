import { getTranslations, setRequestLocale } from 'next-intl/server';

export async function generateMetadata({ params }) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Page' });
  return { title: t('title'), description: t('paragraph') };
}

export default async function Page({ params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Page');
  return (
    <main>
      <h1>{t('title')}</h1>
      {Array.from({ length: 12 }, (_, n) => (
        <p key={n}>{t('paragraph')}</p>
      ))}
    </main>
  );
}
