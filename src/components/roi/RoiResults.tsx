import { useLocale } from 'next-intl';
import type { RoiCopy } from '@/content/pages/roi-calculator/sections';
import { formatPercent } from '@/lib/locale-number';
import {
  scenarios,
  type Calculator,
  type CalculatorState,
  type Scenario,
  type ScenarioResult,
} from '@/lib/roi';
import { RoiActions } from './RoiActions';
import { RoiChart } from './RoiChart';
import { fill, paybackText } from './roi-text';
import { ScenarioCard } from './ScenarioCard';

/**
 * A calculator's results: a notice while a figure is invalid, the expected scenario in one
 * sentence, the three scenarios side by side, the chart and the links to discuss or share them.
 */
export function RoiResults({
  id,
  calculator,
  state,
  results,
  copy,
}: {
  /** The panel's id, which the section's ids start with. */
  id: string;
  calculator: Calculator;
  state: CalculatorState<Calculator>;
  results: Readonly<Record<Scenario, ScenarioResult>>;
  copy: RoiCopy;
}) {
  const locale = useLocale();
  const invalid = Object.keys(state.errors).length > 0;
  return (
    <section aria-labelledby={`${id}-results ${id}-title`} data-roi-results>
      <h3 id={`${id}-results`} className="text-xl font-bold tracking-tight">
        {copy.resultsTitle}
      </h3>
      <p
        role="status"
        className={invalid ? 'mt-3 rounded-md bg-amber-50 p-3 text-amber-950' : 'sr-only'}
      >
        {invalid ? copy.invalidNotice : ''}
      </p>
      <p className="mt-3 font-medium" aria-live="polite" data-roi-summary>
        {fill(copy.results.summary, {
          roi: formatPercent(results.expected.roiPercent / 100, locale, 0),
          payback: paybackText(results.expected, copy),
        })}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {scenarios.map((scenario) => (
          <ScenarioCard
            key={scenario}
            label={copy.scenarios[scenario].label}
            note={copy.scenarios[scenario].note}
            result={results[scenario]}
            copy={copy}
          />
        ))}
      </div>
      <RoiChart id={`${id}-chart`} panelTitleId={`${id}-title`} results={results} copy={copy} />
      <RoiActions
        calculator={calculator}
        inputs={state.inputs}
        expected={results.expected}
        copy={copy}
      />
    </section>
  );
}
