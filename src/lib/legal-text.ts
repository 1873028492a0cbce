import type { Locale } from '@/i18n/locales';
import { statusText } from '@/site/regulatory-status';
import { company } from '@/site/company';
import { calendarLimits } from '@/site/timing';
import { formatEuro } from './locale-number';
import { MAX_CAMPAIGN_LENGTH } from './visit-source';
import { REFERRERS_PER_DAY } from './page-views';
import { periodText, retention } from './retention';

/**
 * Fills the placeholders of the content files and legal texts: the company's facts from the
 * company module ({brand}, {legalName}, {founder}, {founderRole}, {city}, {company}, {address},
 * {email}, {phone}, {managingDirector}), the storage periods from the retention module that the purge
 * enforces, how many referring sites a day's statistics name, how long a lead's campaign may be,
 * and what one visitor can hold of
 * the calendar.
 */
export function companyFactsFiller(locale: Locale): (text: string) => string {
  const address = `${company.address.street}, ${company.address.postalCode} ${company.address.city}, ${company.address.country[locale]}`;
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
    referrersPerDay: String(REFERRERS_PER_DAY),
    campaignLength: String(MAX_CAMPAIGN_LENGTH),
    bookingsPerPerson: String(calendarLimits.upcomingPerPerson),
    movesPerBooking: String(calendarLimits.movesPerBooking),
    backupPeriod: periodText(retention.backups, locale),
    foundingYear: String(company.foundingYear),
    regulatoryStatus: statusText(locale).summary,
    firstCallMinutes: String(company.pricing.firstCallMinutes),
    sparringFee: formatEuro(company.pricing.sparring, locale),
    strategyFee: formatEuro(company.pricing.strategyFrom, locale),
    dayRate: formatEuro(company.pricing.dayRate, locale),
  };
  return (text) =>
    text.replace(/\{(\w+)\}/g, (placeholder, name: string) => facts[name] ?? placeholder);
}

/** One text's placeholders filled (`companyFactsFiller` for many). */
export function fillCompanyFacts(text: string, locale: Locale): string {
  return companyFactsFiller(locale)(text);
}

/** The list item that stands for one item per processor the company names. */
export const PROCESSORS_ITEM = '{processors}';

/** The processors as the privacy notice lists them, one item each. */
export function processorItems(locale: Locale): string[] {
  return company.processors.map(
    (processor) => `${processor.name}, ${processor.address}: ${processor.purpose[locale]}`,
  );
}
