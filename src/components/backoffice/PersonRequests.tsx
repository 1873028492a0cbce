'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { personRequest, type PersonState } from '@/next/backoffice/privacy-actions';
import { buttonClass, describedBy, inputClass, LabelledField, quietButtonClass } from './parts';
import { usePageActionState } from '@/components/forms/use-page-action';

/**
 * Requests about one person by e-mail address: what is stored (with the export as JSON or CSV)
 * and its erasure, which asks for the address a second time. Works without JavaScript.
 */
export function PersonRequests() {
  const t = useTranslations('Backoffice.privacy');
  const format = useFormatter();
  const [state, action, pending] = usePageActionState<PersonState, FormData>(personRequest, {});
  const { found, erased } = state;
  const emailError = state.error === 'invalidEmail' ? t('invalidEmail') : undefined;
  const confirmError = state.error === 'confirmMismatch' ? t('confirmMismatch') : undefined;
  return (
    <div className="space-y-6">
      <form action={action} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="find" />
        <div className="min-w-64 flex-1">
          <LabelledField id="person-email" label={t('email')} error={emailError}>
            <input
              id="person-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              defaultValue={state.email}
              key={`find-${state.email ?? ''}`}
              className={inputClass}
              {...describedBy('person-email', false, emailError)}
            />
          </LabelledField>
        </div>
        <button type="submit" disabled={pending} className={buttonClass}>
          {t('find')}
        </button>
      </form>

      <div role="status">
        {erased && (
          <p className="rounded-md border border-line bg-surface p-3">{t('erased', erased)}</p>
        )}
        {found && (
          <p>
            {t('found', {
              email: found.email,
              leads: found.leads.length,
              notes: found.notes,
              mails: found.mails,
            })}
          </p>
        )}
      </div>

      {found && found.leads.length > 0 && (
        <>
          <ul className="list-disc space-y-1 pl-6">
            {found.leads.map((lead) => (
              <li key={`${lead.kind}-${lead.id}`}>
                <a href={`/backoffice/leads/${lead.kind}/${lead.id}`} className="underline">
                  {t(lead.kind)} #{lead.id}
                </a>{' '}
                · {format.dateTime(new Date(lead.createdAt), 'stamp')}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            {(['json', 'csv'] as const).map((kind) => (
              <form key={kind} method="post" action="/backoffice/privacy/export">
                <input type="hidden" name="email" value={found.email} />
                <input type="hidden" name="format" value={kind} />
                <button type="submit" className={quietButtonClass}>
                  {t(kind === 'json' ? 'downloadJson' : 'downloadCsv')}
                </button>
              </form>
            ))}
          </div>
          <form
            action={action}
            className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-4"
            aria-labelledby="erase-heading"
          >
            <h3 id="erase-heading" className="font-semibold text-red-900">
              {t('eraseTitle')}
            </h3>
            <p>{t('eraseText')}</p>
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="email" value={found.email} />
            <LabelledField id="person-confirm" label={t('confirm')} error={confirmError}>
              <input
                id="person-confirm"
                name="confirm"
                type="email"
                required
                autoComplete="off"
                defaultValue={state.confirm}
                key={`confirm-${state.confirm ?? ''}`}
                className={inputClass}
                {...describedBy('person-confirm', false, confirmError)}
              />
            </LabelledField>
            <button type="submit" disabled={pending} className={buttonClass}>
              {t('erase')}
            </button>
          </form>
        </>
      )}
    </div>
  );
}
