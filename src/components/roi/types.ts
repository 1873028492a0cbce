import type { Calculator, CalculatorState } from '@/lib/roi';

export type RoiStates = { readonly [C in Calculator]: CalculatorState<C> };

/** Takes what the visitor typed into one of a calculator's fields. */
export type RoiChange = (calculator: Calculator, field: string, value: string) => void;

/** The pages the calculator links to (its own for the GET forms and the shared result). */
export interface RoiPaths {
  readonly page: string;
  readonly contact: string;
  readonly disclaimer: string;
}
