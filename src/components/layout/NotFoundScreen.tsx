'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { internalPath } from '@/site/routes';

/** The 404 content: SPEC's texts in the page's language and a way home. */
export function NotFoundScreen() {
  const t = useTranslations('NotFound');
  const pathname = usePathname();

  useEffect(() => {
    console.info(`404: ${pathname}`);
  }, [pathname]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-6xl font-bold text-brand" aria-hidden="true">
        {t('code')}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-soft">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <ButtonLink href={internalPath('home')}>{t('home')}</ButtonLink>
        <ButtonLink href={internalPath('sitemap')} variant="secondary">
          {t('sitemap')}
        </ButtonLink>
      </div>
    </section>
  );
}
