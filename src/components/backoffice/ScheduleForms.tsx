'use client';

import { useTranslations } from 'next-intl';
import type { SlotOption } from '@/lib/slot-labels';
import {
  blockTime,
  cancelBookingByOwner,
  moveBookingByOwner,
  placeBookingByOwner,
  type ScheduleState,
} from '@/next/backoffice/schedule-actions';
import { buttonClass, describedBy, FormAlert, inputClass, LabelledField } from './parts';
import { usePageActionState } from '@/components/forms/use-page-action';

function Answer({ state }: { state: ScheduleState }) {
  const t = useTranslations('Backoffice.schedule');
  return (
    <>
      <FormAlert message={state.error && t(`errors.${state.error}`)} />
      <div role="status" className="empty:hidden">
        {state.done && <p className="font-semibold text-brand">{t(`done.${state.done}`)}</p>}
      </div>
    </>
  );
}

/** Cancels a booking; the reason goes to the visitor. */
export function CancelBookingForm({ id }: { id: number }) {
  const t = useTranslations('Backoffice.schedule');
  const [state, action, pending] = usePageActionState(cancelBookingByOwner, {});
  return (
    <form action={action} className="space-y-3">
      <Answer state={state} />
      <input type="hidden" name="id" value={id} />
      <LabelledField id="cancel-reason" label={t('reason')} hint={t('reasonHint')}>
        <textarea
          id="cancel-reason"
          name="reason"
          rows={2}
          maxLength={500}
          defaultValue={state.values?.reason}
          aria-describedby="cancel-reason-hint"
          className={inputClass}
        />
      </LabelledField>
      <button type="submit" disabled={pending} className={buttonClass}>
        {t('cancel')}
      </button>
    </form>
  );
}

/** Moves a booking to one of the free slots. */
export function MoveBookingForm({ id, slots }: { id: number; slots: readonly SlotOption[] }) {
  const t = useTranslations('Backoffice.schedule');
  const [state, action, pending] = usePageActionState(moveBookingByOwner, {});
  return (
    <form action={action} className="space-y-3">
      <Answer state={state} />
      <input type="hidden" name="id" value={id} />
      <LabelledField id="move-slot" label={t('newSlot')}>
        <select
          id="move-slot"
          name="slot"
          required
          defaultValue={state.values?.slot ?? ''}
          className={inputClass}
        >
          <option value="">{t('chooseSlot')}</option>
          {slots.map((slot) => (
            <option key={slot.start} value={slot.start}>
              {slot.day}, {slot.time}
            </option>
          ))}
        </select>
      </LabelledField>
      <button type="submit" disabled={pending} className={buttonClass}>
        {t('move')}
      </button>
    </form>
  );
}

/** Blocks a time in the office's time zone (holiday, travel). */
export function BlockTimeForm() {
  const t = useTranslations('Backoffice.schedule');
  const [state, action, pending] = usePageActionState(blockTime, {});
  const values = state.done ? {} : (state.values ?? {});
  return (
    <form action={action} key={state.done ? 'blocked' : 'form'} className="space-y-3">
      <Answer state={state} />
      <div className="grid gap-3 sm:grid-cols-4">
        {(
          [
            ['fromDate', 'date', true],
            ['fromTime', 'time', false],
            ['toDate', 'date', true],
            ['toTime', 'time', false],
          ] as const
        ).map(([name, type, required]) => (
          <LabelledField key={name} id={`block-${name}`} label={t(name)}>
            <input
              id={`block-${name}`}
              name={name}
              type={type}
              required={required}
              defaultValue={values[name]}
              className={inputClass}
            />
          </LabelledField>
        ))}
      </div>
      <LabelledField id="block-reason" label={t('blockReason')}>
        <input
          id="block-reason"
          name="reason"
          maxLength={200}
          defaultValue={values.reason}
          className={inputClass}
        />
      </LabelledField>
      <button type="submit" disabled={pending} className={buttonClass}>
        {t('block')}
      </button>
    </form>
  );
}

/**
 * Changes where one call happens: a phone call to the number given, a video link, or a new room
 * from the site's pattern (`roomPattern`, when set).
 */
export function PlaceBookingForm({
  id,
  current,
  roomPattern,
}: {
  id: number;
  current: Readonly<Record<'kind' | 'phone' | 'url', string>>;
  roomPattern: boolean;
}) {
  const t = useTranslations('Backoffice.place.booking');
  const tPlace = useTranslations('Backoffice.place');
  const [state, action, pending] = usePageActionState(placeBookingByOwner, {});
  const values = state.values ?? current;
  const error = (field: 'phone' | 'url') =>
    state.error === field ? tPlace(`errors.${field}`) : undefined;
  const kinds = ['phone', 'video', ...(roomPattern ? (['room'] as const) : [])] as const;
  return (
    <form action={action} className="space-y-3 md:col-span-2">
      <FormAlert
        message={
          state.error === 'gone'
            ? t('gone')
            : state.error === 'pattern'
              ? t('noPattern')
              : state.error === 'kind'
                ? tPlace('errors.kind')
                : undefined
        }
      />
      <div role="status" className="empty:hidden">
        {state.saved && <p className="font-semibold text-brand">{t('saved')}</p>}
      </div>
      <input type="hidden" name="id" value={id} />
      <fieldset>
        <legend className="text-sm font-semibold">{t('title')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {kinds.map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="kind" value={kind} defaultChecked={values.kind === kind} />
              {t(kind === 'room' ? 'newRoom' : kind)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledField id="place-phone" label={t('number')} error={error('phone')}>
          <input
            id="place-phone"
            name="phone"
            type="tel"
            maxLength={40}
            defaultValue={values.phone}
            className={inputClass}
            {...describedBy('place-phone', false, error('phone'))}
          />
        </LabelledField>
        <LabelledField id="place-url" label={t('video')} error={error('url')}>
          <input
            id="place-url"
            name="url"
            type="url"
            maxLength={300}
            spellCheck={false}
            defaultValue={values.url}
            className={inputClass}
            {...describedBy('place-url', false, error('url'))}
          />
        </LabelledField>
      </div>
      <button type="submit" disabled={pending} className={buttonClass}>
        {t('save')}
      </button>
    </form>
  );
}
