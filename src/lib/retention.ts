import type { Locale } from '@/i18n/locales';

/** A period: a whole number of minutes, hours, days or years. */
export interface Period {
  readonly amount: number;
  readonly unit: 'minutes' | 'hours' | 'days' | 'years';
}

/**
 * How long the site keeps what it stores. The privacy notice states these periods and the purge
 * (`purge` in src/server/stores/privacy.ts) enforces them: both read them from here.
 */
export const retention = {
  /** Enquiries and bookings, with their notes and mails: after the last contact with the person. */
  leads: { amount: 3, unit: 'years' },
  /** The ROI calculator's values sent with an enquiry (the enquiry itself stays). */
  roiValues: { amount: 1, unit: 'years' },
  /** Submissions the spam screening caught, unless the owner moved them to the inbox. */
  spam: { amount: 30, unit: 'days' },
  /**
   * The text of mails already sent, or given up as undeliverable (recipient, subject and time
   * stay with the lead).
   */
  sentMails: { amount: 30, unit: 'days' },
  /** The server's log files, kept by the hosting's log rotation. */
  serverLogs: { amount: 30, unit: 'days' },
  /**
   * The rate limit's count of form submissions per address. The rate limit prunes what its
   * window no longer counts while forms are sent and the retention worker hourly.
   */
  formAttempts: { amount: 2, unit: 'hours' },
  /**
   * Failed back-office sign-ins (the address typed and where the attempt came from). The daily
   * purge deletes what the throttle no longer counts, so no row lives longer than this.
   */
  signInFailures: { amount: 2, unit: 'days' },
  /**
   * The daily page-view counts (no personal data). Two years keep every month of the last year
   * beside the same month a year before, which is all a comparison of the statistics needs.
   */
  pageViews: { amount: 2, unit: 'years' },
  /**
   * The daily frequencies of the visitors' Core Web Vitals (no personal data). The statistics show
   * the last 90 days; a year keeps what a change of the site did to them beside the seasons before.
   */
  webVitals: { amount: 1, unit: 'years' },
  /**
   * The audit log: who changed, exported or erased what and when. Three years, the regular
   * limitation period (§ 195 BGB), within which a claim about how data was handled can be raised.
   */
  auditLog: { amount: 3, unit: 'years' },
  /**
   * The audit log's entries of failed and throttled sign-ins, which anyone can cause: kept long
   * enough to see a pattern of attacks, short enough that they cannot pile up.
   */
  failedSignInEntries: { amount: 60, unit: 'days' },
  /** The database backups the owner schedules (docs/deploy.md deletes older files). */
  backups: { amount: 30, unit: 'days' },
} as const satisfies Record<string, Period>;

/** The period as PostgreSQL's interval text, e.g. `3 years`. */
export function intervalOf(period: Period): string {
  return `${period.amount} ${period.unit}`;
}

const words: Record<Locale, readonly string[]> = {
  de: ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
};

/** A count as the notice writes it: a word up to ten (`fünf`, `five`), digits beyond. */
export function numberWord(amount: number, locale: Locale): string {
  return words[locale][amount] ?? String(amount);
}

/** Each unit once (with its article) and in the plural. */
const units: Record<Locale, Record<Period['unit'], readonly [string, string]>> = {
  de: {
    minutes: ['eine Minute', 'Minuten'],
    hours: ['eine Stunde', 'Stunden'],
    days: ['ein Tag', 'Tage'],
    years: ['ein Jahr', 'Jahre'],
  },
  en: {
    minutes: ['one minute', 'minutes'],
    hours: ['one hour', 'hours'],
    days: ['one day', 'days'],
    years: ['one year', 'years'],
  },
};

/** The period as the notice writes it: `drei Jahre`, `ein Jahr`, `eine Stunde`, `30 Tage`, `one year`. */
export function periodText(period: Period, locale: Locale): string {
  const [one, many] = units[locale][period.unit];
  return period.amount === 1 ? one : `${numberWord(period.amount, locale)} ${many}`;
}
