import { useLocale } from 'next-intl';
import { memo } from 'react';
import type { RoiCopy } from '@/content/pages/roi-calculator/sections';
import { getPathname } from '@/i18n/navigation';
import { roiResults, type Calculator, type CalculatorState, type LeverValues } from '@/lib/roi';
import { internalPath } from '@/site/routes';
import { RoiInputs } from './RoiInputs';
import { RoiMethod } from './RoiMethod';
import { RoiResults } from './RoiResults';
import type { RoiChange } from './types';

/** One calculator: its inputs, its results in three scenarios and how they are calculated. */
export const RoiPanel = memo(function RoiPanel({
  calculator,
  state,
  onChange,
  copy,
  levels,
}: {
  calculator: Calculator;
  state: CalculatorState<Calculator>;
  onChange: RoiChange;
  copy: RoiCopy;
  levels: LeverValues;
}) {
  const locale = useLocale();
  const id = `roi-${calculator}`;
  const text = copy.calculators[calculator];
  const results = roiResults(calculator, state.inputs, levels);

  return (
    <div id={id} className="scroll-mt-28 pt-8" data-calculator={calculator}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {text.title}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-soft">{text.intro}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <RoiInputs
          id={id}
          action={`${getPathname({ href: internalPath('roiCalculator'), locale })}#${id}`}
          calculator={calculator}
          state={state}
          onChange={onChange}
          copy={copy}
        />
        <RoiResults id={id} calculator={calculator} state={state} results={results} copy={copy} />
      </div>
      <RoiMethod
        id={`${id}-method`}
        panelTitleId={`${id}-title`}
        calculator={calculator}
        expected={results.expected}
        levels={levels}
        copy={copy}
      />
    </div>
  );
});
