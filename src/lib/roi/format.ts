import type { Locale } from '@/i18n/locales';
import { formatEuro, formatNumber, formatPercent } from '@/lib/locale-number';
import type { FieldSpec } from './fields';
import type { Factor } from './model';

/** A value with its unit for reading; `percent` values are fractions here (0.6 = 60 %). */
export function formatQuantity(
  value: number,
  unit: Factor['unit'],
  locale: Locale,
  hoursLabel: string,
): string {
  switch (unit) {
    case 'euro':
      return Number.isInteger(value) ? formatEuro(value, locale) : formatEuro(value, locale, 2, 2);
    case 'percent':
      return formatPercent(value, locale, 2);
    case 'hours':
      return `${formatNumber(value, locale, 1)} ${hoursLabel}`;
    default:
      return formatNumber(value, locale, 0);
  }
}

/** A field's value (percent fields hold percentages) for reading. */
export function formatFieldValue(
  value: number,
  spec: FieldSpec,
  locale: Locale,
  hoursLabel: string,
): string {
  return formatQuantity(
    spec.unit === 'percent' ? value / 100 : value,
    spec.unit,
    locale,
    hoursLabel,
  );
}
