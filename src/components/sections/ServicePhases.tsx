import { getTranslations } from 'next-intl/server';
import type { ServicePhase } from '@/content/pages/home/sections';
import { SERVICES_SECTION_ID } from '@/site/navigation';
import { SectionHeader } from './SectionHeader';

/** The four service phases; the anchor the mobile "Services" entry scrolls to. */
export async function ServicePhases({ phases }: { phases: readonly ServicePhase[] }) {
  const t = await getTranslations('Home');
  return (
    <section id={SERVICES_SECTION_ID} className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeader
          id="leistungen-title"
          title={t('servicesTitle')}
          intro={t('servicesIntro')}
          titleStyle="large"
        />
        <div
          className="mt-8 overflow-x-auto"
          role="region"
          aria-labelledby="leistungen-title"
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] border-collapse text-left">
            <thead>
              <tr className="border-b-2 border-brand text-sm text-ink-soft">
                <th scope="col" className="py-3 pr-4 font-semibold">
                  {t('phase')}
                </th>
                <th scope="col" className="py-3 pr-4 font-semibold">
                  {t('format')}
                </th>
                <th scope="col" className="py-3 font-semibold">
                  {t('outcome')}
                </th>
              </tr>
            </thead>
            <tbody>
              {phases.map((row) => (
                <tr key={row.phase} className="border-b border-line">
                  <th scope="row" className="py-4 pr-4 font-semibold text-ink">
                    {row.phase}
                  </th>
                  <td className="py-4 pr-4 text-ink-soft">{row.format}</td>
                  <td className="py-4 text-ink-soft">{row.outcome}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
