import { describe, expect, it } from 'vitest';
import { figures } from '@/content/figures';
import {
  calculators,
  fieldNames,
  initialInputs,
  leverProblems,
  levers,
  scenarioResult,
  scenarios,
  type Lever,
  type Scenario,
} from '@/lib/roi';

/**
 * The worked examples of docs/roi-model.md, computed here from the figure definitions alone:
 * the default inputs, each figure's range read as conservative, expected and ambitious, each
 * benefit counted from the month its figure's period names. None of the model's code is used
 * for the numbers; the model's result must equal them.
 */
const range = <T>(conservative: T, expected: T, ambitious: T) => ({
  conservative,
  expected,
  ambitious,
});

/** Monthly amounts over 36 months, with the benefit starting in month `start`. */
const flat = (annual: number, start: number) =>
  Array.from({ length: 36 }, (_, index) => (index + 1 >= start ? annual / 12 : 0));

/**
 * Customers who newly take a product join evenly over the year and each brings a year's benefit
 * spread over twelve months, for three years after purchase (longer than the horizon).
 */
const growing = (annualPerYearOfCustomers: number, start: number) =>
  Array.from({ length: 36 }, (_, index) => {
    const monthsOfCustomers = index + 1 - start + 1;
    return monthsOfCustomers > 0 ? (monthsOfCustomers / 12) * (annualPerYearOfCustomers / 12) : 0;
  });

const total = (months: number[][], upTo = 36) =>
  months.reduce((sum, series) => sum + series.slice(0, upTo).reduce((a, b) => a + b, 0), 0);

interface Worked {
  readonly benefits: number[];
  readonly months: number[][];
  readonly investment: number;
}

const worked: Record<(typeof calculators)[number], (scenario: Scenario) => Worked> = {
  // fleetCost: 20–30 % of premiums plus self-borne claims, from the first renewal after the
  // project (month 10 by default). documentationEffort: up to 60 % of the hours spent on
  // record-keeping duties (30 / 45 / 60 %), from the first full year with the new processes
  // (month 4, after the 90-day roadmap).
  fleet: (scenario) => {
    const cost = range(0.2, 0.25, 0.3)[scenario];
    const effort = range(0.3, 0.45, 0.6)[scenario];
    const fleetCost = 220 * (1100 + 600) * cost;
    const documentation = 400 * 55 * effort;
    return {
      benefits: [fleetCost, documentation],
      months: [flat(fleetCost, 10), flat(documentation, 4)],
      investment: 60_000,
    };
  },
  // fiClosingRate: the rate rises from today's 60 % to 75 / 80 / 85 % (85 % the top of the
  // figure), from month 4. serviceRevenue: 15–25 % more workshop revenue for the 80 customers a
  // year who newly take a product, at 35 % gross margin, each for three years, from month 4.
  dealership: (scenario) => {
    const target = range(0.75, 0.8, 0.85)[scenario];
    const uplift = range(0.15, 0.2, 0.25)[scenario];
    const fi = 800 * (target - 0.6) * 400;
    const service = 80 * 650 * uplift * 0.35;
    return {
      benefits: [fi, service],
      months: [flat(fi, 4), growing(service, 4)],
      investment: 75_000,
    };
  },
  // bankTakeUp: the take-up rate rises by up to 25 % relative (10 / 18 / 25 %) from 40 %, from
  // month 4; each newly insured agreement earns the commission of 350 €.
  bank: (scenario) => {
    const uplift = range(0.1, 0.18, 0.25)[scenario];
    const takeUp = 3000 * 0.4 * uplift * 350;
    return { benefits: [takeUp], months: [flat(takeUp, 4)], investment: 150_000 };
  },
};

describe.each(calculators)(
  'the %s calculator, worked from the figure definitions',
  (calculator) => {
    it.each(scenarios)(
      '%s: the same benefits, totals, ROI and payback as the model',
      (scenario) => {
        const example = worked[calculator](scenario);
        const result = scenarioResult(calculator, initialInputs(calculator), scenario);
        expect(result.benefits.map((benefit) => benefit.annual)).toEqual(
          example.benefits.map((value) => expect.closeTo(value, 6)),
        );
        const threeYears = total(example.months);
        expect(result.totalBenefit).toBeCloseTo(threeYears, 6);
        expect(result.yearlyBenefit[0]).toBeCloseTo(total(example.months, 12), 6);
        expect(result.netBenefit).toBeCloseTo(threeYears - example.investment, 6);
        expect(result.roiPercent).toBeCloseTo(
          ((threeYears - example.investment) / example.investment) * 100,
          6,
        );
        const payback = Array.from({ length: 36 }, (_, index) => index + 1).find(
          (month) => total(example.months, month) >= example.investment,
        );
        if (payback !== undefined) expect(result.paybackMonths).toBe(payback);
        else expect(result.paybackMonths).toBeGreaterThan(36);
      },
    );
  },
);

describe('the levers', () => {
  const figureIds = new Set(figures.map((figure) => figure.id));

  it('each apply a defined figure, read inputs of their own and start where they say', () => {
    for (const calculator of calculators) {
      const problems = leverProblems(
        calculator,
        levers[calculator] as Record<string, Lever>,
        fieldNames(calculator),
        figureIds,
      );
      expect(problems).toEqual([]);
    }
  });

  it('read exactly the inputs they declare: the formula shown is the one computed', () => {
    const inputsOf = (factor: {
      name: string;
      parts?: { factors: readonly { name: string }[] };
    }): string[] => (factor.parts ? factor.parts.factors.flatMap(inputsOf) : [factor.name]);
    for (const calculator of calculators) {
      const inputs = new Set<string>(fieldNames(calculator));
      const calculatorLevers = levers[calculator] as Record<string, Lever>;
      for (const benefit of scenarioResult(calculator, initialInputs(calculator), 'expected')
        .benefits) {
        const lever = calculatorLevers[benefit.name] as Lever;
        const read = benefit.factors.flatMap(inputsOf).filter((name) => inputs.has(name));
        if (typeof lever.start === 'string') read.push(lever.start);
        expect([...new Set(read)].sort(), `${calculator}.${benefit.name}`).toEqual(
          [...lever.inputs].sort(),
        );
      }
    }
  });

  it('are refused when one names no figure, an undefined figure or another lever’s input', () => {
    const lever: Lever = {
      figure: 'fleetCost',
      values: { conservative: 0.1, expected: 0.2, ambitious: 0.3 },
      inputs: ['fleetSize'],
      start: 4,
      accrual: 'flat',
    };
    const check = (candidate: Record<string, Lever>) =>
      leverProblems('fleet', candidate, ['fleetSize', 'hours', 'renewalMonth'], figureIds);
    expect(check({ cost: lever })).toEqual([]);
    expect(check({ cost: { ...lever, figure: '' } })).toEqual(['fleet.cost names no figure']);
    expect(check({ cost: { ...lever, figure: 'savings' } })).toEqual([
      'fleet.cost names the figure “savings”, which is not defined',
    ]);
    expect(
      check({
        cost: lever,
        claims: { ...lever, figure: 'claimsFrequency', inputs: ['fleetSize'] },
      }),
    ).toEqual(['fleet.claims reads “fleetSize”, which fleet.cost already reads']);
    expect(check({ cost: { ...lever, inputs: ['vehicles'] } })).toEqual([
      'fleet.cost reads “vehicles”, not an input',
    ]);
    expect(check({ cost: { ...lever, start: 'renewalMonth' } })).toEqual([
      'fleet.cost starts at “renewalMonth”, which it does not read',
    ]);
  });
});
