'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLocale } from 'next-intl';
import { readCalculator, resultQuery, type Calculator, type CalculatorState } from '@/lib/roi';
import type { RoiChange, RoiStates } from './types';

/**
 * The calculators' state: the active tab and each calculator's inputs. Once the visitor has
 * changed either, the page's URL follows (`?tab=bank&financings=…`) without a new history entry.
 */
export function useRoiCalculator(initial: RoiStates, initialActive: Calculator) {
  const locale = useLocale();
  const [active, setActive] = useState(initialActive);
  const [states, setStates] = useState(initial);
  const [changed, setChanged] = useState(false);
  const query = resultQuery(active, states[active].inputs, locale);

  useEffect(() => {
    if (!changed) return;
    const url = new URL(window.location.href);
    url.search = query;
    window.history.replaceState(window.history.state, '', url);
  }, [changed, query]);

  const update = useCallback<RoiChange>(
    (calculator, field, value) => {
      setStates((previous) => {
        const state = previous[calculator] as CalculatorState<Calculator>;
        const next = readCalculator(
          calculator,
          (name) => (name === field ? value : state.raw[name]),
          locale,
          state.inputs,
        );
        return { ...previous, [calculator]: next };
      });
      setChanged(true);
    },
    [locale],
  );

  const select = (calculator: Calculator) => {
    setActive(calculator);
    setChanged(true);
  };

  return { active, select, states, update };
}
