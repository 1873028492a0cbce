import { fieldSpecs, type Calculator, type FieldSpec, type Inputs, type Unit } from './fields';

/**
 * Each calculator turns the visitor's inputs into benefits, one per lever. A lever is one of the
 * figures the site defines (`src/content/figures.ts`): it names the figure, acts on the quantity
 * that figure's base names, and counts from the month its period names. No two levers of a
 * calculator read the same input, so no money is counted twice. Each benefit is a product of
 * factors, so the page shows the formula with the visitor's own numbers; the investment is made
 * in month 0. The worked examples are in docs/roi-model.md.
 */

export const scenarios = ['conservative', 'expected', 'ambitious'] as const;
export type Scenario = (typeof scenarios)[number];

export const horizonMonths = 36;

/**
 * The first month after the 90-day roadmap: its third phase ends with the pilot, so from here on
 * the new processes, products and journeys are in place. A figure whose period begins "after the
 * new process is introduced" or "after launch" counts from this month.
 */
const launchMonth = 4;

/** How a benefit builds up once it has started. */
export type Accrual =
  /** The same amount every month. */
  | 'flat'
  /**
   * Each month adds new customers whose benefit lasts 36 months: the benefit grows month by
   * month until the first customers drop out (`annual` is what one year's customers bring in a
   * year).
   */
  | 'customers';

export interface Lever {
  /** The figure the lever applies (an id in `src/content/figures.ts`). */
  readonly figure: string;
  /** Its value per scenario: the figure's range, its low end conservative, its top ambitious. */
  readonly values: Readonly<Record<Scenario, number>>;
  /** The calculator's inputs the lever reads; no other lever of the calculator reads them. */
  readonly inputs: readonly string[];
  /** The first month it counts in: a month, or the input that holds it. */
  readonly start: number | string;
  readonly accrual: Accrual;
}

/** The levers per calculator, named by their benefit. */
export const levers = {
  fleet: {
    /** Premiums plus the claims costs the fleet bears itself, from the first renewal. */
    fleetCost: {
      figure: 'fleetCost',
      values: { conservative: 0.2, expected: 0.25, ambitious: 0.3 },
      inputs: ['fleetSize', 'premiumPerVehicle', 'claimsPerVehicle', 'renewalMonth'],
      start: 'renewalMonth',
      accrual: 'flat',
    },
    /** Hours a year spent on record-keeping duties, from the first full year with new processes. */
    documentation: {
      figure: 'documentationEffort',
      values: { conservative: 0.3, expected: 0.45, ambitious: 0.6 },
      inputs: ['adminHours', 'hourlyCost'],
      start: launchMonth,
      accrual: 'flat',
    },
  },
  dealership: {
    /** The F&I closing rate reached (a level, not an uplift). */
    fiClosingRate: {
      figure: 'fiClosingRate',
      values: { conservative: 0.75, expected: 0.8, ambitious: 0.85 },
      inputs: ['vehiclesSold', 'fiPenetration', 'marginPerSale'],
      start: launchMonth,
      accrual: 'flat',
    },
    /** Workshop revenue of customers who newly take a product, for three years after purchase. */
    serviceRevenue: {
      figure: 'serviceRevenue',
      values: { conservative: 0.15, expected: 0.2, ambitious: 0.25 },
      inputs: ['newProductCustomers', 'serviceRevenuePerCustomer', 'serviceMargin'],
      start: launchMonth,
      accrual: 'customers',
    },
  },
  bank: {
    /** More finance agreements with an insurance product, each earning its commission. */
    takeUp: {
      figure: 'bankTakeUp',
      values: { conservative: 0.1, expected: 0.18, ambitious: 0.25 },
      inputs: ['financings', 'takeUpRate', 'commissionPerInsured'],
      start: launchMonth,
      accrual: 'flat',
    },
  },
} as const satisfies Record<Calculator, Record<string, Lever>>;

export type LeverName = { [C in Calculator]: keyof (typeof levers)[C] & string }[Calculator];

/**
 * Every lever's value per scenario, per calculator: the owner sets them with the lever's figure
 * in the content engine; the values above are the repository's.
 */
export type LeverValues = {
  readonly [C in Calculator]: Readonly<
    Record<keyof (typeof levers)[C] & string, Readonly<Record<Scenario, number>>>
  >;
};

