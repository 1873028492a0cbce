/**
 * The statistics, one family of tables: the page views counted by the server (`page_views`), and
 * what the back office shows of them beside the leads received.
 */
import { and, desc, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { boundReferrers, OTHER_REFERRERS, type PageViewCount } from '@/lib/page-views';
import { company } from '@/site/company';
import { db } from '../db/client';
import { bookings, enquiries, pageViews } from '../db/schema';

/** The advisory lock under which the flushes of one day take turns, with the day as second key. */
const DAY_LOCK = 724003;

/** Rows per INSERT of a flush: six parameters each. */
const INSERT_BATCH = 5_000;

/** The statistics the back office shows, over the last `days` days (office time, today included). */
export interface Dashboard {
  readonly views: number;
  readonly withoutScript: number;
  readonly pages: readonly { path: string; views: number; withoutScript: number }[];
  readonly referrers: readonly { host: string; views: number }[];
  /** Every day of the period, oldest first, with the leads received (spam left out). */
  readonly leadsPerDay: readonly { day: string; enquiries: number; bookings: number }[];
  /** The pages the forms of those leads were sent from. */
  readonly sources: readonly { path: string; enquiries: number; bookings: number }[];
}

const total = (column: typeof pageViews.views | typeof pageViews.withoutScript) =>
  sql<number>`coalesce(sum(${column}), 0)::int`;

export async function dashboard(days = 30): Promise<Dashboard> {
  const today = sql`(now() AT TIME ZONE ${company.booking.timeZone})::date`;
  const inPeriod = sql`${pageViews.day} > ${today} - ${days}::int`;
  const [totals] = await db()
    .select({ views: total(pageViews.views), withoutScript: total(pageViews.withoutScript) })
    .from(pageViews)
    .where(inPeriod);
  const pages = await db()
    .select({
      path: pageViews.path,
      views: total(pageViews.views),
      withoutScript: total(pageViews.withoutScript),
    })
    .from(pageViews)
    .where(inPeriod)
    .groupBy(pageViews.path)
    .orderBy(desc(total(pageViews.views)), pageViews.path)
    .limit(25);
  const referrers = await db()
    .select({ host: pageViews.referrer, views: total(pageViews.views) })
    .from(pageViews)
    .where(and(inPeriod, ne(pageViews.referrer, '')))
    .groupBy(pageViews.referrer)
    .orderBy(desc(total(pageViews.views)), pageViews.referrer)
    .limit(10);
  const dayOf = (column: typeof enquiries.createdAt | typeof bookings.createdAt) =>
    sql`(${column} AT TIME ZONE ${company.booking.timeZone})::date`;
  const leads = sql`
    SELECT 'enquiry' AS kind, ${dayOf(enquiries.createdAt)} AS day, ${enquiries.sourcePath} AS source_path
      FROM ${enquiries} WHERE ${enquiries.leadStatus} <> 'spam'
    UNION ALL
    SELECT 'booking', ${dayOf(bookings.createdAt)}, ${bookings.sourcePath}
      FROM ${bookings} WHERE ${bookings.leadStatus} <> 'spam'`;
  const perDay = await db().execute<{ day: string; enquiries: number; bookings: number }>(
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
               count(l.kind) FILTER (WHERE l.kind = 'enquiry')::int AS enquiries,
               count(l.kind) FILTER (WHERE l.kind = 'booking')::int AS bookings
          FROM generate_series(${today} - (${days}::int - 1), ${today}, interval '1 day') AS d(day)
          LEFT JOIN (${leads}) l ON l.day = d.day::date
         GROUP BY d.day ORDER BY d.day`,
  );
  const sources = await db().execute<{ path: string; enquiries: number; bookings: number }>(
    sql`SELECT coalesce(source_path, '') AS path,
               count(*) FILTER (WHERE kind = 'enquiry')::int AS enquiries,
               count(*) FILTER (WHERE kind = 'booking')::int AS bookings
          FROM (${leads}) l WHERE l.day > ${today} - ${days}::int
         GROUP BY 1 ORDER BY count(*) DESC, 1`,
  );
  return {
    views: totals?.views ?? 0,
    withoutScript: totals?.withoutScript ?? 0,
    pages,
    referrers,
    leadsPerDay: perDay.rows,
    sources: sources.rows,
  };
}

/**
 * Adds counts to the database in one transaction. Each day's flushes take turns under a lock, so
 * that the hosts a day names, and their views, are read before any changes: with any number of
 * instances, a day never names more than `REFERRERS_PER_DAY` hosts (`boundReferrers`).
 */
export async function storePageViews(counts: readonly PageViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  const days = [...new Set(counts.map((count) => count.day))].sort();
  await db().transaction(async (tx) => {
    // Day by day in order: two flushes of the same days wait for each other, never in a circle.
    for (const day of days)
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${DAY_LOCK}, ${day}::date - date '2000-01-01')`,
      );
    const rows = await tx
      .select({
        day: sql<string>`to_char(${pageViews.day}, 'YYYY-MM-DD')`,
        referrer: pageViews.referrer,
        views: sql<number>`sum(${pageViews.views})::int`,
      })
      .from(pageViews)
      .where(
        and(inArray(pageViews.day, days), notInArray(pageViews.referrer, ['', OTHER_REFERRERS])),
      )
      .groupBy(pageViews.day, pageViews.referrer);
    const stored = new Map<string, Map<string, number>>();
    for (const row of rows)
      stored.set(row.day, (stored.get(row.day) ?? new Map()).set(row.referrer, row.views));
    const { counts: bounded, folded } = boundReferrers(counts, stored);
    // A host that lost its place: its rows of the day move under the others.
    for (const [day, hosts] of folded)
      await tx.execute(
        sql`WITH moved AS (
              DELETE FROM ${pageViews}
               WHERE ${pageViews.day} = ${day} AND ${inArray(pageViews.referrer, hosts)}
              RETURNING path, locale, views, without_script)
            INSERT INTO ${pageViews} (day, path, locale, referrer, views, without_script)
            SELECT ${day}::date, path, locale, ${OTHER_REFERRERS}, sum(views), sum(without_script)
              FROM moved GROUP BY path, locale
            ON CONFLICT (day, path, locale, referrer) DO UPDATE
              SET views = ${pageViews.views} + EXCLUDED.views,
                  without_script = ${pageViews.withoutScript} + EXCLUDED.without_script`,
      );
    // In batches that stay well below PostgreSQL's 65,535 parameters of a statement.
    for (let start = 0; start < bounded.length; start += INSERT_BATCH)
      await tx
        .insert(pageViews)
        .values(bounded.slice(start, start + INSERT_BATCH))
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.path, pageViews.locale, pageViews.referrer],
          set: {
            views: sql`${pageViews.views} + excluded.views`,
            withoutScript: sql`${pageViews.withoutScript} + excluded.without_script`,
          },
        });
  });
}
