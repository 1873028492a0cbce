'use client';

import { useTranslations } from 'next-intl';
import { ROOM, type PlaceField } from '@/lib/call-place';
import { savePlace } from '@/next/backoffice/availability-actions';
import { usePageActionState } from '@/components/forms/use-page-action';
import { buttonClass, describedBy, inputClass, LabelledField } from './parts';

/**
 * Where calls booked from now on happen: a phone call, a fixed video link or a new room per
 * booking. Both addresses stay in the form, so it works without JavaScript; the kind chosen says
 * which applies.
 */
export function PlaceForm({ values: current }: { values: Readonly<Record<string, string>> }) {
  const t = useTranslations('Backoffice.place');
  const [state, action, pending] = usePageActionState(savePlace, {});
  const values = state.values ?? current;
  const error = (name: PlaceField) => {
    const key = state.errors?.[name];
    return key && t(`errors.${key}`, { room: ROOM });
  };
  return (
    <form action={action} className="space-y-3" noValidate>
      <div role="status" className="empty:hidden">
        {state.saved && <p className="font-semibold text-brand">{t('saved')}</p>}
      </div>
      <fieldset aria-describedby={error('kind') ? 'place-kind-error' : undefined}>
        <legend className="text-sm font-semibold">{t('kind')}</legend>
        <div className="mt-1 space-y-1">
          {(['phone', 'link', 'room'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="kind" value={kind} defaultChecked={values.kind === kind} />
              {t(kind)}
            </label>
          ))}
        </div>
        {error('kind') && (
          <p id="place-kind-error" className="mt-1 text-sm text-red-800">
            {error('kind')}
          </p>
        )}
      </fieldset>
      <LabelledField id="place-url" label={t('url')} hint={t('urlHint')} error={error('url')}>
        <input
          id="place-url"
          name="url"
          type="url"
          maxLength={300}
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.url}
          className={inputClass}
          {...describedBy('place-url', true, error('url'))}
        />
      </LabelledField>
      <LabelledField
        id="place-pattern"
        label={t('pattern')}
        hint={t('patternHint', { room: ROOM })}
        error={error('pattern')}
      >
        <input
          id="place-pattern"
          name="pattern"
          maxLength={300}
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.pattern}
          className={inputClass}
          {...describedBy('place-pattern', true, error('pattern'))}
        />
      </LabelledField>
      <button type="submit" disabled={pending} className={buttonClass}>
        {t('save')}
      </button>
    </form>
  );
}
