import { intlLocale, type Locale } from '@/i18n/locales';
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
  const day = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, dateStyle: 'full' }).format(
    new Date(slot.start),
  );
  const clock = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  });
  const range = `${clock.format(new Date(slot.start))}–${clock.format(new Date(slot.end))}`;
  return { start: slot.start, day, time: locale === 'de' ? `${range} Uhr` : range };
}
