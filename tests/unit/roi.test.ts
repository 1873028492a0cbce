import { describe, expect, it } from 'vitest';
import { roiCopy } from '@/content/pages/roi-calculator/sections';
import { euroAxis } from '@/lib/chart-axis';
import { parseHandover } from '@/lib/handover';
import { formatEuro, formatForInput, formatPercent, parseLocaleNumber } from '@/lib/locale-number';
import {
  calculatorOf,
  calculators,
  checkField,
  cumulativeBenefit,
  fieldNames,
  fieldSpec,
  fieldSpecs,
  handoverQuery,
  levers,
  horizonMonths,
  initialInputs,
  monthlyBenefit,
  paybackMonths,
  readCalculator,
  resultQuery,
  roiResults,
  scenarioResult,
  type Calculator,
  type Factor,
  type Inputs,
} from '@/lib/roi';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('locale numbers', () => {
  it.each([
    ['1.234,5', 1234.5],
    ['1234,5', 1234.5],
    ['1.234', 1234],
    ['12.345.678,9', 12345678.9],
    ['2.5', 2.5],
    ['0,75', 0.75],
    [',5', 0.5],
    ['1 234', 1234],
    ['55 €', 55],
    ['€ 55', 55],
    ['60 %', 60],
    ['-5', -5],
    ['−5', -5],
  ])('German %s is %s', (raw, value) => {
    expect(parseLocaleNumber(raw, 'de')).toBe(value);
  });

  it.each([
    ['1,234.5', 1234.5],
    ['1,234', 1234],
    ['2,5', 2.5],
    ['1234.5', 1234.5],
    ['€1,100', 1100],
  ])('English %s is %s', (raw, value) => {
    expect(parseLocaleNumber(raw, 'en')).toBe(value);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12a',
    '1.2.3',
    '1,2,3',
    '1,234,5',
    '--5',
    ',',
    '1e5',
    'NaN',
    'Infinity',
  ])('%j is not a number', (raw) => {
    expect(parseLocaleNumber(raw, 'de')).toBeNull();
    expect(parseLocaleNumber(raw, 'en')).toBeNull();
  });

  it('formats euros, percentages and input values per language', () => {
    expect(plain(formatEuro(1234.4, 'de'))).toBe('1.234 €');
    expect(formatEuro(1234.4, 'en')).toBe('€1,234');
    expect(plain(formatEuro(-60000, 'de'))).toBe('-60.000 €');
    expect(plain(formatPercent(0.25, 'de'))).toBe('25 %');
    expect(formatPercent(0.175, 'en')).toBe('17.5%');
    expect(formatForInput(1234.5, 'de', 2)).toBe('1234,5');
    expect(formatForInput(1234.5, 'en', 2)).toBe('1234.5');
    expect(formatForInput(2.345, 'en', 0)).toBe('2');
  });
});

