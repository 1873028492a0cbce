import { describe, expect, it } from 'vitest';
import {
  changeOf,
  conversionOf,
  countTicks,
  periodOf,
  statisticsCsv,
  totalsOf,
  type DailyFigures,
} from '@/lib/statistics';

const days: DailyFigures[] = [
  { day: '2026-11-26', views: 120, enquiries: 2, bookings: 0 },
  { day: '2026-11-27', views: 0, enquiries: 0, bookings: 1 },
  { day: '2026-11-28', views: 37, enquiries: 1, bookings: 2 },
];

describe('the statistics page’s figures', () => {
  it('offers 30 and 90 days, and takes 30 for any other value', () => {
    expect(periodOf('90')).toBe(90);
    expect(periodOf('30')).toBe(30);
    for (const other of [undefined, '', '7', '365', '90 ', ['90', '30'], 'x'])
      expect(periodOf(other)).toBe(30);
  });

  it('sums each figure over the days', () => {
    expect(totalsOf(days)).toEqual({ views: 157, enquiries: 3, bookings: 3 });
    expect(totalsOf([])).toEqual({ views: 0, enquiries: 0, bookings: 0 });
  });

  it('gives the change against the period before, and none where that period had nothing', () => {
    expect(changeOf(125, 100)).toBe(0.25);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(7, 7)).toBe(0);
    expect(changeOf(0, 4)).toBe(-1);
    expect(changeOf(3, 0)).toBeUndefined();
    expect(changeOf(0, 0)).toBeUndefined();
  });

  it('draws count axes in whole, round steps from 0 to at least the largest value', () => {
    expect(countTicks(0, 2)).toEqual([0, 1]);
    expect(countTicks(1, 2)).toEqual([0, 1]);
    expect(countTicks(3, 2)).toEqual([0, 2, 4]);
    expect(countTicks(120, 2)).toEqual([0, 100, 200]);
    expect(countTicks(37, 4)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(12_345, 2)).toEqual([0, 10_000, 20_000]);
    for (const max of [1, 7, 19, 99, 101, 999, 4_321])
      for (const steps of [2, 4]) {
        const ticks = countTicks(max, steps);
        expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
        expect(ticks.length - 1).toBeLessThanOrEqual(steps);
        expect(ticks.every(Number.isInteger)).toBe(true);
      }
  });

  it('writes the days as CSV with the same numbers, oldest first', () => {
    expect(statisticsCsv(days)).toBe(
      'day,views,enquiries,bookings\r\n' +
        '2026-11-26,120,2,0\r\n2026-11-27,0,0,1\r\n2026-11-28,37,1,2\r\n',
    );
  });
});

describe('the funnel’s conversion rate', () => {
  it('is the leads per view, and none without views', () => {
    expect(conversionOf({ name: '/en', views: 200, enquiries: 3, bookings: 1 })).toBe(0.02);
    expect(conversionOf({ name: '', views: null, enquiries: 3, bookings: 1 })).toBeUndefined();
    expect(conversionOf({ name: '/en', views: 0, enquiries: 1, bookings: 0 })).toBeUndefined();
  });
});
