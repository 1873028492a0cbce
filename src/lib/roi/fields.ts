import type { Locale } from '@/i18n/locales';
import { formatForInput, parseLocaleNumber } from '@/lib/locale-number';

/** The calculators, their input fields and the check of what the visitor types into them. */

export const calculators = ['fleet', 'dealership', 'bank'] as const;
export type Calculator = (typeof calculators)[number];
export const defaultCalculator: Calculator = 'fleet';

/** How a value is entered and shown. Percent inputs are entered as percentages (60 = 60 %). */
export type Unit = 'count' | 'euro' | 'percent' | 'hours';

export interface FieldSpec {
  readonly unit: Unit;
  readonly min: number;
  readonly max: number;
  readonly initial: number;
  /** Decimal places kept; 0 means the field takes whole numbers only. */
  readonly decimals: 0 | 1 | 2;
}

const investment: FieldSpec = {
  unit: 'euro',
  min: 1_000,
  max: 50_000_000,
  initial: 60_000,
  decimals: 0,
};

export const fieldSpecs = {
  fleet: {
    fleetSize: { unit: 'count', min: 1, max: 100_000, initial: 220, decimals: 0 },
    premiumPerVehicle: { unit: 'euro', min: 0, max: 20_000, initial: 1_100, decimals: 2 },
    claimsPerVehicle: { unit: 'euro', min: 0, max: 20_000, initial: 600, decimals: 2 },
    /** Counted from project start; the 90-day project ends before month 4. */
    renewalMonth: { unit: 'count', min: 4, max: 15, initial: 10, decimals: 0 },
    adminHours: { unit: 'hours', min: 0, max: 100_000, initial: 400, decimals: 1 },
    hourlyCost: { unit: 'euro', min: 0, max: 500, initial: 55, decimals: 2 },
    investment,
  },
  dealership: {
    vehiclesSold: { unit: 'count', min: 1, max: 100_000, initial: 800, decimals: 0 },
    fiPenetration: { unit: 'percent', min: 0, max: 100, initial: 60, decimals: 1 },
    marginPerSale: { unit: 'euro', min: 0, max: 10_000, initial: 400, decimals: 2 },
    newProductCustomers: { unit: 'count', min: 0, max: 100_000, initial: 80, decimals: 0 },
    serviceRevenuePerCustomer: { unit: 'euro', min: 0, max: 20_000, initial: 650, decimals: 2 },
    serviceMargin: { unit: 'percent', min: 0, max: 100, initial: 35, decimals: 1 },
    investment: { ...investment, initial: 75_000 },
  },
  bank: {
    financings: { unit: 'count', min: 1, max: 1_000_000, initial: 3_000, decimals: 0 },
    takeUpRate: { unit: 'percent', min: 1, max: 100, initial: 40, decimals: 1 },
    commissionPerInsured: { unit: 'euro', min: 0, max: 10_000, initial: 350, decimals: 2 },
    investment: { ...investment, initial: 150_000 },
  },
} as const satisfies Record<Calculator, Record<string, FieldSpec>>;

export type FieldName<C extends Calculator> = keyof (typeof fieldSpecs)[C] & string;
export type Inputs<C extends Calculator> = Record<FieldName<C>, number>;

export function fieldNames<C extends Calculator>(calculator: C): FieldName<C>[] {
  return Object.keys(fieldSpecs[calculator]) as FieldName<C>[];
}

export function fieldSpec<C extends Calculator>(calculator: C, field: FieldName<C>): FieldSpec {
  return (fieldSpecs[calculator] as Record<string, FieldSpec>)[field] as FieldSpec;
}

export function initialInputs<C extends Calculator>(calculator: C): Inputs<C> {
  return Object.fromEntries(
    fieldNames(calculator).map((field) => [field, fieldSpec(calculator, field).initial]),
  ) as Inputs<C>;
}

export type FieldError = 'required' | 'notANumber' | 'notWhole' | 'tooSmall' | 'tooLarge';

export type FieldCheck = { value: number } | { error: FieldError };

/** Checks one typed value against its field. */
export function checkField(raw: string, spec: FieldSpec, locale: Locale): FieldCheck {
  if (raw.trim() === '') return { error: 'required' };
  const value = parseLocaleNumber(raw, locale);
  if (value === null) return { error: 'notANumber' };
  if (spec.decimals === 0 && !Number.isInteger(value)) return { error: 'notWhole' };
  if (value < spec.min) return { error: 'tooSmall' };
  if (value > spec.max) return { error: 'tooLarge' };
  const factor = 10 ** spec.decimals;
  return { value: Math.round(value * factor) / factor || 0 }; // never -0
}

export interface CalculatorState<C extends Calculator> {
  readonly calculator: C;
  /** What is in each input, as typed. */
  readonly raw: Record<FieldName<C>, string>;
  readonly errors: Partial<Record<FieldName<C>, FieldError>>;
  /** Valid values; an invalid field keeps its last valid value (`fallback`). */
  readonly inputs: Inputs<C>;
}

/** Reads a calculator's inputs from typed text (a form, the query string). */
export function readCalculator<C extends Calculator>(
  calculator: C,
  get: (field: FieldName<C>) => string | null | undefined,
  locale: Locale,
  fallback: Inputs<C> = initialInputs(calculator),
): CalculatorState<C> {
  const raw = {} as Record<FieldName<C>, string>;
  const errors: Partial<Record<FieldName<C>, FieldError>> = {};
  const inputs = { ...fallback };
  for (const field of fieldNames(calculator)) {
    const spec = fieldSpec(calculator, field);
    const text = get(field);
    raw[field] = text ?? formatForInput(fallback[field], locale, spec.decimals);
    if (text === null || text === undefined) continue;
    const checked = checkField(text, spec, locale);
    if ('error' in checked) errors[field] = checked.error;
    else inputs[field] = checked.value;
  }
  return { calculator, raw, errors, inputs };
}