describe('ROI formulas at their edges (the defaults are worked in roi-worked-example.test.ts)', () => {
  it('fleet: one cost lever on premiums plus self-borne claims, from the renewal month typed', () => {
    const inputs = { ...initialInputs('fleet'), renewalMonth: 13 };
    const [cost] = scenarioResult('fleet', inputs, 'expected').benefits;
    expect(cost?.startMonth).toBe(13);
    expect(cost?.factors.map((factor) => factor.name)).toEqual([
      'fleetSize',
      'costPerVehicle',
      'fleetCost',
    ]);
    expect(cost?.annual).toBeCloseTo(220 * (1100 + 600) * 0.25, 6);
    // Months 1–12 carry the documentation lever alone (from month 4).
    expect(scenarioResult('fleet', inputs, 'expected').yearlyBenefit[0]).toBeCloseTo(
      (400 * 55 * 0.45 * 9) / 12,
      6,
    );
  });

  it('dealership: a closing rate at or above the scenario’s level gains nothing', () => {
    const inputs = initialInputs('dealership');
    const high = scenarioResult('dealership', { ...inputs, fiPenetration: 82 }, 'ambitious');
    expect(high.benefits[0]?.annual).toBeCloseTo(800 * 0.03 * 400, 6);
    const above = scenarioResult('dealership', { ...inputs, fiPenetration: 90 }, 'ambitious');
    expect(above.benefits[0]?.annual).toBe(0);
  });

  it('bank: the take-up rate cannot pass 100 %', () => {
    const inputs = { ...initialInputs('bank'), takeUpRate: 90 };
    const capped = scenarioResult('bank', inputs, 'ambitious');
    expect(capped.benefits[0]?.annual).toBeCloseTo(3000 * 0.9 * (1 / 0.9 - 1) * 350, 6);
  });

  it('counts a benefit from its start month, and customers for three years each', () => {
    const flat = { annual: 1200, startMonth: 4, accrual: 'flat' } as const;
    expect([3, 4, 36].map((month) => monthlyBenefit(flat, month))).toEqual([0, 100, 100]);
    const customers = { annual: 1440, startMonth: 4, accrual: 'customers' } as const;
    expect([3, 4, 5, 39, 40, 60].map((month) => monthlyBenefit(customers, month))).toEqual([
      0, 10, 20, 360, 360, 360,
    ]);
    const benefits = scenarioResult('bank', initialInputs('bank'), 'expected').benefits;
    const month = paybackMonths(benefits, 150_000) as number;
    expect(cumulativeBenefit(benefits, month)).toBeGreaterThanOrEqual(150_000);
    expect(cumulativeBenefit(benefits, month - 1)).toBeLessThan(150_000);
    expect(paybackMonths([], 1000)).toBeNull();
  });

  it('draws the cumulative net benefit from −investment at month 0 over 36 months', () => {
    const result = scenarioResult('fleet', initialInputs('fleet'), 'expected');
    expect(result.cumulativeNet).toHaveLength(horizonMonths + 1);
    expect(result.cumulativeNet[0]).toBe(-60000);
    expect(result.cumulativeNet[36]).toBeCloseTo(result.netBenefit, 6);
    const payback = result.paybackMonths as number;
    expect(result.cumulativeNet[payback - 1]).toBeLessThan(0);
    expect(result.cumulativeNet[payback]).toBeGreaterThanOrEqual(0);
  });
});

