/**
 * The statistics, one family of tables: the page views counted by the server (`page_views`), the
 * requests for pages that were no view (`excluded_requests`), and what the back office shows of
 * them beside the leads received.
 */
import {
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  notInArray,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  boundReferrers,
  OTHER_REFERRERS,
  type ExcludedCount,
  type ExcludedKind,
  type PageViewCount,
} from '@/lib/page-views';
import type { Locale } from '@/i18n/locales';
import type { IsoDate } from '@/lib/calendar';
import { NO_VALUE } from '@/lib/lead-source';
import {
  FUNNEL_ROWS,
  UNKNOWN_SOURCE,
  totalsOf,
  type DailyFigures,
  type Figures,
  type FunnelRow,
  type Period,
} from '@/lib/statistics';
import { SUMMARY_MIN_VIEWS, type SummaryFigures, type SummaryWeek } from '@/lib/weekly-summary';
import { company } from '@/site/company';
import { db, type Transaction } from '../db/client';
import {
  bookings,
  enquiries,
  excludedRequests,
  pageViews,
  staff,
  weeklySummaries,
} from '../db/schema';

/** The advisory lock under which the flushes of one day take turns, with the day as second key. */
const DAY_LOCK = 724003;

/** Rows per INSERT of a flush: six parameters each. */
const INSERT_BATCH = 5_000;

/** The statistics the back office shows, over the last `days` days (office time, today included). */
export interface Dashboard {
  readonly views: number;
  readonly withoutScript: number;
  /** The requests for pages that were no view, by kind. */
  readonly excluded: Readonly<Record<ExcludedKind, number>>;
  /**
   * The funnel (src/lib/statistics.ts): per page the visits began on (the form's page where that
   * is not known; `UNKNOWN_SOURCE` where neither is).
   */
  readonly pages: readonly FunnelRow[];
  /**
   * Per referring site: `''` names visits from none, `UNKNOWN_SOURCE` leads that cannot know
   * (sent without JavaScript, or older), `OTHER_REFERRERS` the sites not named.
   */
  readonly referrers: readonly FunnelRow[];
  /** Per campaign: its source and name, as `source / name`. */
  readonly campaigns: readonly FunnelRow[];
  /** Every day of the period, oldest first: page views and the leads received (spam left out). */
  readonly perDay: readonly DailyFigures[];
  /** The same figures summed over the period before. */
  readonly previous: Figures;
}

const total = (column: typeof pageViews.views | typeof pageViews.withoutScript) =>
  sql<number>`coalesce(sum(${column}), 0)::int`;

const dayOf = (column: typeof enquiries.createdAt | typeof bookings.createdAt) =>
  sql`(${column} AT TIME ZONE ${company.booking.timeZone})::date`;

/** Every lead but spam: its kind, its day (office time) and its source (src/lib/lead-source.ts). */
const leads = sql`
  SELECT 'enquiry' AS kind, ${dayOf(enquiries.createdAt)} AS day, source_path, entry_path,
         source_host, utm_source, utm_campaign
    FROM ${enquiries} WHERE ${enquiries.leadStatus} <> 'spam'
  UNION ALL
  SELECT 'booking', ${dayOf(bookings.createdAt)}, source_path, entry_path, source_host,
         utm_source, utm_campaign
    FROM ${bookings} WHERE ${bookings.leadStatus} <> 'spam'`;

/** A lead's campaign as `campaignName` (src/lib/lead-source.ts) writes it; `NULL` for none. */
const campaignName = sql`CASE WHEN utm_source IS NOT NULL OR utm_campaign IS NOT NULL
  THEN concat(coalesce(utm_source, ${NO_VALUE}), ' / ', coalesce(utm_campaign, ${NO_VALUE})) END`;

/** Office dates from `from` to `to`, both included (SQL `date` expressions). */
interface Days {
  readonly from: SQL;
  readonly to: SQL;
}

/**
 * A table of the funnel over `days`: the views per `viewsBy` (an expression over `page_views`, or
 * none) and the leads per `leadsBy` (an expression over `leads`), joined on the name, the first
 * `limit` of them with the most bookings, then enquiries, then views; a `NULL` name is left out,
 * and with `noticed` one with fewer than `SUMMARY_MIN_VIEWS` views and no lead.
 */
