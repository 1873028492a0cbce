import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { internalPath } from '@/site/routes';
import { Prose } from '@/components/ui/Prose';
import { referencedSettings } from '@/content/references';

/** The top of every page: its one `<h1>`, the lead and the call to book. */
export async function PageHero({
  heading,
  lead,
  eyebrow,
}: {
  heading: string;
  lead: string;
  /** A short badge above the heading. */
  eyebrow?: string;
}) {
  const t = await getTranslations('Common');
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
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-soft">
          <Prose text={lead} />
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <ButtonLink href={internalPath('bookConsultation')}>{t('bookCall')}</ButtonLink>
          <p className="text-sm text-ink-soft">
            {t('callNote', { minutes: referencedSettings().callMinutes })}
          </p>
        </div>
      </div>
    </section>
  );
}
