import { useLocale } from 'next-intl';
import type { RoiCopy } from '@/content/pages/roi-calculator/sections';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatEuro, formatPercent } from '@/lib/locale-number';
import {
  formatQuantity,
  leverValuesOf,
  scenarios,
  type Calculator,
  type Factor,
  type LeverValues,
  type ScenarioResult,
} from '@/lib/roi';
import { internalPath, routes } from '@/site/routes';
import { fill } from './roi-text';

/** A factor's name, or its parts' names in brackets. */
function term(factor: Factor, copy: RoiCopy): string {
  if (!factor.parts) return copy.factors[factor.name] ?? factor.name;
  const parts = factor.parts.factors.map((part) => term(part, copy));
  return `${copy.factors[factor.name]} (${parts.join(` ${factor.parts.operator} `)})`;
}

/** A factor's value, or its parts' values in brackets. */
function quantity(factor: Factor, locale: Locale, copy: RoiCopy): string {
  const own = formatQuantity(factor.value, factor.unit, locale, copy.units.hours);
  if (!factor.parts) return own;
  const parts = factor.parts.factors.map((part) => quantity(part, locale, copy));
  return `(${parts.join(` ${factor.parts.operator} `)})`;
}

/**
 * "How we calculate": every benefit's formula as the model computes it, worked with the visitor's
 * figures for the expected scenario; the month it counts from, its value in each year and in each
 * scenario, and the figure it applies, linked to that figure's definition.
 */
export function RoiMethod({
  id,
  panelTitleId,
  calculator,
  expected,
  levels,
  copy,
}: {
  id: string;
  /** The calculator's heading, which names the section together with its own. */
  panelTitleId: string;
  calculator: Calculator;
  expected: ScenarioResult;
  levels: LeverValues;
  copy: RoiCopy;
}) {
  const locale = useLocale();
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
        {expected.benefits.map((benefit) => {
          const values = leverValuesOf(levels, calculator, benefit.name);
          const yearly = scenarios.map((scenario) => values[scenario]);
          return (
            <li
              key={benefit.name}
              className="rounded-md bg-surface p-4"
              data-benefit={benefit.name}
            >
              <p className="font-semibold">{copy.benefits[benefit.name]}</p>
              <p className="mt-1 font-mono text-sm" data-formula>
                {benefit.factors.map((factor) => term(factor, copy)).join(' × ')}
              </p>
              <p className="mt-1 text-sm">
                <span className="text-ink-soft">{method.example}: </span>
                <span className="tabular-nums" data-calculation>
                  {benefit.factors.map((factor) => quantity(factor, locale, copy)).join(' × ')} ={' '}
                  <strong>{formatEuro(benefit.annual, locale)}</strong>
                </span>
              </p>
              <p className="mt-1 text-sm text-ink-soft" data-counts>
                {fill(method.counts, { month: String(benefit.startMonth) })}
                {benefit.accrual === 'customers' && ` ${method.customers}`}
              </p>
              <p className="mt-1 text-sm text-ink-soft">
                {method.scenarioValues} ({copy.factors[benefit.name]}):{' '}
                <span data-calculation>
                  {scenarios
                    .map(
                      (scenario, index) =>
                        `${copy.scenarios[scenario].label} ${formatPercent(yearly[index] ?? 0, locale)}`,
                    )
                    .join(' · ')}
                </span>
              </p>
              <p className="mt-1 text-sm text-ink-soft">
                {method.source}:{' '}
                <Link
                  href={{ pathname: internalPath('figures'), hash: benefit.figure }}
                  className="text-brand-strong underline"
                >
                  {copy.sources[benefit.name]}
                </Link>
                .
              </p>
            </li>
          );
        })}
      </ol>
      <p className="mt-4 font-semibold" data-calculation>
        {expected.yearlyBenefit
          .map(
            (amount, index) =>
              `${fill(method.year, { year: String(index + 1) })}: ${formatEuro(amount, locale)}`,
          )
          .join(' · ')}
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
      <p className="mt-6 text-sm text-ink-soft">{method.notLevers}</p>
      <p className="mt-2 text-sm text-ink-soft">{method.excluded}</p>
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
