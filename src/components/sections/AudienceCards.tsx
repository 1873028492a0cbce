import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { AudienceCard } from '@/content/pages/home/sections';
import { Link } from '@/i18n/navigation';
import { internalPath } from '@/site/routes';
import { TitledSection } from './TitledSection';

export async function AudienceCards({ cards }: { cards: readonly AudienceCard[] }) {
  const t = await getTranslations('Home');
  return (
    <TitledSection
      id="audiences-title"
      title={t('audiencesTitle')}
      titleStyle="large"
      className="bg-surface py-16"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.route} className="flex flex-col rounded-lg border border-line bg-white p-6">
            <h3 className="text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 flex-1 text-ink-soft">{card.text}</p>
            <Link
              href={internalPath(card.route)}
              className="mt-4 inline-flex items-center gap-1 font-semibold text-brand hover:underline"
            >
              {card.title}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
