import { Check } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/ButtonLink';
import type { HeroCopy } from '@/content/heroes';
import { Link } from '@/i18n/navigation';
import { internalPath, type RouteKey } from '@/site/routes';
import { Prose } from '@/components/ui/Prose';
import { referencedSettings } from '@/content/references';

/** Segment cards of the general hero, in the order of `HeroCopy.segments`. */
const segmentRoutes: readonly RouteKey[] = [
  'automotiveServices',
  'fleetServices',
  'bankingServices',
];

interface HeroProps {
  readonly copy: HeroCopy;
  /** The page's own heading; without it the three-part headline is the `<h1>`. */
  readonly heading?: string;
  /** The page's own lead; without it the variant's subheadline. */
  readonly lead?: string;
  readonly showSegments?: boolean;
}

/** Audience hero (SPEC §2): eyebrow, headline, subheadline, chips, call, trust line and value panel. */
export async function Hero({ copy, heading, lead, showSegments = false }: HeroProps) {
  const t = await getTranslations('Common');
  return (
    <section className="bg-gradient-to-b from-surface to-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{copy.eyebrow}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            {heading ?? (
              // The spaces keep the words apart where no style sets the lines apart: in the
              // HTML's text, as a crawler or a reader without styles takes it.
              <>
                <span className="block">{copy.headline[0]}</span>{' '}
                <span className="block text-brand">{copy.headline[1]}</span>{' '}
                <span className="block">{copy.headline[2]}</span>
              </>
            )}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-soft">
            <Prose text={lead ?? copy.subheadline} />
          </p>
          <ul className="mt-6 flex flex-wrap gap-2">
            {copy.chips.map((chip) => (
              <li
                key={chip}
                className="rounded-full border border-line bg-white px-3 py-1 text-sm text-ink-soft"
              >
                {chip}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <ButtonLink href={internalPath('bookConsultation')}>{t('bookCall')}</ButtonLink>
            <p className="text-sm text-ink-soft">
              {t('callNote', { minutes: referencedSettings().callMinutes })}
            </p>
          </div>
          <p className="mt-6 text-sm font-medium text-ink-soft">{copy.trustText}</p>
        </div>
        <aside
          aria-labelledby="hero-panel"
          className="self-start rounded-xl border border-line bg-white p-6 shadow-sm"
        >
          <h2 id="hero-panel" className="text-lg font-semibold">
            {copy.panelTitle}
          </h2>
          <ul className="mt-4 space-y-3">
            {copy.valuePoints.map((point) => (
              <li key={point} className="flex gap-3 text-ink-soft">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      {showSegments && copy.segments && (
        <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
          <ul className="grid gap-4 md:grid-cols-3">
            {copy.segments.map((segment, index) => (
              <li key={segment.title} className="rounded-lg border border-line bg-white p-5">
                <h2 className="text-base font-semibold">
                  <Link
                    href={internalPath(segmentRoutes[index] ?? 'services')}
                    className="hover:underline"
                  >
                    {segment.title}
                  </Link>
                </h2>
                <p className="mt-2 text-sm text-ink-soft">{segment.description}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
