import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArticles } from '@/content/blog/articles';
import {
  BUCKETS,
  bucketOf,
  OPEN_BUCKET,
  parseBeacon,
  templateOf,
  THRESHOLDS,
} from '@/lib/web-vitals';
import { summarize, vitalsByTemplate, type BucketCount } from '@/lib/vitals-summary';
import { METRICS, type Beacon } from '@/lib/vitals-beacon';
import { windowCount } from '@/lib/window-count';
import { articlePaths, setAddedPages, setPublishedArticlePaths } from '@/site/routes';

beforeAll(() => {
  setPublishedArticlePaths(seedArticles().map(({ slug }) => articlePaths(slug)));
  setAddedPages([
    {
      key: 'ab12cd34',
      paths: { de: '/webinar-flotten', en: '/webinar-fleets' },
      indexable: true,
      navigation: 'none',
      label: { de: 'Webinar', en: 'Webinar' },
    },
  ]);
});
afterAll(() => {
  setPublishedArticlePaths([]);
  setAddedPages([]);
});

const beacon = (fields: Partial<Beacon> = {}) =>
  JSON.stringify({ page: '/en/contact', width: 390, values: { LCP: 1234.5 }, ...fields });

/** Counts of `values` of `metric`, as the server would keep them. */
const countsOf = (metric: (typeof METRICS)[number], values: readonly number[]): BucketCount[] => {
  const counts = new Map<number, number>();
  for (const value of values) {
    const upTo = bucketOf(metric, value);
    counts.set(upTo, (counts.get(upTo) ?? 0) + 1);
  }
  return [...counts].map(([upTo, visits]) => ({ upTo, visits }));
};