export const defaultLeverValues: LeverValues = {
  fleet: {
    fleetCost: levers.fleet.fleetCost.values,
    documentation: levers.fleet.documentation.values,
  },
  dealership: {
    fiClosingRate: levers.dealership.fiClosingRate.values,
    serviceRevenue: levers.dealership.serviceRevenue.values,
  },
  bank: { takeUp: levers.bank.takeUp.values },
};

/** A lever's values per scenario. */
export function leverValuesOf(
  values: LeverValues,
  calculator: Calculator,
  name: string,
): Readonly<Record<Scenario, number>> {
  return (
    (values[calculator] as Record<string, Readonly<Record<Scenario, number>>>)[name] ?? {
      conservative: 0,
      expected: 0,
      ambitious: 0,
    }
  );
}

/**
 * One factor of a benefit: an input, a lever or a value derived from them. A factor with `parts`
 * is their sum or difference, shown in brackets.
 */
export interface Factor {
  readonly name: string;
  readonly value: number;
  /** `percent` factors are fractions (0.25 = 25 %). */
  readonly unit: Unit;
  readonly parts?: { readonly operator: '+' | '−'; readonly factors: readonly Factor[] };
}

export interface Benefit {
  readonly name: LeverName;
  readonly figure: string;
  readonly startMonth: number;
  readonly accrual: Accrual;
  readonly factors: readonly Factor[];
  /** The product of the factors: a year's benefit once it is in full (see `Accrual`). */
  readonly annual: number;
}

export interface ScenarioResult {
  readonly scenario: Scenario;
  readonly benefits: readonly Benefit[];
  /** The benefit in each of the three years (months 1–12, 13–24, 25–36). */
  readonly yearlyBenefit: readonly [number, number, number];
  readonly totalBenefit: number;
  readonly netBenefit: number;
  readonly roiPercent: number;
  /** Month in which the benefits first cover the investment (may lie beyond month 36); `null` without benefit. */
  readonly paybackMonths: number | null;
  /** Cumulative benefit minus investment at the end of months 0…36. */
  readonly cumulativeNet: readonly number[];
}

function benefit(
  calculator: Calculator,
  name: LeverName,
  startMonth: number,
  factors: Factor[],
): Benefit {
  const lever = (levers[calculator] as Record<string, Lever>)[name] as Lever;
  return {
    name,
    figure: lever.figure,
    startMonth,
    accrual: lever.accrual,
    factors,
    annual: factors.reduce((product, factor) => product * factor.value, 1),
  };
}

const sum = (name: string, unit: Unit, factors: Factor[]): Factor => ({
  name,
  unit,
  value: factors.reduce((total, factor) => total + factor.value, 0),
  parts: { operator: '+', factors },
});

function benefitsFor<C extends Calculator>(
  calculator: C,
  inputs: Inputs<C>,
  scenario: Scenario,
  values: LeverValues,
): Benefit[] {
  const input = inputs as Record<string, number>;
  const get = (name: string): Factor => {
    const spec = (fieldSpecs[calculator] as Record<string, FieldSpec>)[name] as FieldSpec;
    const value = input[name] ?? spec.initial;
    return { name, value: spec.unit === 'percent' ? value / 100 : value, unit: spec.unit };
  };
  const lever = (name: string): Factor => ({
    name,
    value: leverValuesOf(values, calculator, name)[scenario],
    unit: 'percent',
  });

  switch (calculator) {
    case 'fleet':
      return [
        benefit('fleet', 'fleetCost', get('renewalMonth').value, [
          get('fleetSize'),
          sum('costPerVehicle', 'euro', [get('premiumPerVehicle'), get('claimsPerVehicle')]),
          lever('fleetCost'),
        ]),
        benefit('fleet', 'documentation', launchMonth, [
          get('adminHours'),
          get('hourlyCost'),
          lever('documentation'),
        ]),
      ];
    case 'dealership': {
      const target = lever('fiClosingRate');
      const today = get('fiPenetration');
      return [
        benefit('dealership', 'fiClosingRate', launchMonth, [
          get('vehiclesSold'),
          {
            name: 'fiRise',
            unit: 'percent',
            // A rate already at or above the scenario's level gains nothing.
            value: Math.max(0, target.value - today.value),
            parts: { operator: '−', factors: [target, today] },
          },
          get('marginPerSale'),
        ]),
        benefit('dealership', 'serviceRevenue', launchMonth, [
          get('newProductCustomers'),
          get('serviceRevenuePerCustomer'),
          lever('serviceRevenue'),
          get('serviceMargin'),
        ]),
      ];
    }
    case 'bank': {
      const today = get('takeUpRate');
      const uplift = lever('takeUp');
      return [
        benefit('bank', 'takeUp', launchMonth, [
          get('financings'),
          today,
          // The take-up rate cannot pass 100 %.
          { ...uplift, value: Math.min(uplift.value, 1 / today.value - 1) },
          get('commissionPerInsured'),
        ]),
      ];
    }
    default:
      return [];
  }
}

