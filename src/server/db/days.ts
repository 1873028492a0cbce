import { sql } from 'drizzle-orm';
import { company } from '@/site/company';

/** The start of a day (`days` after `day`, `YYYY-MM-DD`) in the office's time zone, as SQL. */
export const dayStart = (day: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp AT TIME ZONE ${company.booking.timeZone})`;
