import { formatterFor } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import type { Slot } from '@/lib/slots';
import { company } from '@/site/company';

/** A slot as the visitor reads it, formatted on the server in the office's time zone. */
export interface SlotOption {
  readonly start: string;
  /** e.g. "Dienstag, 24. November 2026" / "Tuesday, 24 November 2026". */
  readonly day: string;
  /** e.g. "14:00–15:00 Uhr" / "14:00–15:00". */
  readonly time: string;
}

export function slotOption(slot: Pick<Slot, 'start' | 'end'>, locale: Locale): SlotOption {
  const { timeZone } = company.booking;
  const format = formatterFor(locale);
  const at = (iso: string, name: 'weekday' | 'clock') =>
    format.dateTime(new Date(iso), name, { timeZone });
  const day = at(slot.start, 'weekday');
  const range = `${at(slot.start, 'clock')}–${at(slot.end, 'clock')}`;
  return { start: slot.start, day, time: locale === 'de' ? `${range} Uhr` : range };
}
