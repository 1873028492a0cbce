/**
 * The weekly summary an owner gets by mail on Monday morning (office time): when it is due, which
 * days it covers, and its text. It holds counts, page paths, host names and call times only, never
 * anything a visitor typed.
 */
import { addDays, instantOf, mondayOf, wallDateAt, type IsoDate } from './calendar';
import { changeOf, type Figures } from './statistics';
import type { Locale } from '@/i18n/locales';

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
  /** The pages that brought the most enquiries and bookings, then views (at most three). */
  readonly pages: readonly {
    readonly path: string;
    readonly leads: number;
    readonly views: number;
  }[];
  /** The referring sites with the most views (at most three). */
  readonly sources: readonly { readonly host: string; readonly views: number }[];
  /** The coming week's confirmed calls, in time order: when, as the owner reads it. */
  readonly calls: readonly string[];
}

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
  const line = (label: string, figure: keyof Figures) => {
    const now = figures.week[figure];
    const before = figures.weekBefore[figure];
    const change = changeOf(now, before);
    const compared =
      change === undefined
        ? de
          ? `Vorwoche: ${number.format(before)}`
          : `week before: ${number.format(before)}`
        : de
          ? `${percent.format(change)} gegenüber der Vorwoche (${number.format(before)})`
          : `${percent.format(change)} against the week before (${number.format(before)})`;
    return `${label}: ${number.format(now)} (${compared})`;
  };
  const none = de ? '– keine –' : '– none –';
  const listed = (lines: readonly string[]) => (lines.length ? lines.map((l) => `- ${l}`) : [none]);
  const views = number.format(figures.week.views);
  const enquiries = number.format(figures.week.enquiries);
  const bookings = number.format(figures.week.bookings);
  return de
    ? {
        subject: `Ihre Woche: ${views} Seitenaufrufe, ${enquiries} Anfragen, ${bookings} Buchungen`,
        body: [
          'Guten Morgen,',
          '',
          'so lief die Website in der vergangenen Woche (Montag bis Sonntag):',
          '',
          line('Seitenaufrufe', 'views'),
          line('Anfragen', 'enquiries'),
          line('Buchungen', 'bookings'),
          '',
          'Seiten mit den meisten Anfragen und Buchungen:',
          ...listed(
            figures.pages.map(
              (page) =>
                `${page.path}: ${number.format(page.leads)} Anfragen und Buchungen, ${number.format(page.views)} Aufrufe`,
            ),
          ),
          '',
          'Verweisende Websites mit den meisten Aufrufen:',
          ...listed(figures.sources.map((s) => `${s.host}: ${number.format(s.views)} Aufrufe`)),
          '',
          'Ihre Gespräche in dieser Woche:',
          ...listed(figures.calls),
          '',
          `Alle Zahlen im Backoffice: ${backofficeUrl}/statistics`,
          `Diese Zusammenfassung abbestellen: ${backofficeUrl}/site#weekly-summary`,
        ].join('\n'),
      }
    : {
        subject: `Your week: ${views} page views, ${enquiries} enquiries, ${bookings} bookings`,
        body: [
          'Good morning,',
          '',
          'this is how the website did last week (Monday to Sunday):',
          '',
          line('Page views', 'views'),
          line('Enquiries', 'enquiries'),
          line('Bookings', 'bookings'),
          '',
          'Pages with the most enquiries and bookings:',
          ...listed(
            figures.pages.map(
              (page) =>
                `${page.path}: ${number.format(page.leads)} enquiries and bookings, ${number.format(page.views)} views`,
            ),
          ),
          '',
          'Referring sites with the most views:',
          ...listed(figures.sources.map((s) => `${s.host}: ${number.format(s.views)} views`)),
          '',
          'Your calls this week:',
          ...listed(figures.calls),
          '',
          `All figures in the back office: ${backofficeUrl}/statistics`,
          `Stop this summary: ${backofficeUrl}/site#weekly-summary`,
        ].join('\n'),
      };
}
