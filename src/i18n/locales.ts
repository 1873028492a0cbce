/** The site's languages: German by default, English under `/en`. */
export const locales = ['de', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';

/** A value in each language. */
export type Localized<T> = Readonly<Record<Locale, T>>;

export function isLocale(value: string | undefined): value is Locale {
  return locales.some((locale) => locale === value);
}

/** Each language as a BCP-47 tag, for `Intl`, `inLanguage` and feeds (British English). */
const intlLocales: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' };

export function intlLocale(locale: Locale): string {
  return intlLocales[locale];
}
