/**
 * The weekly summary an owner gets by mail on Monday morning (office time): when it is due, which
 * days it covers, and its text. It holds counts, page paths, host names and call times only, never
 * anything a visitor typed.
 */
import { addDays, instantOf, mondayOf, wallDateAt, type IsoDate } from './calendar';
import { changeOf, type Figures, type FunnelRow } from './statistics';
import type { Locale } from '@/i18n/locales';

/**
 * The views a referring site needs, without a lead, to be named in a summary: a host one client can
 * make up with a request or two is not.
 */
export const SUMMARY_MIN_VIEWS = 3;

/** The office time on Monday from which the week's summary goes out. */
const SUMMARY_TIME = '07:00';

/** The days a summary covers and compares, and the calls it lists. */
export interface SummaryWeek {
  /** The Monday the summary is sent on: the week it belongs to. */
  readonly monday: IsoDate;
  /** The last seven days before it, Monday to Sunday. */
  readonly week: { readonly from: IsoDate; readonly to: IsoDate };
  /** The seven days before those. */
  readonly weekBefore: { readonly from: IsoDate; readonly to: IsoDate };
  /** The calls of the coming week: from Monday 00:00 to the next Monday 00:00, office time. */
  readonly calls: { readonly from: Date; readonly to: Date };
}

/**
 * The week whose summary is due at `now`: on a Monday from `SUMMARY_TIME` to the day's end,
 * office time; `undefined` at any other time (a summary missed on its Monday is not sent later).
 */
export function summaryDue(now: Date, timeZone: string): SummaryWeek | undefined {
  const today = wallDateAt(now, timeZone);
  if (mondayOf(today) !== today || now < instantOf(today, SUMMARY_TIME, timeZone)) return undefined;
  return {
    monday: today,
    week: { from: addDays(today, -7), to: addDays(today, -1) },
    weekBefore: { from: addDays(today, -14), to: addDays(today, -8) },
    calls: {
      from: instantOf(today, '00:00', timeZone),
      to: instantOf(addDays(today, 7), '00:00', timeZone),
    },
  };
}

/** What a summary reports. */
export interface SummaryFigures {
  readonly week: Figures;
  readonly weekBefore: Figures;
  /**
   * The entry pages and the referring sites that brought the most (at most three each): as the
   * statistics' funnel orders them, by bookings, then enquiries, then views.
   */
  readonly pages: readonly FunnelRow[];
  readonly sources: readonly FunnelRow[];
  /** The campaigns that brought leads (at most three), as `source / name`. */
  readonly campaigns: readonly FunnelRow[];
  /** The coming week's confirmed calls, in time order: when, as the owner reads it. */
  readonly calls: readonly string[];
}

/** A count with its noun, singular or plural: "1 Anfrage", "3 Anfragen". */
function counted(
  format: Intl.NumberFormat,
  count: number,
  [one, other]: readonly [string, string],
) {
  return `${format.format(count)} ${count === 1 ? one : other}`;
}

const words = {
  de: {
    views: ['Seitenaufruf', 'Seitenaufrufe'],
    enquiries: ['Anfrage', 'Anfragen'],
    bookings: ['Buchung', 'Buchungen'],
    pageViews: ['Aufruf', 'Aufrufe'],
    leads: ['Anfrage oder Buchung', 'Anfragen und Buchungen'],
  },
  en: {
    views: ['page view', 'page views'],
    enquiries: ['enquiry', 'enquiries'],
    bookings: ['booking', 'bookings'],
    pageViews: ['view', 'views'],
    leads: ['enquiry or booking', 'enquiries and bookings'],
  },
} as const;

/** The mail's subject and plain text, in the account's language. */
export function summaryText(
  figures: SummaryFigures,
  locale: Locale,
  backofficeUrl: string,
): { readonly subject: string; readonly body: string } {
  const de = locale === 'de';
  const number = new Intl.NumberFormat(de ? 'de-DE' : 'en-GB');
  const percent = new Intl.NumberFormat(de ? 'de-DE' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  const noun = words[locale];
  const count = (value: number, which: keyof typeof noun) => counted(number, value, noun[which]);
  /** "Seitenaufrufe: 1.234 (Vorwoche: 1.000, +23 %)": the change where the week before had any. */
  const line = (label: string, figure: keyof Figures) => {
    const before = figures.weekBefore[figure];
    const change = changeOf(figures.week[figure], before);
    const compared = `${de ? 'Vorwoche' : 'week before'}: ${number.format(before)}`;
    return `${label}: ${number.format(figures.week[figure])} (${compared}${change === undefined ? '' : `, ${percent.format(change)}`})`;
  };
  const none = de ? '– keine –' : '– none –';
  const listed = (lines: readonly string[]) => (lines.length ? lines.map((l) => `- ${l}`) : [none]);
  /** "/fleet: 3 Anfragen und Buchungen, 410 Aufrufe"; a campaign's views are not counted. */
  const brought = (rows: readonly FunnelRow[], views = true) =>
    listed(
      rows.map(
        (row) =>
          `${row.name}: ${count(row.enquiries + row.bookings, 'leads')}${views ? `, ${count(row.views ?? 0, 'pageViews')}` : ''}`,
      ),
    );
  const pages = brought(figures.pages);
  const sources = brought(figures.sources);
  const campaigns = brought(figures.campaigns, false);
  const week = [
    count(figures.week.views, 'views'),
    count(figures.week.enquiries, 'enquiries'),
    count(figures.week.bookings, 'bookings'),
  ].join(', ');
  return de
    ? {
        subject: `Ihre Woche: ${week}`,
        body: [
          'Guten Morgen,',
          '',
          'so lief die Website in der vergangenen Woche (Montag bis Sonntag):',
          '',
          line('Seitenaufrufe', 'views'),
          line('Anfragen', 'enquiries'),
          line('Buchungen', 'bookings'),
          '',
          'Einstiegsseiten, die am meisten gebracht haben (nach Buchungen, Anfragen, dann Aufrufen):',
          ...pages,
          '',
          'Verweisende Websites, die am meisten gebracht haben:',
          ...sources,
          '',
          'Kampagnen (utm_source / utm_campaign), die Anfragen oder Buchungen gebracht haben:',
          ...campaigns,
          '',
          'Ihre Gespräche in dieser Woche:',
          ...listed(figures.calls),
          '',
          `Alle Zahlen im Backoffice: ${backofficeUrl}/statistics`,
          `Diese Zusammenfassung ausschalten: ${backofficeUrl}/site#weekly-summary`,
        ].join('\n'),
      }
    : {
        subject: `Your week: ${week}`,
        body: [
          'Good morning,',
          '',
          'This is how the website did last week (Monday to Sunday):',
          '',
          line('Page views', 'views'),
          line('Enquiries', 'enquiries'),
          line('Bookings', 'bookings'),
          '',
          'Entry pages that brought the most (by bookings, enquiries, then views):',
          ...pages,
          '',
          'Referring sites that brought the most:',
          ...sources,
          '',
          'Campaigns (utm_source / utm_campaign) that brought enquiries or bookings:',
          ...campaigns,
          '',
          'Your calls this week:',
          ...listed(figures.calls),
          '',
          `All figures in the back office: ${backofficeUrl}/statistics`,
          `Switch this summary off: ${backofficeUrl}/site#weekly-summary`,
        ].join('\n'),
      };
}
