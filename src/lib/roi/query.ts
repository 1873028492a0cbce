import type { Locale } from '@/i18n/locales';
import { formatForInput } from '@/lib/locale-number';
import {
  calculators,
  defaultCalculator,
  fieldNames,
  fieldSpec,
  type Calculator,
  type Inputs,
} from './fields';
import type { ScenarioResult } from './model';

/** The calculator named by `?tab=`, or the default one. */
export function calculatorOf(value: string | null | undefined): Calculator {
  return calculators.find((candidate) => candidate === value) ?? defaultCalculator;
}

/** The query string that reproduces a result: the calculator and its valid values. */
export function resultQuery<C extends Calculator>(
  calculator: C,
  inputs: Inputs<C>,
  locale: Locale,
): string {
  const query = new URLSearchParams({ tab: calculator });
  for (const field of fieldNames(calculator)) {
    query.set(field, formatForInput(inputs[field], locale, fieldSpec(calculator, field).decimals));
  }
  return query.toString();
}

/** The contact page's hand-over (see `lib/handover`): the expected scenario's figures. */
export function handoverQuery<C extends Calculator>(
  calculator: C,
  inputs: Inputs<C>,
  expected: ScenarioResult,
): string {
  const query = new URLSearchParams({ context: calculator });
  const values = inputs as Record<string, number>;
  if (calculator === 'fleet' && values.fleetSize !== undefined) {
    query.set('fleetSize', String(values.fleetSize));
  }
  query.set('roiPercentage', String(Math.round(expected.roiPercent)));
  query.set('totalSavings', String(Math.round(expected.totalBenefit)));
  return query.toString();
}
