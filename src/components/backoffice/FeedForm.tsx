'use client';

import { useTranslations } from 'next-intl';
import { changeFeed } from '@/next/backoffice/availability-actions';
import { usePageActionState } from '@/components/forms/use-page-action';
import { buttonClass, inputClass, quietButtonClass } from './parts';

/**
 * The owner's subscription to the bookings: made, replaced or ended here; a new address is shown
 * once, as only its hash is kept.
 */
export function FeedForm({ active }: { active: boolean }) {
  const t = useTranslations('Backoffice.feed');
  const [state, action, pending] = usePageActionState(changeFeed, {});
  const webcal = state.address?.replace(/^https?:/, 'webcal:');
  return (
    <div className="space-y-3">
      <div role="status" className="space-y-2 empty:hidden">
        {state.address && (
          <>
            <p>{t('created')}</p>
            <label htmlFor="feed-address" className="sr-only">
              {t('address')}
            </label>
            <input
              id="feed-address"
              readOnly
              value={state.address}
              className={inputClass}
              onFocus={(event) => event.currentTarget.select()}
            />
            <a href={webcal} className="text-brand underline underline-offset-4">
              {t('open')}
            </a>
          </>
        )}
        {state.revoked && <p>{t('revoked')}</p>}
      </div>
      {!state.address && <p>{t(active ? 'active' : 'none')}</p>}
      <form action={action} className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="issue"
          disabled={pending}
          className={buttonClass}
        >
          {t(active || state.address ? 'replace' : 'create')}
        </button>
        {(active || state.address) && (
          <button
            type="submit"
            name="intent"
            value="revoke"
            disabled={pending}
            className={quietButtonClass}
          >
            {t('revoke')}
          </button>
        )}
      </form>
    </div>
  );
}
