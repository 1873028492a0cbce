'use client';

import { useTranslations } from 'next-intl';
import type { LeadKind } from '@/lib/leads';
import { addNote, type NoteState } from '@/next/backoffice/lead-actions';
import { buttonClass, describedBy, inputClass, LabelledField } from './parts';
import { usePageActionState } from '@/components/forms/use-page-action';

/** Adds an internal note; the text stays when the server refuses it. */
export function NoteForm({ kind, id }: { kind: LeadKind; id: number }) {
  const t = useTranslations('Backoffice.lead');
  const [state, action, pending] = usePageActionState<NoteState, FormData>(addNote, {});
  const error = state.error && t(state.error);
  return (
    <form action={action} className="space-y-3">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <LabelledField id="note" label={t('note')} error={error}>
        <textarea
          // A new key after a saved note empties the field.
          key={state.saved ?? 'note'}
          id="note"
          name="note"
          rows={3}
          required
          maxLength={5000}
          defaultValue={state.body}
          className={inputClass}
          {...describedBy('note', false, error)}
        />
      </LabelledField>
      <button type="submit" disabled={pending} className={buttonClass}>
        {t('addNote')}
      </button>
    </form>
  );
}
