import { useLocale } from 'next-intl';
import type { RoiCopy } from '@/content/pages/roi-calculator/sections';
import { formatEuro, formatPercent } from '@/lib/locale-number';
import type { ScenarioResult } from '@/lib/roi';
import { paybackText } from './roi-text';

/** One scenario's figures; the expected scenario stands out. */
export function ScenarioCard({
  label,
  note,
  result,
  copy,
}: {
  label: string;
  note: string;
  result: ScenarioResult;
  copy: RoiCopy;
}) {
  const locale = useLocale();
  const rows: [key: string, term: string, value: string][] = [
    ['annual', copy.results.annualBenefit, formatEuro(result.yearlyBenefit[2], locale)],
    ['total', copy.results.totalBenefit, formatEuro(result.totalBenefit, locale)],
    ['net', copy.results.netBenefit, formatEuro(result.netBenefit, locale)],
    ['roi', copy.results.roi, formatPercent(result.roiPercent / 100, locale, 0)],
    ['payback', copy.results.payback, paybackText(result, copy)],
  ];
  const expected = result.scenario === 'expected';
  return (
    <div
      data-scenario={result.scenario}
      className={`rounded-lg border p-4 ${expected ? 'border-brand bg-surface' : 'border-line'}`}
    >
      <h4 className="font-semibold">{label}</h4>
      <p className="text-xs text-ink-soft">{note}</p>
      <dl className="mt-3 space-y-2">
        {rows.map(([key, term, value]) => (
          <div key={key} data-result={key}>
            <dt className="text-xs text-ink-soft">{term}</dt>
            <dd className="font-semibold tabular-nums" data-calculation>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
