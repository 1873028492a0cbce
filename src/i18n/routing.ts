import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/i18n/locales';

/**
 * The path alone decides the language: German without a prefix, English under `/en`.
 * Localized slugs are resolved by the route registry (src/site/routes.ts).
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