describe('scenarios and bounds', () => {
  const extremes = (calculator: Calculator, pick: 'min' | 'max') =>
    Object.fromEntries(
      fieldNames(calculator).map((field) => [field, fieldSpec(calculator, field)[pick]]),
    ) as Inputs<Calculator>;

  it.each(calculators)(
    '%s: conservative ≤ expected ≤ ambitious, finite at every bound',
    (calculator) => {
      const cases = [
        initialInputs(calculator),
        extremes(calculator, 'min'),
        extremes(calculator, 'max'),
      ];
      for (const inputs of cases) {
        const results = roiResults(calculator, inputs);
        for (const key of ['totalBenefit', 'roiPercent'] as const) {
          expect(results.conservative[key]).toBeLessThanOrEqual(results.expected[key]);
          expect(results.expected[key]).toBeLessThanOrEqual(results.ambitious[key]);
        }
        for (const result of Object.values(results)) {
          for (const value of [
            ...result.yearlyBenefit,
            result.totalBenefit,
            result.roiPercent,
            ...result.cumulativeNet,
          ]) {
            expect(Number.isFinite(value)).toBe(true);
          }
          if (result.paybackMonths !== null) expect(result.paybackMonths).toBeGreaterThanOrEqual(1);
        }
      }
    },
  );

  it('computes a calculator in well under a millisecond', () => {
    const rounds = 300;
    const started = performance.now();
    for (let round = 0; round < rounds; round += 1) {
      for (const calculator of calculators) roiResults(calculator, initialInputs(calculator));
    }
    expect((performance.now() - started) / (rounds * calculators.length)).toBeLessThan(1);
  });

  it('refuses empty, negative, fractional, absurd and non-numeric values', () => {
    const fleetSize = fieldSpecs.fleet.fleetSize;
    expect(checkField('', fleetSize, 'de')).toEqual({ error: 'required' });
    expect(checkField('zweihundert', fleetSize, 'de')).toEqual({ error: 'notANumber' });
    expect(checkField('-5', fleetSize, 'de')).toEqual({ error: 'tooSmall' });
    expect(checkField('0', fleetSize, 'de')).toEqual({ error: 'tooSmall' });
    expect(checkField('2,5', fleetSize, 'de')).toEqual({ error: 'notWhole' });
    expect(checkField('10000000', fleetSize, 'de')).toEqual({ error: 'tooLarge' });
    expect(checkField('1.500', fleetSize, 'de')).toEqual({ value: 1500 });
    expect(checkField('1,500', fleetSize, 'en')).toEqual({ value: 1500 });
    expect(checkField('55,125', fieldSpecs.fleet.hourlyCost, 'de')).toEqual({ value: 55.13 });
  });

  it('keeps the last valid value of a field that is invalid', () => {
    const last = { ...initialInputs('fleet'), fleetSize: 300 };
    const query = new URLSearchParams('fleetSize=abc&premiumPerVehicle=1.250,50&hourlyCost=');
    const state = readCalculator('fleet', (field) => query.get(field), 'de', last);
    expect(state.errors).toEqual({ fleetSize: 'notANumber', hourlyCost: 'required' });
    expect(state.inputs).toEqual({ ...last, premiumPerVehicle: 1250.5 });
    expect(state.raw).toMatchObject({
      fleetSize: 'abc',
      premiumPerVehicle: '1.250,50',
      adminHours: '400',
    });
  });

  it('picks the calculator from the query, fleet by default', () => {
    expect(calculatorOf('bank')).toBe('bank');
    expect(calculatorOf('dealership')).toBe('dealership');
    expect(calculatorOf('nonsense')).toBe('fleet');
    expect(calculatorOf(null)).toBe('fleet');
  });
});

describe('shareable results and the hand-over', () => {
  it('writes a query that reads back to the same inputs in both languages', () => {
    const inputs = { ...initialInputs('bank'), takeUpRate: 37.5, commissionPerInsured: 412.75 };
    for (const locale of ['de', 'en'] as const) {
      const query = new URLSearchParams(resultQuery('bank', inputs, locale));
      expect(query.get('tab')).toBe('bank');
      const state = readCalculator('bank', (field) => query.get(field), locale);
      expect(state.errors).toEqual({});
      expect(state.inputs).toEqual(inputs);
    }
    expect(resultQuery('bank', inputs, 'de')).toContain('takeUpRate=37%2C5');
  });

  it('reads a result shared from the other language the same way', () => {
    const inputs = { ...initialInputs('fleet'), hourlyCost: 57.5, fleetSize: 1250 };
    for (const [written, read] of [
      ['de', 'en'],
      ['en', 'de'],
    ] as const) {
      const query = new URLSearchParams(resultQuery('fleet', inputs, written));
      const state = readCalculator('fleet', (field) => query.get(field), read);
      expect(state.errors).toEqual({});
      expect(state.inputs).toEqual(inputs);
    }
  });

  it('hands the expected scenario to the contact page, which accepts it', () => {
    const inputs = initialInputs('fleet');
    const expected = scenarioResult('fleet', inputs, 'expected');
    const query = new URLSearchParams(handoverQuery('fleet', inputs, expected));
    expect(Object.fromEntries(query)).toEqual({
      context: 'fleet',
      fleetSize: '220',
      roiPercentage: String(Math.round(expected.roiPercent)),
      totalSavings: String(Math.round(expected.totalBenefit)),
    });
    expect(parseHandover(query)).toEqual({
      context: 'fleet',
      fleetSize: 220,
      roiPercentage: 296,
      totalSavings: 237600,
    });
    const bank = initialInputs('bank');
    const bankQuery = new URLSearchParams(
      handoverQuery('bank', bank, scenarioResult('bank', bank, 'expected')),
    );
    expect(bankQuery.has('fleetSize')).toBe(false);
    expect(parseHandover(bankQuery).context).toBe('bank');
  });

  it('keeps the largest possible results within what the contact page accepts', () => {
    // The largest benefit: every field at its maximum, except today's closing rate (lowest, so
    // the most can be won) and the investment (lowest, so the ROI is largest).
    const smallest = new Set(['investment', 'fiPenetration', 'takeUpRate', 'renewalMonth']);
    for (const calculator of calculators) {
      const inputs = Object.fromEntries(
        fieldNames(calculator).map((field) => {
          const spec = fieldSpec(calculator, field);
          return [field, smallest.has(field) ? spec.min : spec.max];
        }),
      ) as Inputs<Calculator>;
      const expected = scenarioResult(calculator, inputs, 'expected');
      const handover = parseHandover(
        new URLSearchParams(handoverQuery(calculator, inputs, expected)),
      );
      expect(handover.roiPercentage).toBe(Math.round(expected.roiPercent));
      expect(handover.totalSavings).toBe(Math.round(expected.totalBenefit));
    }
  });
});

