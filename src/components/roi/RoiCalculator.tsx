'use client';

import { Tabs } from '@/components/ui/Tabs';
import type { RoiCopy } from '@/content/pages/roi-calculator/sections';
import { calculators, type Calculator, type CalculatorState, type LeverValues } from '@/lib/roi';
import { RoiPanel } from './RoiPanel';
import type { RoiStates } from './types';
import { useRoiCalculator } from './use-roi-calculator';

export type { RoiStates };

/**
 * The ROI calculator: three calculators in tabs, results that follow every keystroke, and the
 * figures in the URL (`?tab=bank&financings=…`), so each result can be shared and reloaded.
 * Without JavaScript the three calculators are GET forms whose results the server renders.
 */
export function RoiCalculator({
  copy,
  initial,
  active: initialActive,
  levels,
}: {
  copy: RoiCopy;
  initial: RoiStates;
  active: Calculator;
  /** The levers' values, as the owner set them with their figures. */
  levels: LeverValues;
}) {
  const { active, select, states, update } = useRoiCalculator(initial, initialActive);
  return (
    <Tabs
      label={copy.tablistLabel}
      tabs={calculators.map((value) => ({ value, label: copy.calculators[value].label }))}
      active={active}
      onChange={select}
      panel={(calculator) => (
        <RoiPanel
          calculator={calculator}
          state={states[calculator] as CalculatorState<Calculator>}
          onChange={update}
          copy={copy}
          levels={levels}
        />
      )}
    />
  );
}
