'use client';

import { useTranslations } from 'next-intl';
import { availabilityBounds, type AvailabilityField } from '@/lib/forms/availability';
import { WEEKDAYS } from '@/lib/slots';
import { saveAvailability } from '@/next/backoffice/availability-actions';
import { usePageActionState } from '@/components/forms/use-page-action';
import { buttonClass, describedBy, FormAlert, inputClass, LabelledField } from './parts';

const RANGES: Partial<Record<AvailabilityField, readonly [number, number]>> = {
  slotMinutes: availabilityBounds.slotMinutes,
  bufferBefore: availabilityBounds.bufferMinutes,
  bufferAfter: availabilityBounds.bufferMinutes,
  minNotice: availabilityBounds.minNoticeHours,
  horizon: availabilityBounds.horizonDays,
  maxPerDay: availabilityBounds.maxPerDay,
  firstReminder: availabilityBounds.reminderHours,
  secondReminder: availabilityBounds.reminderHours,
};

const NUMBERS = [
  ['slotMinutes', undefined],
  ['bufferBefore', 'bufferHint'],
  ['bufferAfter', 'bufferHint'],
  ['minNotice', 'minNoticeHint'],
  ['horizon', undefined],
  ['maxPerDay', 'maxPerDayHint'],
  ['firstReminder', 'reminderHint'],
  ['secondReminder', 'reminderHint'],
] as const;

/** Fields that may stay empty: no limit, no reminder. */
const OPTIONAL: readonly AvailabilityField[] = ['maxPerDay', 'firstReminder', 'secondReminder'];

/** The weekly hours and the rules of the free call; errors stand next to their fields. */
export function AvailabilityForm({
  values,
}: {
  values: Readonly<Record<AvailabilityField, string>>;
}) {
  const t = useTranslations('Backoffice.availability');
  const [state, action, pending] = usePageActionState(saveAvailability, {});
  const shown = state.values ?? values;
  const error = (field: AvailabilityField) => {
    const key = state.errors?.[field];
    const range = RANGES[field];
    return key && t(`errors.${key}`, { range: range ? `${range[0]}–${range[1]}` : '' });
  };
  return (
    <div className="space-y-6">
      {/* Outside the form, which is made anew when the saved values come back normalised. */}
      <FormAlert message={state.errors && t('errorsAbove')} />
      <div role="status" className="empty:hidden">
        {state.saved && <p className="font-semibold text-brand">{t('saved')}</p>}
      </div>
      <form action={action} key={JSON.stringify(values)} className="space-y-6" noValidate>
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold">{t('hours')}</legend>
          <p id="hours-hint" className="text-sm text-ink-soft">
            {t('hoursHint')}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {WEEKDAYS.map((day) => {
              const field = `day${day}` as const;
              const message = error(field);
              return (
                <LabelledField key={day} id={field} label={t(`days.${day}`)} error={message}>
                  <input
                    id={field}
                    name={field}
                    defaultValue={shown[field]}
                    maxLength={200}
                    inputMode="text"
                    autoComplete="off"
                    className={inputClass}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={['hours-hint', message && `${field}-error`]
                      .filter(Boolean)
                      .join(' ')}
                  />
                </LabelledField>
              );
            })}
          </div>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold">{t('rules')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {NUMBERS.map(([field, hint]) => {
              const message = error(field);
              const [min, max] = RANGES[field] ?? [0, 0];
              return (
                <LabelledField
                  key={field}
                  id={field}
                  label={t(field)}
                  hint={hint && t(hint)}
                  error={message}
                >
                  <input
                    id={field}
                    name={field}
                    type="number"
                    min={min}
                    max={max}
                    step={1}
                    required={!OPTIONAL.includes(field)}
                    defaultValue={shown[field]}
                    className={inputClass}
                    {...describedBy(field, !!hint, message)}
                  />
                </LabelledField>
              );
            })}
          </div>
        </fieldset>
        <button type="submit" disabled={pending} className={buttonClass}>
          {t('save')}
        </button>
      </form>
    </div>
  );
}