describe('the chart axis', () => {
  it.each(calculators)('%s: the axis covers every line of the default result', (calculator) => {
    const values = Object.values(roiResults(calculator, initialInputs(calculator))).flatMap(
      (result) => result.cumulativeNet,
    );
    const { ticks } = euroAxis(Math.min(...values), Math.max(...values));
    expect(ticks[0]).toBeLessThanOrEqual(Math.min(...values));
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(Math.max(...values));
    expect(ticks).toContain(0);
  });

  it('steps in round numbers with as many decimals as the labels need', () => {
    // The dealership default: −75,000 to 465,000 (ambitious) in steps of 200,000.
    expect(euroAxis(-75_000, 465_000)).toEqual({
      ticks: [-200_000, 0, 200_000, 400_000, 600_000],
      scale: 1_000,
      decimals: 0,
    });
    expect(euroAxis(-1_000, 4_300)).toEqual({
      ticks: [-2_000, 0, 2_000, 4_000, 6_000],
      scale: 1_000,
      decimals: 0,
    });
    expect(euroAxis(-100, 900)).toMatchObject({
      ticks: [-250, 0, 250, 500, 750, 1_000],
      decimals: 2,
    });
    expect(euroAxis(-150_000, 42_000_000)).toMatchObject({ scale: 1_000_000, decimals: 0 });
    expect(euroAxis(-1_000_000, 9_000_000)).toMatchObject({
      ticks: [-2_500_000, 0, 2_500_000, 5_000_000, 7_500_000, 10_000_000],
      scale: 1_000_000,
      decimals: 1,
    });
  });
});

describe('the calculator copy', () => {
  it.each(['de', 'en'] as const)('names every field, benefit, factor and lever (%s)', (locale) => {
    const copy = roiCopy[locale];
    for (const calculator of calculators) {
      const fields = copy.calculators[calculator].fields as Record<string, { label: string }>;
      for (const field of fieldNames(calculator)) expect(fields[field]?.label).toBeTruthy();
      for (const benefit of scenarioResult(calculator, initialInputs(calculator), 'expected')
        .benefits) {
        expect(copy.benefits[benefit.name]).toBeTruthy();
        expect(copy.sources[benefit.name]).toBeTruthy();
        expect(copy.factors[benefit.name]).toBeTruthy();
        const names = (factors: readonly Factor[]): string[] =>
          factors.flatMap((factor) => [factor.name, ...names(factor.parts?.factors ?? [])]);
        for (const name of names(benefit.factors)) expect(copy.factors[name], name).toBeTruthy();
      }
      expect(Object.keys(levers[calculator]).length).toBeGreaterThan(0);
    }
  });
});
