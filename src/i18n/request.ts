import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { company } from '@/site/company';
import { formats } from './format';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // Dates and times the site shows are the office's, whatever the server's own zone.
    timeZone: company.booking.timeZone,
    formats,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
