import type { Locale } from '@/i18n/locales';
import {
  formatEuro,
  formatForInput,
  formatNumber,
  formatPercent,
  parseLocaleNumber,
} from '@/lib/locale-number';

/**
 * The ROI model behind `/roi-calculator` (documented, with every figure, in `docs/roi.md`).
 *
 * Each calculator turns the visitor's inputs into yearly benefits, one per lever; each benefit is
 * a product of factors, so the page can show the formula with the visitor's own numbers. Benefits
 * ramp up over the first three months (the 90-day roadmap) and are set against a one-off
 * investment at month 0. Pure and synchronous: the same code runs in the browser and on the server.
 */

export const calculators = ['fleet', 'dealership', 'bank'] as const;
export type Calculator = (typeof calculators)[number];
export const defaultCalculator: Calculator = 'fleet';

export const scenarios = ['conservative', 'expected', 'ambitious'] as const;
export type Scenario = (typeof scenarios)[number];

export const horizonMonths = 36;

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
    adminHours: { unit: 'hours', min: 0, max: 100_000, initial: 400, decimals: 1 },
    hourlyCost: { unit: 'euro', min: 0, max: 500, initial: 55, decimals: 2 },
    investment,
  },
  dealership: {
    vehiclesSold: { unit: 'count', min: 1, max: 100_000, initial: 800, decimals: 0 },
    fiPenetration: { unit: 'percent', min: 0, max: 100, initial: 60, decimals: 1 },
    marginPerContract: { unit: 'euro', min: 0, max: 10_000, initial: 400, decimals: 2 },
    serviceRevenue: { unit: 'euro', min: 0, max: 500_000_000, initial: 1_200_000, decimals: 0 },
    serviceMargin: { unit: 'percent', min: 0, max: 100, initial: 35, decimals: 1 },
    investment: { ...investment, initial: 75_000 },
  },
  bank: {
    financings: { unit: 'count', min: 1, max: 1_000_000, initial: 3_000, decimals: 0 },
    averageAmount: { unit: 'euro', min: 1_000, max: 1_000_000, initial: 22_000, decimals: 0 },
    closingRate: { unit: 'percent', min: 1, max: 100, initial: 40, decimals: 1 },
    financingMargin: { unit: 'percent', min: 0, max: 20, initial: 2, decimals: 2 },
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

/**
 * The levers per scenario, from the typical results the consultancy cites (SPEC §9). Where a
 * range is cited, conservative is its low end and ambitious its high end; where only a maximum
 * is cited ("up to 40 %"), ambitious is that maximum and the other two are deliberately lower.
 */
export const levers = {
  fleet: {
    /** Fleet insurance cost −20–30 %. */
    premiumReduction: { conservative: 0.2, expected: 0.25, ambitious: 0.3 },
    /** Claims prevention: incident cost down by up to 40 %. */
    claimsReduction: { conservative: 0.2, expected: 0.3, ambitious: 0.4 },
    /** Compliance and administration effort −60 %. */
    adminReduction: { conservative: 0.3, expected: 0.45, ambitious: 0.6 },
  },
  dealership: {
    /** F&I closing rate from 60 % to 85 % and more: +25 percentage points at the top end. */
    fiUplift: { conservative: 0.1, expected: 0.18, ambitious: 0.25 },
    /** Service revenue +15–25 %. */
    serviceUplift: { conservative: 0.15, expected: 0.2, ambitious: 0.25 },
  },
  bank: {
    /** Closing rate +25 % (relative). */
    closingUplift: { conservative: 0.1, expected: 0.18, ambitious: 0.25 },
    /** Revenue per financing +2–4 %. */
    revenueUplift: { conservative: 0.02, expected: 0.03, ambitious: 0.04 },
  },
} as const satisfies Record<Calculator, Record<string, Record<Scenario, number>>>;

export type LeverName = {
  [C in Calculator]: keyof (typeof levers)[C] & string;
}[Calculator];

/** One factor of a benefit: an input, a lever or a value derived from them. */
export interface Factor {
  readonly name: string;
  readonly value: number;
  /** `percent` factors are fractions (0.25 = 25 %). */
  readonly unit: Unit | 'factor';
}

export interface Benefit {
  readonly name: string;
  readonly factors: readonly Factor[];
  readonly annual: number;
}

export interface ScenarioResult {
  readonly scenario: Scenario;
  readonly benefits: readonly Benefit[];
  readonly annualBenefit: number;
  readonly totalBenefit: number;
  readonly netBenefit: number;
  readonly roiPercent: number;
  /** Month in which the benefits first cover the investment (may lie beyond month 36); `null` without benefit. */
  readonly paybackMonths: number | null;
  /** Cumulative benefit minus investment at the end of months 0…36. */
  readonly cumulativeNet: readonly number[];
}

function benefit(name: string, factors: Factor[]): Benefit {
  return { name, factors, annual: factors.reduce((product, factor) => product * factor.value, 1) };
}

const percent = (value: number) => value / 100;

function benefitsFor<C extends Calculator>(
  calculator: C,
  inputs: Inputs<C>,
  scenario: Scenario,
): Benefit[] {
  const input = inputs as Record<string, number>;
  const get = (name: string): Factor => {
    const spec = (fieldSpecs[calculator] as Record<string, FieldSpec>)[name] as FieldSpec;
    const value = input[name] ?? spec.initial;
    return { name, value: spec.unit === 'percent' ? percent(value) : value, unit: spec.unit };
  };
  const lever = (name: string, unit: Factor['unit'] = 'percent'): Factor => ({
    name,
    value: (levers[calculator] as Record<string, Record<Scenario, number>>)[name]?.[
      scenario
    ] as number,
    unit,
  });

  switch (calculator) {
    case 'fleet':
      return [
        benefit('premium', [get('fleetSize'), get('premiumPerVehicle'), lever('premiumReduction')]),
        benefit('claims', [get('fleetSize'), get('claimsPerVehicle'), lever('claimsReduction')]),
        benefit('admin', [get('adminHours'), get('hourlyCost'), lever('adminReduction')]),
      ];
    case 'dealership': {
      const today = get('fiPenetration');
      const uplift = lever('fiUplift');
      return [
        benefit('fi', [
          get('vehiclesSold'),
          // The closing rate cannot pass 100 %.
          { ...uplift, value: Math.max(0, Math.min(uplift.value, 1 - today.value)) },
          get('marginPerContract'),
        ]),
        benefit('service', [get('serviceRevenue'), lever('serviceUplift'), get('serviceMargin')]),
      ];
    }
    case 'bank': {
      const closing = get('closingRate');
      const uplift = lever('closingUplift');
      // Financings grow with the closing rate, which cannot pass 100 %.
      const growth = Math.min(1 + uplift.value, 1 / closing.value);
      const revenuePerFinancing = get('averageAmount').value * get('financingMargin').value;
      const revenue: Factor = {
        name: 'revenuePerFinancing',
        value: revenuePerFinancing,
        unit: 'euro',
      };
      return [
        benefit('moreFinancings', [
          get('financings'),
          { name: 'closingUplift', value: growth - 1, unit: 'percent' },
          revenue,
        ]),
        benefit('revenuePerFinancing', [
          get('financings'),
          { name: 'financingGrowth', value: growth, unit: 'factor' },
          revenue,
          lever('revenueUplift'),
        ]),
      ];
    }
    default:
      return [];
  }
}

/**
 * Cumulative benefit after `months` months for a given annual benefit: a third of a month's
 * benefit in month 1, then (m − 1) monthly benefits from month 2 on.
 */
export function cumulativeBenefit(annual: number, months: number): number {
  if (months <= 0) return 0;
  return months === 1 ? annual / 36 : ((months - 1) * annual) / 12;
}

/** Month in which the cumulative benefit first reaches the investment. */
export function paybackMonths(annual: number, investmentAmount: number): number | null {
  if (!(annual > 0)) return null;
  if (investmentAmount <= annual / 36) return 1;
  return Math.ceil((12 * investmentAmount) / annual) + 1;
}

export function scenarioResult<C extends Calculator>(
  calculator: C,
  inputs: Inputs<C>,
  scenario: Scenario,
): ScenarioResult {
  const benefits = benefitsFor(calculator, inputs, scenario);
  const annualBenefit = benefits.reduce((sum, item) => sum + item.annual, 0);
  const cost =
    (inputs as Record<string, number>).investment ?? fieldSpecs[calculator].investment.initial;
  const cumulativeNet = Array.from(
    { length: horizonMonths + 1 },
    (_, month) => cumulativeBenefit(annualBenefit, month) - cost,
  );
  const totalBenefit = cumulativeBenefit(annualBenefit, horizonMonths);
  return {
    scenario,
    benefits,
    annualBenefit,
    totalBenefit,
    netBenefit: totalBenefit - cost,
    roiPercent: ((totalBenefit - cost) / cost) * 100,
    paybackMonths: paybackMonths(annualBenefit, cost),
    cumulativeNet,
  };
}

export function roiResults<C extends Calculator>(
  calculator: C,
  inputs: Inputs<C>,
): Record<Scenario, ScenarioResult> {
  return {
    conservative: scenarioResult(calculator, inputs, 'conservative'),
    expected: scenarioResult(calculator, inputs, 'expected'),
    ambitious: scenarioResult(calculator, inputs, 'ambitious'),
  };
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

/** A value with its unit for reading; `percent` values are fractions here (0.6 = 60 %). */
export function formatQuantity(
  value: number,
  unit: Factor['unit'],
  locale: Locale,
  hoursLabel: string,
): string {
  switch (unit) {
    case 'euro':
      return Number.isInteger(value) ? formatEuro(value, locale) : formatEuro(value, locale, 2, 2);
    case 'percent':
      return formatPercent(value, locale, 2);
    case 'hours':
      return `${formatNumber(value, locale, 1)} ${hoursLabel}`;
    case 'factor':
      return formatNumber(value, locale, 4);
    default:
      return formatNumber(value, locale, 0);
  }
}

/** A field's value (percent fields hold percentages) for reading. */
export function formatFieldValue(
  value: number,
  spec: FieldSpec,
  locale: Locale,
  hoursLabel: string,
): string {
  return formatQuantity(
    spec.unit === 'percent' ? value / 100 : value,
    spec.unit,
    locale,
    hoursLabel,
  );
}