async function funnel(
  executor: Pick<Transaction, 'execute'>,
  { from, to }: Days,
  viewsBy: SQL | undefined,
  leadsBy: SQL,
  { limit = FUNNEL_ROWS, noticed = false }: { limit?: number; noticed?: boolean } = {},
): Promise<FunnelRow[]> {
  const views = viewsBy
    ? sql`SELECT ${viewsBy} AS name, sum(${pageViews.views})::int AS views FROM ${pageViews}
           WHERE ${pageViews.day} BETWEEN ${from} AND ${to} GROUP BY 1`
    : sql`SELECT NULL::text AS name, NULL::int AS views WHERE false`;
  const { rows } = await executor.execute<FunnelRow>(
    sql`WITH v AS (${views}),
             l AS (
               SELECT ${leadsBy} AS name,
                      count(*) FILTER (WHERE kind = 'enquiry')::int AS enquiries,
                      count(*) FILTER (WHERE kind = 'booking')::int AS bookings
                 FROM (${leads}) leads WHERE day BETWEEN ${from} AND ${to} GROUP BY 1)
        SELECT coalesce(v.name, l.name) AS name, v.views,
               coalesce(l.enquiries, 0) AS enquiries, coalesce(l.bookings, 0) AS bookings
          FROM v FULL JOIN l ON l.name = v.name
         WHERE coalesce(v.name, l.name) IS NOT NULL
           AND (NOT ${noticed} OR coalesce(v.views, 0) >= ${SUMMARY_MIN_VIEWS}
                OR coalesce(l.enquiries, 0) + coalesce(l.bookings, 0) > 0)
         ORDER BY 4 DESC, 3 DESC, 2 DESC NULLS LAST, 1
         LIMIT ${limit}`,
  );
  return rows;
}

