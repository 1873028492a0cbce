import type { RoiCopy } from '@/content/pages/roi-calculator/sections';
import type { Calculator, CalculatorState } from '@/lib/roi';

export type RoiStates = { readonly [C in Calculator]: CalculatorState<C> };

/** Takes what the visitor typed into one of a calculator's fields. */
export type RoiChange = (calculator: Calculator, field: string, value: string) => void;

/** What each of a calculator's fields is given, through its form. */
export interface RoiFieldContext {
  readonly calculator: Calculator;
  readonly state: CalculatorState<Calculator>;
  readonly onChange: RoiChange;
  readonly copy: RoiCopy;
}
