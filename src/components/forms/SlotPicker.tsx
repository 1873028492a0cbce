'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { formatterFor } from '@/i18n/format';
import type { IsoDate } from '@/lib/calendar';
import { calendarDays, type SlotOption } from '@/lib/slot-labels';
import { company } from '@/site/company';
import { FieldError } from './Field';
import type { LeadFields } from './use-lead-form';

const noSubscription = () => () => undefined;

/** The visitor's time zone when it is not the office's; `undefined` while rendering on the server. */
function useVisitorZone(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => {
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      return zone && zone !== company.booking.timeZone ? zone : undefined;
    },
    () => undefined,
  );
}

/**
 * The free slots: a month-style grid of the days that have free times (a radio group), then the
 * chosen day's times as radio buttons, in the office's time zone and, where the visitor's browser
 * is in another, in theirs too. Without JavaScript the grid is hidden and every day's times are
 * listed, each day a group of its own, so the form works the same.
 */
export function SlotPicker<F extends string>({
  fields,
  slots,
}: {
  fields: LeadFields<F | 'slot'>;
  slots: readonly SlotOption[];
}) {
  const t = useTranslations('Booking');
  const locale = useLocale();
  const format = formatterFor(locale);
  const zone = useVisitorZone();
  const chosen = fields.value('slot');
  const dates = [...new Set(slots.map((slot) => slot.date))];
  const [day, setDay] = useState<IsoDate | undefined>(
    slots.find((slot) => slot.start === chosen)?.date ?? dates[0],
  );
  const id = fields.id('slot');
  const error = fields.errors.slot;
  const labelOf = (date: IsoDate) => slots.find((slot) => slot.date === date)?.day ?? date;
  // Monday to Sunday: 1 January 2024 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, index) =>
    format.dateTime(new Date(Date.UTC(2024, 0, 1 + index, 12)), 'weekdayShort'),
  );
  const monthOf = (date: IsoDate | undefined) =>
    date ? format.dateTime(new Date(`${date}T12:00:00Z`), 'month') : '';
  const months = [...new Set([monthOf(dates[0]), monthOf(dates.at(-1))])].join(' – ');
  const localTime = (slot: SlotOption) =>
    zone &&
    `${format.dateTime(new Date(slot.start), 'clock', { timeZone: zone })}–${format.dateTime(
      new Date(slot.end),
      'clock',
      { timeZone: zone },
    )}`;

  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="block text-sm font-semibold">{t('slot')}</legend>
      {zone && <p className="mt-1 text-sm text-ink-soft">{t('zoneNote', { zone })}</p>}
      <fieldset data-js-only className="mt-3">
        <legend className="text-sm text-ink-soft">
          <span className="sr-only">{t('pickDay')}: </span>
          {months}
        </legend>
        <div className="grid max-w-sm grid-cols-7 gap-1 text-center text-sm">
          {weekdays.map((weekday) => (
            <span key={weekday} aria-hidden="true" className="py-1 text-xs text-ink-soft">
              {weekday}
            </span>
          ))}
          {calendarDays(dates).map((date) =>
            dates.includes(date) ? (
              <label key={date} className="relative flex h-10 items-center justify-center">
                <input
                  type="radio"
                  name="slotDay"
                  value={date}
                  checked={date === day}
                  onChange={() => setDay(date)}
                  className="peer absolute inset-0 cursor-pointer appearance-none rounded-md border border-brand checked:bg-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none relative font-semibold text-brand-strong peer-checked:text-white"
                >
                  {Number(date.slice(8))}
                </span>
                <span className="sr-only">{labelOf(date)}</span>
              </label>
            ) : (
              <span
                key={date}
                aria-hidden="true"
                className="flex h-10 items-center justify-center text-ink-soft"
              >
                {Number(date.slice(8))}
              </span>
            ),
          )}
        </div>
      </fieldset>
      <div className="mt-4 space-y-4">
        {dates.map((date) => (
          <fieldset key={date} data-day-times data-chosen={date === day ? '' : undefined}>
            <legend className="text-sm font-semibold">{labelOf(date)}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {slots
                .filter((slot) => slot.date === date)
                .map((slot) => (
                  <label
                    key={slot.start}
                    className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-line px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
                  >
                    <input
                      type="radio"
                      name="slot"
                      value={slot.start}
                      defaultChecked={slot.start === chosen}
                      className="accent-brand"
                    />
                    <span>{slot.time}</span>
                    {zone && (
                      <span className="text-ink-soft">
                        · {localTime(slot)} {t('yourTime')}
                      </span>
                    )}
                  </label>
                ))}
            </div>
          </fieldset>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
