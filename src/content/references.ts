import type { Locale } from '@/i18n/locales';
import { statusText } from '@/site/regulatory-status';
import { company } from '@/site/company';
import { calendarLimits, formTiming } from '@/site/timing';
import { formatEuro } from '@/lib/locale-number';
import { MAX_CAMPAIGN_LENGTH } from '@/lib/visit-source';
import { REFERRERS_PER_DAY } from '@/lib/page-views';
import { DESKTOP_MIN_WIDTH } from '@/lib/vitals-beacon';
import { FEED_FIELDS } from '@/lib/ics';
import { numberWord, periodText, retention } from '@/lib/retention';
import { figures } from '@/content/figures';
import { publishedReferences } from '@site/core/published';

/** Marks where a figure's marker goes in a text filled with `{ marked: true }`: `\uE000ID\uE001`. */
export const FIGURE_MARK = /\uE000(\w+)\uE001/g;

/** The text without its figure markers. */
export const unmarked = (text: string): string => text.replace(FIGURE_MARK, '');

/** A reference to a figure's value: `{figure:ID}` or `{figure:ID.PART}`. */
export const FIGURE_REFERENCE = /\{figure:(\w+)(?:\.(\w+))?\}/g;

/** A figure reference with the word that follows it, if any. */
const REFERENCE_AND_UNIT = new RegExp(`${FIGURE_REFERENCE.source}([ \\u00a0]\\p{L}+)?`, 'gu');

const seedKinds = new Map(figures.map((figure) => [figure.id, figure]));

/** A figure's value as published (else as the repository defines it), or `undefined`. */
export function figureValue(id: string, part: string, locale: Locale): string | undefined {
  return (
    publishedReferences.figures.get(id)?.[locale][part] ?? seedKinds.get(id)?.values[locale][part]
  );
}

/** The settings the copy refers to: the back office's, else the company module's defaults. */
export function referencedSettings() {
  const { slotMinutes, reminders } = company.booking.availability;
  return (
    publishedReferences.settings ?? {
      callMinutes: slotMinutes,
      reminderHours: [reminders.first, reminders.second] as const,
    }
  );
}

/**
 * Fills the references of the content files and legal texts with the current published values:
 * the company's facts from the company module ({brand}, {legalName}, {founder}, {founderRole},
 * {city}, {company}, {address}, {email}, {phone}, {managingDirector}), the settings ({callMinutes},
 * {reminderCount}, {reminderTimes}), the figures ({figure:ID}, {figure:ID.PART}), the storage
 * periods from the retention module that the purge enforces, how many referring sites a day's
 * statistics name, how long a lead's campaign may be, the forms' limits, and what one visitor can
 * hold of the calendar. `marked` puts a figure's marker after its main value (`FIGURE_MARK`), for the texts
 * that show it (`<Prose>`).
 */
export function referenceFiller(
  locale: Locale,
  { marked = false }: { marked?: boolean } = {},
): (text: string) => string {
  const address = `${company.address.street}, ${company.address.postalCode} ${company.address.city}, ${company.address.country[locale]}`;
  const settings = referencedSettings();
  const reminderHours = settings.reminderHours.filter((hours) => hours !== null);
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const facts: Record<string, string> = {
    brand: company.brand,
    legalName: company.legalName,
    founder: company.founder.name,
    founderRole: company.founder.role[locale],
    city: company.address.cityName[locale],
    company: company.legalName,
    address,
    email: company.email,
    phone: company.phone.display,
    managingDirector: company.founder.name,
    leadsPeriod: periodText(retention.leads, locale),
    roiPeriod: periodText(retention.roiValues, locale),
    spamPeriod: periodText(retention.spam, locale),
    mailPeriod: periodText(retention.sentMails, locale),
    logPeriod: periodText(retention.serverLogs, locale),
    formAttemptsPeriod: periodText(retention.formAttempts, locale),
    signInPeriod: periodText(retention.signInFailures, locale),
    failedSignInEntriesPeriod: periodText(retention.failedSignInEntries, locale),
    auditPeriod: periodText(retention.auditLog, locale),
    pageViewsPeriod: periodText(retention.pageViews, locale),
    vitalsPeriod: periodText(retention.webVitals, locale),
    phoneWidth: String(DESKTOP_MIN_WIDTH),
    referrersPerDay: String(REFERRERS_PER_DAY),
    campaignLength: String(MAX_CAMPAIGN_LENGTH),
    bookingsPerPerson: String(calendarLimits.upcomingPerPerson),
    movesPerBooking: String(calendarLimits.movesPerBooking),
    calendarFeedFields: list(FEED_FIELDS[locale]),
    backupPeriod: periodText(retention.backups, locale),
    foundingYear: String(company.foundingYear),
    regulatoryStatus: statusText(locale).summary,
    callMinutes: String(settings.callMinutes),
    reminderCount: reminderCount(reminderHours.length, locale),
    reminderTimes: list(
      reminderHours.map((hours) => periodText({ amount: hours, unit: 'hours' }, locale)),
    ),
    formSubmissions: numberWord(formTiming.submissionsPerWindow, locale),
    formWindow: periodText({ amount: formTiming.rateWindowMs / 60_000, unit: 'minutes' }, locale),
    confirmationsPerAddress: times(formTiming.confirmationsPerRecipientPerDay, locale),
    confirmationWindow: periodText(
      { amount: formTiming.confirmationDayMs / 3_600_000, unit: 'hours' },
      locale,
    ),
    sparringFee: formatEuro(company.pricing.sparring, locale),
    strategyFee: formatEuro(company.pricing.strategyFrom, locale),
    dayRate: formatEuro(company.pricing.dayRate, locale),
  };
  // A value that ends in a digit takes the unit the text writes after it ("14 Tage"), and the
  // marker follows the unit, so that the two stay together.
  const figure = (reference: string, id: string, part = '', unit = '') => {
    const value = figureValue(id, part, locale);
    if (value === undefined) return reference;
    const kind = seedKinds.get(id)?.kind;
    if (!marked || part !== '' || kind === 'fact') return value + unit;
    return /\d$/.test(value)
      ? `${value}${unit}\uE000${id}\uE001`
      : `${value}\uE000${id}\uE001${unit}`;
  };
  return (text) =>
    text
      .replace(REFERENCE_AND_UNIT, figure)
      .replace(/\{(\w+)\}/g, (placeholder, name: string) => facts[name] ?? placeholder);
}

/** How many reminders go out: `zwei Erinnerungen`, `one reminder`, `keine Erinnerung`. */
function reminderCount(count: number, locale: Locale): string {
  if (locale === 'de')
    return count === 0
      ? 'keine Erinnerung'
      : count === 1
        ? 'eine Erinnerung'
        : `${numberWord(count, locale)} Erinnerungen`;
  return count === 0
    ? 'no reminder'
    : count === 1
      ? 'one reminder'
      : `${numberWord(count, locale)} reminders`;
}

/** How often: `dreimal`, `three times`, `once`. */
function times(count: number, locale: Locale): string {
  if (locale === 'de') return `${numberWord(count, locale)}mal`;
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${numberWord(count, locale)} times`;
}

/** One text's references filled (`referenceFiller` for many). */
export function fillReferences(text: string, locale: Locale): string {
  return referenceFiller(locale)(text);
}

/** The list item that stands for one item per processor the company names. */
export const PROCESSORS_ITEM = '{processors}';

/** The processors as the privacy notice lists them, one item each. */
export function processorItems(locale: Locale): string[] {
  return company.processors.map(
    (processor) => `${processor.name}, ${processor.address}: ${processor.purpose[locale]}`,
  );
}
