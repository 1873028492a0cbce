'use client';

import { useTranslations } from 'next-intl';
import { addOwnerCalendar } from '@/next/backoffice/availability-actions';
import { usePageActionState } from '@/components/forms/use-page-action';
import { buttonClass, describedBy, FormAlert, inputClass, LabelledField } from './parts';

/** Adds one of the owner's calendars: an iCal address, or a CalDAV collection with its sign-in. */
export function CalendarForm({ max }: { max: number }) {
  const t = useTranslations('Backoffice.calendars');
  const [state, action, pending] = usePageActionState(addOwnerCalendar, {});
  const values = state.added ? {} : (state.values ?? {});
  const error = (name: 'label' | 'address') => {
    const key = state.errors?.[name];
    return key && t(`errors.${key}`);
  };
  return (
    <form action={action} key={state.added ? 'added' : 'form'} className="space-y-3" noValidate>
      <h3 className="font-semibold">{t('add')}</h3>
      <FormAlert message={state.errors?.many && t('errors.many', { max })} />
      <div role="status" className="empty:hidden">
        {state.added && <p className="font-semibold text-brand">{t('added')}</p>}
      </div>
      <LabelledField id="calendar-label" label={t('label')} error={error('label')}>
        <input
          id="calendar-label"
          name="label"
          required
          maxLength={100}
          defaultValue={values.label}
          className={inputClass}
          {...describedBy('calendar-label', false, error('label'))}
        />
      </LabelledField>
      <fieldset>
        <legend className="text-sm font-semibold">{t('kind')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(['ical', 'caldav'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={(values.kind ?? 'ical') === kind}
              />
              {t(`kinds.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <LabelledField
        id="calendar-address"
        label={t('address')}
        hint={t('addressHint')}
        error={error('address')}
      >
        <input
          id="calendar-address"
          name="address"
          type="url"
          required
          maxLength={2000}
          autoComplete="off"
          spellCheck={false}
          defaultValue={values.address}
          className={inputClass}
          {...describedBy('calendar-address', true, error('address'))}
        />
      </LabelledField>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledField id="calendar-username" label={t('username')}>
          <input
            id="calendar-username"
            name="username"
            maxLength={200}
            autoComplete="off"
            defaultValue={values.username}
            className={inputClass}
          />
        </LabelledField>
        <LabelledField id="calendar-password" label={t('password')}>
          <input
            id="calendar-password"
            name="password"
            type="password"
            maxLength={500}
            autoComplete="new-password"
            className={inputClass}
          />
        </LabelledField>
      </div>
      <button type="submit" disabled={pending} className={buttonClass}>
        {t('add')}
      </button>
    </form>
  );
}
