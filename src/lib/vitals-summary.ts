/**
 * What the statistics read from the visitors' web-vitals histograms (src/lib/web-vitals.ts): per
 * template and device class, each metric's 75th percentile and the shares of good,
 * needs-improvement and poor visits.
 */
import { METRICS, type Metric } from './vitals-beacon';
import {
  BUCKETS,
  DEVICES,
  OPEN_BUCKET,
  SCALE,
  TEMPLATES,
  THRESHOLDS,
  type Device,
  type Template,
} from './web-vitals';

export type Rating = 'good' | 'needsImprovement' | 'poor';

/** How many visits one bucket counted. */
export interface BucketCount {
  /** The bucket's upper end, scaled (`BUCKETS`). */
  readonly upTo: number;
  readonly visits: number;
}

/** What the statistics show of one metric's histogram. */
export interface VitalsSummary {
  readonly visits: number;
  /** The 75th percentile in the metric's unit, read within its bucket; `undefined` without visits. */
  readonly p75?: number;
  /** The 75th percentile lies in the last, open bucket: it is at least `p75`. */
  readonly p75AtLeast: boolean;
  readonly rating?: Rating;
  readonly shares: Readonly<Record<Rating, number>>;
}

function ratingOf(metric: Metric, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value > poor ? 'poor' : value > good ? 'needsImprovement' : 'good';
}

/** The 75th percentile and the shares of each rating, from a metric's bucket counts. */
export function summarize(metric: Metric, counts: readonly BucketCount[]): VitalsSummary {
  const sorted = [...counts].filter((count) => count.visits > 0).sort((a, b) => a.upTo - b.upTo);
  const visits = sorted.reduce((sum, count) => sum + count.visits, 0);
  const shares = { good: 0, needsImprovement: 0, poor: 0 };
  if (!visits) return { visits, p75AtLeast: false, shares };
  const ends = BUCKETS[metric];
  const scale = SCALE[metric];
  let below = 0;
  let p75: number | undefined;
  let p75AtLeast = false;
  for (const { upTo, visits: inBucket } of sorted) {
    // The end below it (a bucket of an earlier release's ends too).
    const lower = ends.reduce((below, end) => (end < upTo ? end : below), 0);
    shares[ratingOf(metric, upTo / scale)] += inBucket / visits;
    if (p75 === undefined && below + inBucket >= 0.75 * visits) {
      p75AtLeast = upTo === OPEN_BUCKET;
      const within = (0.75 * visits - below) / inBucket;
      p75 = (p75AtLeast ? lower : lower + within * (upTo - lower)) / scale;
    }
    below += inBucket;
  }
  return {
    visits,
    p75,
    p75AtLeast,
    rating: p75 === undefined ? undefined : ratingOf(metric, p75),
    shares,
  };
}

/** Stored counts as the database returns them (a release may have named other templates). */
export interface VitalsRow {
  readonly template: string;
  readonly device: string;
  readonly metric: string;
  readonly upTo: number;
  readonly visits: number;
}

/** What the statistics show of one template on one device class. */
export interface TemplateVitals {
  readonly template: Template;
  readonly device: Device;
  readonly metrics: Readonly<Record<Metric, VitalsSummary>>;
}

/** Every template and device class with a measured visit, in the templates' order. */
export function vitalsByTemplate(rows: readonly VitalsRow[]): TemplateVitals[] {
  return TEMPLATES.flatMap((template) =>
    DEVICES.flatMap((device) => {
      const mine = rows.filter((row) => row.template === template && row.device === device);
      if (!mine.length) return [];
      const metrics = Object.fromEntries(
        METRICS.map((metric) => [
          metric,
          summarize(
            metric,
            mine.filter((row) => row.metric === metric),
          ),
        ]),
      ) as Record<Metric, VitalsSummary>;
      return [{ template, device, metrics }];
    }),
  );
}
