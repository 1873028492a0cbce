import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales, type Localized } from '@/i18n/locales';
import { internalPath, routeKeys, routes } from '@/site/routes';

const pathnames: Record<string, Localized<string>> = Object.fromEntries(
  routeKeys.map((key) => [internalPath(key), routes[key].paths]),
);

/**
 * The path alone decides the language: German without a prefix, English under `/en`. Each page's
 * internal path maps to its public path per language, as the route registry says
 * (src/site/routes.ts). An article's path is the same inside the app and in public
 * (`/blog/<slug in that language>`), so it needs no entry.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
  pathnames,
});
