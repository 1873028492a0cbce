import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/ButtonLink';
import type { Locale } from '@/i18n/locales';
import { pathFor } from '@/site/routes';

/** The top of every page: its one `<h1>`, the lead and the call to book. */
export async function PageHero({
  locale,
  heading,
  lead,
  eyebrow,
}: {
  locale: Locale;
  heading: string;
  lead: string;
  /** A short badge above the heading. */
  eyebrow?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <section className="bg-gradient-to-b from-surface to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        {eyebrow && (
          <p className="mb-3 inline-block rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-strong shadow-sm">
            {eyebrow}
          </p>
        )}
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">
          {heading}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-soft">{lead}</p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <ButtonLink href={pathFor('bookConsultation', locale)}>{t('bookCall')}</ButtonLink>
          <p className="text-sm text-ink-soft">{t('callNote')}</p>
        </div>
      </div>
    </section>
  );
}