/** A benefit in month `month` (1 = the first month after the investment). */
export function monthlyBenefit(
  item: Pick<Benefit, 'annual' | 'startMonth' | 'accrual'>,
  month: number,
) {
  const active = month - item.startMonth + 1;
  if (active <= 0) return 0;
  if (item.accrual === 'flat') return item.annual / 12;
  // One twelfth of a year's customers join each month and stay 36 months, each bringing a
  // twelfth of their yearly benefit per month.
  return (Math.min(active, 36) * item.annual) / 144;
}

/** The benefits from month 1 to month `months`. */
export function cumulativeBenefit(benefits: readonly Benefit[], months: number): number {
  let total = 0;
  for (let month = 1; month <= months; month += 1) {
    for (const item of benefits) total += monthlyBenefit(item, month);
  }
  return total;
}

/** The longest payback the model looks for: a hundred years. */
const paybackLimit = 1200;

/** Month in which the cumulative benefit first reaches the investment. */
export function paybackMonths(benefits: readonly Benefit[], investment: number): number | null {
  if (!benefits.some((item) => item.annual > 0)) return null;
  let total = 0;
  for (let month = 1; month <= paybackLimit; month += 1) {
    for (const item of benefits) total += monthlyBenefit(item, month);
    if (total >= investment) return month;
  }
  return null;
}

export function scenarioResult<C extends Calculator>(
  calculator: C,
  inputs: Inputs<C>,
  scenario: Scenario,
  values: LeverValues = defaultLeverValues,
): ScenarioResult {
  const benefits = benefitsFor(calculator, inputs, scenario, values);
  const cost =
    (inputs as Record<string, number>).investment ?? fieldSpecs[calculator].investment.initial;
  const cumulative = [0];
  for (let month = 1; month <= horizonMonths; month += 1) {
    const before = cumulative[month - 1] as number;
    cumulative.push(benefits.reduce((total, item) => total + monthlyBenefit(item, month), before));
  }
  const at = (month: number) => cumulative[month] as number;
  const totalBenefit = at(horizonMonths);
  return {
    scenario,
    benefits,
    yearlyBenefit: [at(12), at(24) - at(12), at(36) - at(24)],
    totalBenefit,
    netBenefit: totalBenefit - cost,
    roiPercent: ((totalBenefit - cost) / cost) * 100,
    paybackMonths: paybackMonths(benefits, cost),
    cumulativeNet: cumulative.map((value) => value - cost),
  };
}

export function roiResults<C extends Calculator>(
  calculator: C,
  inputs: Inputs<C>,
  values: LeverValues = defaultLeverValues,
): Record<Scenario, ScenarioResult> {
  return {
    conservative: scenarioResult(calculator, inputs, 'conservative', values),
    expected: scenarioResult(calculator, inputs, 'expected', values),
    ambitious: scenarioResult(calculator, inputs, 'ambitious', values),
  };
}

/**
 * What is wrong with a calculator's levers: a lever without a figure, or with one that is not
 * defined, a lever that reads an input the calculator does not have or that another lever already
 * reads, a start input the lever does not declare. Empty when nothing is.
 */
export function leverProblems(
  calculator: string,
  calculatorLevers: Readonly<Record<string, Lever>>,
  inputNames: readonly string[],
  figureIds: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const readBy = new Map<string, string>();
  for (const [name, lever] of Object.entries(calculatorLevers)) {
    const where = `${calculator}.${name}`;
    if (!lever.figure) problems.push(`${where} names no figure`);
    else if (!figureIds.has(lever.figure)) {
      problems.push(`${where} names the figure “${lever.figure}”, which is not defined`);
    }
    for (const input of lever.inputs) {
      if (!inputNames.includes(input)) problems.push(`${where} reads “${input}”, not an input`);
      const other = readBy.get(input);
      if (other) problems.push(`${where} reads “${input}”, which ${other} already reads`);
      else readBy.set(input, where);
    }
    if (typeof lever.start === 'string' && !lever.inputs.includes(lever.start)) {
      problems.push(`${where} starts at “${lever.start}”, which it does not read`);
    }
  }
  return problems;
}
