/**
 * What the back office's statistics show, computed from the figures the store reads: the period
 * chosen, the change against the period before, the value axis of the daily charts, and the CSV
 * export, so that chart, table and file always carry the same numbers.
 */
import { toCsv } from './csv';

/** The periods the owner can choose, in days up to today (office time). */
export const PERIODS = [30, 90] as const;
export type Period = (typeof PERIODS)[number];

/** The period a `days` query parameter names; 30 days for anything else. */
export function periodOf(days: string | string[] | undefined): Period {
  return PERIODS.find((period) => String(period) === days) ?? PERIODS[0];
}

/** The three figures counted per day. */
export const FIGURES = ['views', 'enquiries', 'bookings'] as const;
export type Figure = (typeof FIGURES)[number];
export type Figures = Readonly<Record<Figure, number>>;

/** One day's figures; `day` is the office's date, `YYYY-MM-DD`. */
export type DailyFigures = Figures & { readonly day: string };

/** The sums of each figure over some days. */
export function totalsOf(days: readonly DailyFigures[]): Figures {
  const sum = (figure: Figure) => days.reduce((total, day) => total + day[figure], 0);
  return { views: sum('views'), enquiries: sum('enquiries'), bookings: sum('bookings') };
}

/**
 * The change from `previous` to `current` as a fraction (0.25 for +25 %); `undefined` when the
 * previous period had none, where no percentage means anything.
 */
export function changeOf(current: number, previous: number): number | undefined {
  return previous === 0 ? undefined : (current - previous) / previous;
}

const niceSteps = [1, 2, 5, 10];

/**
 * The ticks of a count axis from 0: whole-number steps of 1, 2 or 5 times a power of ten, at most
 * `steps` of them, the last at or above `max`.
 */
export function countTicks(max: number, steps = 4): number[] {
  const raw = Math.max(1, max / steps);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = (niceSteps.find((factor) => factor * magnitude >= raw) ?? 10) * magnitude;
  const last = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: last + 1 }, (_, index) => index * step);
}

/** The daily figures as CSV, oldest day first (formula-safe, with the file's own header names). */
export function statisticsCsv(days: readonly DailyFigures[]): string {
  return toCsv(
    ['day', ...FIGURES],
    days.map((day) => [day.day, ...FIGURES.map((figure) => String(day[figure]))]),
  );
}

/**
 * One row of the funnel: a page, a referring site or a campaign, with its views (`null` where
 * they are not counted apart: visits without a referring site, and campaigns) and the leads its
 * visits sent (src/lib/lead-source.ts).
 */
export type FunnelRow = {
  readonly name: string;
  readonly views: number | null;
  readonly enquiries: number;
  readonly bookings: number;
};

/**
 * The share of views that became a lead (enquiry or booking), as a fraction; `undefined` without
 * views to divide by.
 */
export function conversionOf(row: FunnelRow): number | undefined {
  return row.views ? (row.enquiries + row.bookings) / row.views : undefined;
}

/** The funnel's name for leads whose entry page or referring site is not known. */
export const UNKNOWN_SOURCE = '<unknown>';

/** How many rows each of the funnel's tables shows, those with the most bookings first. */
export const FUNNEL_ROWS = 25;
