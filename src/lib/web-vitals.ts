/**
 * The visitors' own Core Web Vitals (docs/decisions/0022-web-vitals.md): what a page's beacon may
 * carry, and how a value is kept: a count in one bucket of a fixed histogram per day, template,
 * device class and metric (src/lib/vitals-summary.ts reads them). Google's thresholds are the
 * library's own.
 */
import {
  CLSThresholds,
  FCPThresholds,
  INPThresholds,
  LCPThresholds,
  TTFBThresholds,
} from 'web-vitals';
import { z } from 'zod';
import {
  addedPageAt,
  canonicalKey,
  isArticlePath,
  localeOfPath,
  longFormKeys,
  routeAt,
  type RouteKey,
} from '@/site/routes';
import { countedPage } from './page-views';
import { DESKTOP_MIN_WIDTH, METRICS, type Beacon, type Metric } from './vitals-beacon';

/** Google's limits of "good" and of "needs improvement", in the metric's unit (ms; CLS none). */
export const THRESHOLDS: Readonly<Record<Metric, readonly [number, number]>> = {
  LCP: LCPThresholds,
  INP: INPThresholds,
  CLS: CLSThresholds,
  FCP: FCPThresholds,
  TTFB: TTFBThresholds,
};

/** The templates the statistics tell apart: each page of the site renders through one. */
export const TEMPLATES = [
  'home',
  'longForm',
  'services',
  'blogList',
  'article',
  'roiCalculator',
  'contact',
  'booking',
  'blocks',
  'other',
] as const;
export type Template = (typeof TEMPLATES)[number];

const TEMPLATE_OF_ROUTE: Partial<Record<RouteKey, Template>> = {
  home: 'home',
  services: 'services',
  blog: 'blogList',
  roiCalculator: 'roiCalculator',
  contact: 'contact',
  bookConsultation: 'booking',
};

/** The template of a page the site serves (its public path), `undefined` for anything else. */
export function templateOf(publicPath: string): Template | undefined {
  const page = countedPage(publicPath);
  if (!page) return undefined;
  const { locale, path } = localeOfPath(page);
  const key = routeAt(locale, path);
  if (key) {
    const canonical = canonicalKey(key);
    return (
      TEMPLATE_OF_ROUTE[canonical] ?? (longFormKeys.includes(canonical) ? 'longForm' : 'other')
    );
  }
  if (addedPageAt(locale, path)) return 'blocks';
  return isArticlePath(path) ? 'article' : 'other';
}

export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

const deviceOf = (width: number): Device => (width < DESKTOP_MIN_WIDTH ? 'phone' : 'desktop');

/** Values are kept as whole numbers: milliseconds, and CLS in thousandths. */
export const SCALE: Readonly<Record<Metric, number>> = {
  LCP: 1,
  INP: 1,
  CLS: 1000,
  FCP: 1,
  TTFB: 1,
};

/** The largest value a beacon may report, in the metric's unit: anything beyond is no measurement. */
const PLAUSIBLE: Readonly<Record<Metric, number>> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
};

/** The upper end of the last bucket, which holds every larger value (PostgreSQL's largest integer). */
export const OPEN_BUCKET = 2_147_483_647;

/** `value` (at least 10) rounded to two significant digits: a whole number. */
const twoDigits = (value: number) => {
  const power = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / power) * power;
};

/**
 * The buckets' upper ends, scaled: a value `v` is counted in the first bucket whose end is at least
 * `v`. They grow by about a fifth from `first` (at least 10) to `last`, so that a percentile read
 * within its bucket (linearly) is off by less than the bucket's width, a fifth to a quarter of the
 * value, and by far less where the values spread evenly; Google's thresholds are ends themselves,
 * so that the shares of good, needs-improvement and poor visits are exact.
 */
function bucketEnds(metric: Metric, first: number, last: number): readonly number[] {
  const ends = new Set(THRESHOLDS[metric].map((threshold) => threshold * SCALE[metric]));
  // No layout shift at all, the most common CLS, is a bucket of its own.
  if (metric === 'CLS') ends.add(0);
  for (let end = first; end < last; end *= 1.2) ends.add(twoDigits(end));
  ends.add(last);
  ends.add(OPEN_BUCKET);
  return [...ends].sort((a, b) => a - b);
}

export const BUCKETS: Readonly<Record<Metric, readonly number[]>> = {
  LCP: bucketEnds('LCP', 10, 60_000),
  INP: bucketEnds('INP', 10, 60_000),
  CLS: bucketEnds('CLS', 10, 5_000),
  FCP: bucketEnds('FCP', 10, 60_000),
  TTFB: bucketEnds('TTFB', 10, 60_000),
};

/** The bucket (its upper end, scaled) that counts `value` of `metric`. */
export function bucketOf(metric: Metric, value: number): number {
  const scaled = value * SCALE[metric];
  return BUCKETS[metric].find((end) => scaled <= end) ?? OPEN_BUCKET;
}

const metricValue = (metric: Metric) => z.number().min(0).max(PLAUSIBLE[metric]).optional();

const beaconSchema: z.ZodType<Beacon> = z.object({
  page: z.string().max(500),
  width: z.number().int().min(1).max(100_000),
  values: z.object(Object.fromEntries(METRICS.map((metric) => [metric, metricValue(metric)]))),
});

/** What one page load contributes: one bucket per metric it measured. */
export interface VitalsSample {
  readonly template: Template;
  readonly device: Device;
  readonly buckets: readonly (readonly [Metric, number])[];
}

/**
 * A beacon's text as the statistics keep it; `undefined` for one that is not JSON of the expected
 * shape, names no page of the site, or carries an implausible value.
 */
export function parseBeacon(text: string): VitalsSample | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const beacon = beaconSchema.safeParse(json);
  if (!beacon.success) return undefined;
  const template = templateOf(beacon.data.page);
  if (!template) return undefined;
  const buckets = METRICS.flatMap((metric) => {
    const value = beacon.data.values[metric];
    return value === undefined ? [] : [[metric, bucketOf(metric, value)] as const];
  });
  return buckets.length ? { template, device: deviceOf(beacon.data.width), buckets } : undefined;
}
