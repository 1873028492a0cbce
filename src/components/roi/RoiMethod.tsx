import { useLocale } from 'next-intl';
import type { BenefitName, RoiCopy } from '@/content/pages/roi-calculator/sections';
import { Link } from '@/i18n/navigation';
import { formatEuro, formatPercent } from '@/lib/locale-number';
import {
  formatQuantity,
  levers,
  scenarios,
  type Calculator,
  type Scenario,
  type ScenarioResult,
} from '@/lib/roi';
import { internalPath, routes } from '@/site/routes';

/**
 * "How we calculate": every benefit's formula, worked with the visitor's figures for the expected
 * scenario, the lever's value in each scenario and the typical result it comes from.
 */
export function RoiMethod({
  id,
  panelTitleId,
  calculator,
  expected,
  copy,
}: {
  id: string;
  /** The calculator's heading, which names the section together with its own. */
  panelTitleId: string;
  calculator: Calculator;
  expected: ScenarioResult;
  copy: RoiCopy;
}) {
  const locale = useLocale();
  const calculatorLevers = levers[calculator] as Record<string, Record<Scenario, number>>;
  const { method } = copy;
  return (
    <section
      aria-labelledby={`${id} ${panelTitleId}`}
      className="mt-12 rounded-lg border border-line p-6"
      data-roi-method
    >
      <h3 id={id} className="text-xl font-bold tracking-tight">
        {method.title}
      </h3>
      <p className="mt-2 max-w-3xl text-ink-soft">{method.intro}</p>
      <h4 className="mt-6 font-semibold">{method.benefitsTitle}</h4>
      <ol className="mt-3 space-y-5">
        {expected.benefits.map((benefit) => (
          <li key={benefit.name} className="rounded-md bg-surface p-4">
            <p className="font-semibold">{copy.benefits[benefit.name as BenefitName]}</p>
            <p className="mt-1 font-mono text-sm">
              {benefit.factors.map((factor) => copy.factors[factor.name]).join(' × ')}
            </p>
            <p className="mt-1 text-sm">
              <span className="text-ink-soft">{method.example}: </span>
              <span className="tabular-nums" data-calculation>
                {benefit.factors
                  .map((factor) =>
                    formatQuantity(factor.value, factor.unit, locale, copy.units.hours),
                  )
                  .join(' × ')}{' '}
                = <strong>{formatEuro(benefit.annual, locale)}</strong>
              </span>
            </p>
            {benefit.factors
              .filter((factor) => factor.name in calculatorLevers)
              .map((factor) => (
                <p key={factor.name} className="mt-1 text-sm text-ink-soft">
                  {method.scenarioValues} ({copy.factors[factor.name]}):{' '}
                  <span data-calculation>
                    {scenarios
                      .map(
                        (scenario) =>
                          `${copy.scenarios[scenario].label} ${formatPercent(
                            calculatorLevers[factor.name]?.[scenario] ?? 0,
                            locale,
                          )}`,
                      )
                      .join(' · ')}
                  </span>
                  . {method.source}: {copy.sources[factor.name]}.
                </p>
              ))}
          </li>
        ))}
      </ol>
      <p className="mt-4 font-semibold">
        {copy.results.annualBenefit}: {formatEuro(expected.annualBenefit, locale)}
      </p>
      <h4 className="mt-6 font-semibold">{method.commonTitle}</h4>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {method.common.map((entry) => (
          <div key={entry.term} className="contents">
            <dt className="font-medium">{entry.term}</dt>
            <dd className="text-ink-soft">{entry.formula}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-ink-soft">{method.excluded}</p>
      <p className="mt-2 text-sm text-ink-soft">
        {method.disclaimer}{' '}
        <Link
          href={internalPath('disclaimer')}
          className="font-semibold text-brand-strong underline"
        >
          {method.disclaimerLink}
        </Link>{' '}
        ·{' '}
        <Link href={internalPath('figures')} className="font-semibold text-brand-strong underline">
          {routes.figures.label[locale]}
        </Link>
      </p>
    </section>
  );
}
