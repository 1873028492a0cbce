import { fieldSpecs, type Calculator, type FieldSpec, type Inputs, type Unit } from './fields';

/**
 * Each calculator turns the visitor's inputs into yearly benefits, one per lever; each benefit is
 * a product of factors, so the page can show the formula with the visitor's own numbers. Benefits
 * ramp up over the first three months (the 90-day roadmap) and are set against a one-off
 * investment at month 0.
 */

export const scenarios = ['conservative', 'expected', 'ambitious'] as const;
export type Scenario = (typeof scenarios)[number];

export const horizonMonths = 36;

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