export async function dashboard(days: Period = 30): Promise<Dashboard> {
  // One snapshot: a flush between the queries cannot make the totals and the days disagree.
  return db().transaction(
    async (tx) => {
      const today = sql`(now() AT TIME ZONE ${company.booking.timeZone})::date`;
      const period: Days = { from: sql`${today} - ${days}::int + 1`, to: today };
      const inPeriod = (day: SQLWrapper) => sql`${day} BETWEEN ${period.from} AND ${period.to}`;
      const [totals] = await tx
        .select({ views: total(pageViews.views), withoutScript: total(pageViews.withoutScript) })
        .from(pageViews)
        .where(inPeriod(pageViews.day));
      const excluded = await tx
        .select({
          kind: excludedRequests.kind,
          requests: sql<number>`sum(${excludedRequests.requests})::int`,
        })
        .from(excludedRequests)
        .where(inPeriod(excludedRequests.day))
        .groupBy(excludedRequests.kind);
      const requestsOf = (kind: ExcludedKind) =>
        excluded.find((row) => row.kind === kind)?.requests ?? 0;
      const pages = await funnel(
        tx,
        period,
        sql`${pageViews.path}`,
        sql`coalesce(entry_path, source_path, ${UNKNOWN_SOURCE})`,
      );
      // Views without a referring site are also the steps inside the site: not counted apart.
      const referrers = await funnel(
        tx,
        period,
        sql`nullif(${pageViews.referrer}, '')`,
        sql`coalesce(source_host, ${UNKNOWN_SOURCE})`,
      );
      const campaigns = await funnel(tx, period, undefined, campaignName);
      // Every day of this period and of the one before it, oldest first.
      const { rows: twoPeriods } = await tx.execute<DailyFigures>(
        sql`WITH v AS (
                 SELECT ${pageViews.day} AS day, sum(${pageViews.views})::int AS views FROM ${pageViews}
                  WHERE ${pageViews.day} > ${today} - 2 * ${days}::int GROUP BY 1),
               l AS (
                 SELECT day, count(*) FILTER (WHERE kind = 'enquiry')::int AS enquiries,
                        count(*) FILTER (WHERE kind = 'booking')::int AS bookings
                   FROM (${leads}) leads WHERE day > ${today} - 2 * ${days}::int GROUP BY 1)
          SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(v.views, 0) AS views,
                 coalesce(l.enquiries, 0) AS enquiries, coalesce(l.bookings, 0) AS bookings
            FROM (SELECT ${today} - n AS day FROM generate_series(0, 2 * ${days}::int - 1) AS n) AS d
            LEFT JOIN v ON v.day = d.day
            LEFT JOIN l ON l.day = d.day
           ORDER BY d.day`,
      );
      return {
        views: totals?.views ?? 0,
        withoutScript: totals?.withoutScript ?? 0,
        excluded: {
          robot: requestsOf('robot'),
          prefetch: requestsOf('prefetch'),
          other: requestsOf('other'),
        },
        pages,
        referrers,
        campaigns,
        perDay: twoPeriods.slice(days),
        previous: totalsOf(twoPeriods.slice(0, days)),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Adds counts, and the requests that were no view, to the database in one transaction. Each
 * day's flushes take turns under a lock, so that the hosts a day names, and their views, are read
 * before any changes: with any number of instances, a day never names more than
 * `REFERRERS_PER_DAY` hosts (`boundReferrers`).
 */
export async function storePageViews(
  counts: readonly PageViewCount[],
  excluded: readonly ExcludedCount[] = [],
): Promise<void> {
  if (counts.length === 0 && excluded.length === 0) return;
  const days = [...new Set([...counts, ...excluded].map((count) => count.day))].sort();
  await db().transaction(async (tx) => {
    // Day by day in order: two flushes of the same days wait for each other, never in a circle.
    for (const day of days)
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(${DAY_LOCK}, ${day}::date - date '2000-01-01')`,
      );
    if (excluded.length)
      await tx
        .insert(excludedRequests)
        .values([...excluded])
        .onConflictDoUpdate({
          target: [excludedRequests.day, excludedRequests.kind],
          set: { requests: sql`${excludedRequests.requests} + excluded.requests` },
        });
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

/** The figures of the days from `from` to `to` (office dates, both included). */
async function figuresBetween({ from, to }: { from: IsoDate; to: IsoDate }): Promise<Figures> {
  const { rows } = await db().execute<Figures>(
    sql`SELECT
          (SELECT coalesce(sum(${pageViews.views}), 0)::int FROM ${pageViews}
            WHERE ${pageViews.day} BETWEEN ${from}::date AND ${to}::date) AS views,
          count(*) FILTER (WHERE kind = 'enquiry')::int AS enquiries,
          count(*) FILTER (WHERE kind = 'booking')::int AS bookings
          FROM (${leads}) l WHERE l.day BETWEEN ${from}::date AND ${to}::date`,
  );
  return rows[0] ?? { views: 0, enquiries: 0, bookings: 0 };
}

/**
 * What a weekly summary reports (src/lib/weekly-summary.ts), with the coming week's calls as the
 * moments they start. A referring site or a campaign is named only with a few views or a lead
 * (spam is no lead): what a stranger can make up reaches no owner's mailbox by itself.
 */
export async function summaryFigures(
  due: SummaryWeek,
): Promise<Omit<SummaryFigures, 'calls'> & { readonly calls: readonly Date[] }> {
  const { from, to } = due.week;
  const days: Days = { from: sql`${from}::date`, to: sql`${to}::date` };
  const pages = await funnel(
    db(),
    days,
    sql`${pageViews.path}`,
    sql`coalesce(entry_path, source_path)`,
    { limit: 3 },
  );
  const sources = await funnel(
    db(),
    days,
    sql`nullif(nullif(${pageViews.referrer}, ''), ${OTHER_REFERRERS})`,
    sql`nullif(source_host, '')`,
    { limit: 3, noticed: true },
  );
  const campaigns = await funnel(db(), days, undefined, campaignName, { limit: 3, noticed: true });
  const calls = await db()
    .select({ start: bookings.slotStart })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gte(bookings.slotStart, due.calls.from),
        lt(bookings.slotStart, due.calls.to),
      ),
    )
    .orderBy(bookings.slotStart);
  return {
    week: await figuresBetween(due.week),
    weekBefore: await figuresBetween(due.weekBefore),
    pages,
    sources,
    campaigns,
    calls: calls.map((call) => call.start),
  };
}

/**
 * Claims the week's summary for every owner who has not switched it off, and returns them: an
 * account is claimed once per week, however many instances ask at once (the second waits for
 * the first's rows and then finds them taken).
 */
export async function claimWeeklySummaries(
  tx: Transaction,
  monday: IsoDate,
): Promise<{ email: string; locale: Locale }[]> {
  const claimed = await tx
    .insert(weeklySummaries)
    .select(
      tx
        .select({
          week: sql<string>`${monday}::date`.as('week'),
          staffId: staff.id,
          queuedAt: sql<Date>`now()`.as('queued_at'),
        })
        .from(staff)
        .where(
          and(
            eq(staff.role, 'owner'),
            eq(staff.weeklySummary, true),
            isNotNull(staff.passwordHash),
          ),
        )
        // In one order everywhere: two instances' claims wait for each other, never in a circle.
        .orderBy(staff.id),
    )
    .onConflictDoNothing()
    .returning({ staffId: weeklySummaries.staffId });
  if (claimed.length === 0) return [];
  return tx
    .select({ email: staff.email, locale: staff.locale })
    .from(staff)
    .where(
      inArray(
        staff.id,
        claimed.map((row) => row.staffId),
      ),
    )
    .orderBy(staff.id);
}

/** Switches an account's weekly summary on or off. */
export async function setWeeklySummary(staffId: number, on: boolean): Promise<void> {
  await db().update(staff).set({ weeklySummary: on }).where(eq(staff.id, staffId));
}
