import { company } from '@/site/company';
import { pool } from '../db/client';

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

const PERIOD = `day > (now() AT TIME ZONE $1)::date - $2::int`;

export async function dashboard(days = 30): Promise<Dashboard> {
  const params = [company.booking.timeZone, days];
  const client = await pool().connect();
  try {
    const totals = await client.query<{ views: number; without_script: number }>(
      `SELECT coalesce(sum(views), 0)::int AS views, coalesce(sum(without_script), 0)::int AS without_script
         FROM page_views WHERE ${PERIOD}`,
      params,
    );
    const pages = await client.query<{ path: string; views: number; without_script: number }>(
      `SELECT path, sum(views)::int AS views, sum(without_script)::int AS without_script
         FROM page_views WHERE ${PERIOD}
        GROUP BY path ORDER BY 2 DESC, 1 LIMIT 25`,
      params,
    );
    const referrers = await client.query<{ host: string; views: number }>(
      `SELECT referrer AS host, sum(views)::int AS views
         FROM page_views WHERE ${PERIOD} AND referrer <> ''
        GROUP BY referrer ORDER BY 2 DESC, 1 LIMIT 10`,
      params,
    );
    const leads = `
      SELECT 'enquiry' AS kind, (created_at AT TIME ZONE $1)::date AS day, source_path
        FROM enquiries WHERE lead_status <> 'spam'
      UNION ALL
      SELECT 'booking', (created_at AT TIME ZONE $1)::date, source_path
        FROM bookings WHERE lead_status <> 'spam'`;
    const perDay = await client.query<{ day: string; enquiries: number; bookings: number }>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
              count(l.kind) FILTER (WHERE l.kind = 'enquiry')::int AS enquiries,
              count(l.kind) FILTER (WHERE l.kind = 'booking')::int AS bookings
         FROM generate_series((now() AT TIME ZONE $1)::date - ($2::int - 1), (now() AT TIME ZONE $1)::date, interval '1 day') AS d(day)
         LEFT JOIN (${leads}) l ON l.day = d.day::date
        GROUP BY d.day ORDER BY d.day`,
      params,
    );
    const sources = await client.query<{ path: string; enquiries: number; bookings: number }>(
      `SELECT coalesce(source_path, '') AS path,
              count(*) FILTER (WHERE kind = 'enquiry')::int AS enquiries,
              count(*) FILTER (WHERE kind = 'booking')::int AS bookings
         FROM (${leads}) l WHERE ${PERIOD}
        GROUP BY 1 ORDER BY count(*) DESC, 1`,
      params,
    );
    return {
      views: totals.rows[0]?.views ?? 0,
      withoutScript: totals.rows[0]?.without_script ?? 0,
      pages: pages.rows.map((row) => ({
        path: row.path,
        views: row.views,
        withoutScript: row.without_script,
      })),
      referrers: referrers.rows,
      leadsPerDay: perDay.rows,
      sources: sources.rows,
    };
  } finally {
    client.release();
  }
}