describe('the visitors’ web vitals', () => {
  it('names each page’s template from its path, and nothing that is no page', () => {
    expect(templateOf('/')).toBe('home');
    expect(templateOf('/en/original')).toBe('home');
    expect(templateOf('/en/contact')).toBe('contact');
    expect(templateOf('/book-consultation')).toBe('booking');
    expect(templateOf('/en/embedded-insurance-strategy')).toBe('longForm');
    expect(templateOf('/blog')).toBe('blogList');
    expect(templateOf('/blog/embedded-insurance-autohaus-90-tage')).toBe('article');
    expect(templateOf('/webinar-flotten')).toBe('blocks');
    expect(templateOf('/en/about')).toBe('other');
    for (const nothing of ['/gibt-es-nicht', '/backoffice', '/_next/x.js', '/blog/erfunden'])
      expect(templateOf(nothing)).toBeUndefined();
  });

  it('keeps a beacon as one bucket per metric, its device class from the width', () => {
    expect(parseBeacon(beacon())).toEqual({
      template: 'contact',
      device: 'phone',
      buckets: [['LCP', bucketOf('LCP', 1234.5)]],
    });
    expect(parseBeacon(beacon({ width: 768, values: { CLS: 0.1, INP: 40 } }))).toMatchObject({
      device: 'desktop',
      buckets: [
        ['INP', bucketOf('INP', 40)],
        ['CLS', 100],
      ],
    });
  });

  it('refuses what no page of the site sends', () => {
    for (const text of [
      'not json',
      '[]',
      beacon({ page: '/gibt-es-nicht' }),
      beacon({ width: 0 }),
      beacon({ width: 1.5 }),
      beacon({ values: {} }),
      beacon({ values: { LCP: -1 } }),
      beacon({ values: { LCP: 10 ** 9 } }),
      beacon({ values: { CLS: 1000 } }),
      JSON.stringify({ page: '/', width: 390, values: { LCP: '1200' } }),
    ])
      expect(parseBeacon(text), text).toBeUndefined();
  });

  it('has Google’s thresholds among its buckets, so that a threshold’s value is good', () => {
    for (const metric of METRICS) {
      const ends = BUCKETS[metric];
      expect(ends.at(-1)).toBe(OPEN_BUCKET);
      expect(new Set(ends).size).toBe(ends.length);
      // Each bucket ends about a fifth above the one before, up to its last finite end.
      for (let index = 2; index < ends.length - 1; index += 1) {
        expect(Number.isInteger(ends[index])).toBe(true);
        expect((ends[index] ?? 0) / (ends[index - 1] ?? 1)).toBeLessThanOrEqual(1.3);
      }
      expect(ends.length).toBeLessThan(60);
    }
    expect(bucketOf('LCP', 2500)).toBe(2500);
    expect(bucketOf('LCP', 2500.1)).toBeGreaterThan(2500);
    expect(bucketOf('CLS', 0.25)).toBe(250);
    expect(bucketOf('TTFB', 10 ** 6)).toBe(OPEN_BUCKET);
    expect(summarize('LCP', countsOf('LCP', [2500])).shares.good).toBe(1);
    expect(summarize('LCP', countsOf('LCP', [2501])).shares.needsImprovement).toBe(1);
  });

  it('reads the 75th percentile within a tenth, and the shares exactly', () => {
    // 100 loads from 100 to 10,000 ms, evenly: the 75th percentile is 7,525 ms.
    const loads = Array.from({ length: 100 }, (_, n) => (n + 1) * 100);
    const summary = summarize('LCP', countsOf('LCP', loads));
    expect(summary.visits).toBe(100);
    expect(Math.abs((summary.p75 ?? 0) - 7525) / 7525).toBeLessThan(0.1);
    expect(summary.rating).toBe('poor');
    expect(summary.shares.good).toBeCloseTo(0.25);
    expect(summary.shares.needsImprovement).toBeCloseTo(0.15);
    expect(summary.shares.poor).toBeCloseTo(0.6);
    expect(summarize('CLS', countsOf('CLS', [0, 0, 0, 0])).p75).toBe(0);
    // A bucket of an earlier release's ends is read from the end below it.
    const below = Math.max(...BUCKETS.LCP.filter((end) => end < 1234));
    expect(summarize('LCP', [{ upTo: 1234, visits: 4 }]).p75).toBeCloseTo(
      below + 0.75 * (1234 - below),
    );
    const shifts = summarize('CLS', countsOf('CLS', [0, 0, 0, 0.02, 0.3]));
    expect(shifts.p75).toBeLessThan(0.025);
    expect(shifts.rating).toBe('good');
    expect(summarize('INP', [])).toEqual({
      visits: 0,
      p75AtLeast: false,
      shares: { good: 0, needsImprovement: 0, poor: 0 },
    });
    const slow = summarize('TTFB', countsOf('TTFB', [90_000, 90_000, 90_000, 90_000]));
    expect(slow).toMatchObject({ p75: 60_000, p75AtLeast: true, rating: 'poor' });
    expect(THRESHOLDS.LCP).toEqual([2500, 4000]);
  });

  it('groups stored counts by template and device class, leaving out what it does not know', () => {
    const rows = [
      { template: 'contact', device: 'phone', metric: 'LCP', upTo: 2500, visits: 3 },
      { template: 'home', device: 'desktop', metric: 'CLS', upTo: 100, visits: 1 },
      { template: 'retired', device: 'phone', metric: 'LCP', upTo: 2500, visits: 9 },
    ];
    const grouped = vitalsByTemplate(rows);
    expect(grouped.map((row) => `${row.template} ${row.device}`)).toEqual([
      'home desktop',
      'contact phone',
    ]);
    expect(grouped[1]?.metrics.LCP).toMatchObject({ visits: 3, rating: 'good' });
    expect(grouped[1]?.metrics.INP.visits).toBe(0);
  });

  it('lets one client send a bounded number a window, and holds a bounded number of clients', () => {
    const allowed = windowCount({ perWindow: 2, windowMs: 1000, keys: 2 });
    expect([allowed('a', 0), allowed('a', 1), allowed('a', 2)]).toEqual([true, true, false]);
    expect([allowed('b', 3), allowed('c', 4)]).toEqual([true, false]);
    // Each window ends a second after its key's first event.
    expect([allowed('a', 999), allowed('a', 1000), allowed('c', 1001)]).toEqual([
      false,
      true,
      false,
    ]);
    expect(allowed('c', 1003)).toBe(true);
  });
});
