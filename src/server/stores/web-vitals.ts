/**
 * The visitors' own Core Web Vitals as the statistics keep them (`web_vitals`): bucket counts per
 * day, template, device class and metric (src/lib/web-vitals.ts).
 */
import { between, sql } from 'drizzle-orm';
import type { Period } from '@/lib/statistics';
import type { Metric } from '@/lib/vitals-beacon';
import type { VitalsRow } from '@/lib/vitals-summary';
import type { Device, Template } from '@/lib/web-vitals';
import { company } from '@/site/company';
import { db } from '../db/client';
import { webVitals } from '../db/schema';

/** Page loads of one day (office time), template and device class that measured a metric within one bucket. */
export interface VitalsCount {
  readonly day: string;
  readonly template: Template;
  readonly device: Device;
  readonly metric: Metric;
  /** The bucket's upper end, scaled (`BUCKETS`). */
  readonly upTo: number;
  readonly visits: number;
}

/** Rows per INSERT: six parameters each. */
const INSERT_BATCH = 5_000;

/** A count's bucket of a day, as text that sorts in a fixed order. */
export const keyOf = (count: Omit<VitalsCount, 'visits'>) =>
  [
    count.day,
    count.template,
    count.device,
    count.metric,
    String(count.upTo).padStart(10, '0'),
  ].join(' ');

/**
 * Adds counts of (office) days to the stored ones. Every instance writes its rows in the same
 * order, so that two flushes at once wait for each other rather than in a circle.
 */
export async function storeWebVitals(counts: readonly VitalsCount[]): Promise<void> {
  const rows = [...counts].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
  // All or nothing: a flush that fails is tried again whole.
  await db().transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += INSERT_BATCH)
      await tx
        .insert(webVitals)
        .values(rows.slice(start, start + INSERT_BATCH))
        .onConflictDoUpdate({
          target: [
            webVitals.day,
            webVitals.template,
            webVitals.device,
            webVitals.metric,
            webVitals.upTo,
          ],
          set: { visits: sql`${webVitals.visits} + excluded.visits` },
        });
  });
}

/** The counts of the last `days` days (office time, today included), summed over the days. */
export async function webVitalsOf(days: Period): Promise<VitalsRow[]> {
  const today = sql`(now() AT TIME ZONE ${company.booking.timeZone})::date`;
  return db()
    .select({
      template: webVitals.template,
      device: webVitals.device,
      metric: webVitals.metric,
      upTo: webVitals.upTo,
      visits: sql<number>`sum(${webVitals.visits})::int`,
    })
    .from(webVitals)
    .where(between(webVitals.day, sql`${today} - ${days}::int + 1`, today))
    .groupBy(webVitals.template, webVitals.device, webVitals.metric, webVitals.upTo);
}
