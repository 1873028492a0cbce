import { createTranslator } from 'next-intl';
import de from '@messages/de.json';
import en from '@messages/en.json';
import type { Locale } from '@/i18n/locales';

const messages = { de, en } as const;

/**
 * The site's texts of one namespace in one language, for what the server writes outside a page
 * (a calendar file, a feed): the same messages the pages show, read without a request.
 */
export function textsOf<Namespace extends 'Booking' | 'Backoffice.feed'>(
  locale: Locale,
  namespace: Namespace,
) {
  return createTranslator({ locale, messages: messages[locale], namespace });
}
