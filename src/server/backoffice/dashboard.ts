import { and, desc, ne, sql } from 'drizzle-orm';
import { company } from '@/site/company';
import { db } from '../db/client';
import { bookings, enquiries, pageViews } from '../db/schema';

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
