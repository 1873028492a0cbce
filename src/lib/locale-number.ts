import { formatterFor } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';

/**
 * Numbers as visitors type and read them: `1.234,5` in German, `1,234.5` in English. Parsing is
 * forgiving where the meaning is clear (spaces as grouping, a trailing € or %, the other
 * language's decimal mark when it cannot be a thousands separator) and strict where it is not.
 */

const separators: Record<Locale, { decimal: string; group: string }> = {
  de: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};

const grouped = (mark: string) => new RegExp(`^\\d{1,3}(?:\\${mark}\\d{3})+$`);

/** The number in `raw`, or `null` when it is empty or not a number. */
export function parseLocaleNumber(raw: string, locale: Locale): number | null {
  const { decimal, group } = separators[locale];
  let text = raw
    .trim()
    .replace(/^€\s*|\s*(?:€|EUR|%)$/iu, '')
    .replace(/[\s\u00a0\u202f']/gu, '');
  let sign = '';
  if (/^[-−]/u.test(text)) {
    sign = '-';
    text = text.slice(1);
  }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;

  const [whole = '', fraction, ...rest] = text.split(decimal);
  if (rest.length > 0) return null;
  let integerPart = whole;
  let fractionPart = fraction;
  if (whole.includes(group)) {
    if (grouped(group).test(whole)) {
      integerPart = whole.split(group).join('');
    } else if (fraction === undefined && whole.split(group).length === 2) {
      // The other language's decimal mark, e.g. `2.5` typed on the German page.
      [integerPart = '', fractionPart] = whole.split(group);
    } else {
      return null;
    }
  }
  if (integerPart === '' && (fractionPart ?? '') === '') return null;
  if (fractionPart === '') fractionPart = undefined; // `12,` while typing `12,5`
  if (fractionPart !== undefined && !/^\d+$/.test(fractionPart)) return null;
  const value = Number(`${sign}${integerPart || '0'}${fractionPart ? `.${fractionPart}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

/** A value written back into an input or a URL: no grouping, the locale's decimal mark. */
export function formatForInput(value: number, locale: Locale, decimals: number): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return String(rounded).replace('.', separators[locale].decimal);
}

/** Euros, whole by default: `1.234 €` in German, `€1,234` in English. */
export function formatEuro(
  value: number,
  locale: Locale,
  maximumFractionDigits = 0,
  minimumFractionDigits = 0,
): string {
  return formatterFor(locale).number(
    maximumFractionDigits === 0 ? Math.round(value) || 0 : value,
    'euro',
    { minimumFractionDigits, maximumFractionDigits },
  );
}

/** A share given as a fraction (0.25) shown as a percentage (`25 %` / `25%`). */
export function formatPercent(fraction: number, locale: Locale, maximumFractionDigits = 1): string {
  return formatterFor(locale).number(fraction, 'percent', { maximumFractionDigits });
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return formatterFor(locale).number(value, { maximumFractionDigits });
}
