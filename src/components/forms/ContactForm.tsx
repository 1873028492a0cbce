'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useRef } from 'react';
import { Toaster } from '@/components/ui/toast';
import { audiences, enquiryLimits, type EnquiryField } from '@/lib/forms/fields';
import { hasHandover, type RoiHandover } from '@/lib/handover';
import { formatEuro, formatNumber, formatPercent } from '@/lib/locale-number';
import { submitEnquiry, type EnquiryState } from '@/server/leads/actions';
import {
  ConsentField,
  FormNotice,
  Honeypot,
  PersonFields,
  StartedAt,
  SubmitButton,
  useLeadFields,
} from './form-parts';

const savedFields: EnquiryField[] = [
  'name',
  'email',
  'company',
  'phone',
  'audience',
  'subject',
  'message',
];

/**
 * The enquiry form: a plain POST without JavaScript (server-rendered errors, values kept); with
 * JavaScript, checks on blur, a pending state, a guard against double clicks and a draft kept in
 * this browser until the enquiry is sent.
 */
export function ContactForm({
  privacyHref,
  prefill,
  handover,
  handoverContext,
}: {
  privacyHref: string;
  /** From the page's URL (`?subject=`, `?message=`). */
  prefill: { subject: string | null; message: string | null };
  /** The ROI calculator's results, parsed from the page's URL. */
  handover: RoiHandover;
  /** The name of the calculator the results come from. */
  handoverContext?: string;
}) {
  const t = useTranslations('Form');
  const locale = useLocale();
  const [state, formAction, pending] = useActionState<EnquiryState, FormData>(submitEnquiry, {
    status: 'editing',
    values: {
      ...(prefill.subject && { subject: prefill.subject.slice(0, enquiryLimits.subject) }),
      ...(prefill.message && { message: prefill.message.slice(0, enquiryLimits.message) }),
    },
    errors: {},
  });
  const form = useRef<HTMLFormElement>(null);
  const fields = useLeadFields<EnquiryField>({
    form,
    prefix: 'enquiry',
    serverErrors: state.errors,
    draftKey: 'enquiry_draft',
    savedFields,
    done: state.status === 'sent',
  });
  const { props, label, error } = fields;

  if (state.status === 'sent') {
    return (
      <div role="status" className="rounded-lg border border-brand bg-surface p-6">
        <h2 className="text-xl font-bold">{t('sentTitle')}</h2>
        <p className="mt-2 text-ink-soft">{t('sentText', { reference: state.reference ?? 0 })}</p>
      </div>
    );
  }

  const value = (name: EnquiryField) => state.values[name] ?? '';
  const notice = state.notice ?? (Object.keys(state.errors).length ? 'invalid' : undefined);

  return (
    <>
      <form
        ref={form}
        action={formAction}
        onSubmit={fields.guard}
        className="space-y-5"
        aria-describedby="enquiry-notice"
      >
        {hasHandover(handover) && (
          <section aria-labelledby="handover-title" className="rounded-lg bg-surface p-4">
            <h3 id="handover-title" className="font-semibold">
              {t('handoverTitle')}
            </h3>
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
              {handoverContext && (
                <div>
                  <dt className="text-ink-soft">{t('handoverContext')}</dt>
                  <dd className="font-semibold">{handoverContext}</dd>
                </div>
              )}
              {handover.roiPercentage !== undefined && (
                <div>
                  <dt className="text-ink-soft">{t('handoverRoi')}</dt>
                  <dd className="font-semibold">
                    {formatPercent(handover.roiPercentage / 100, locale, 0)}
                  </dd>
                </div>
              )}
              {handover.totalSavings !== undefined && (
                <div>
                  <dt className="text-ink-soft">{t('handoverSavings')}</dt>
                  <dd className="font-semibold">{formatEuro(handover.totalSavings, locale)}</dd>
                </div>
              )}
              {handover.fleetSize !== undefined && (
                <div>
                  <dt className="text-ink-soft">{t('handoverFleet')}</dt>
                  <dd className="font-semibold">{formatNumber(handover.fleetSize, locale, 0)}</dd>
                </div>
              )}
            </dl>
            <p className="mt-2 text-sm text-ink-soft">{t('handoverNote')}</p>
          </section>
        )}
        <FormNotice id="enquiry-notice" text={notice ? t(`notices.${notice}`) : undefined} />
        <input type="hidden" name="locale" value={locale} />
        <StartedAt />
        <input
          type="hidden"
          name="handover"
          value={new URLSearchParams(
            Object.entries(handover).map(([key, item]) => [key, String(item)]),
          ).toString()}
        />
        <Honeypot id="enquiry-website" />
        <PersonFields fields={fields} limits={enquiryLimits} value={value} />
        <div>
          {label('audience', t('audience'))}
          <select {...props('audience')} required defaultValue={value('audience')}>
            <option value="">{t('audienceChoose')}</option>
            {audiences.map((audience) => (
              <option key={audience} value={audience}>
                {t(`audiences.${audience}`)}
              </option>
            ))}
          </select>
          {error('audience')}
        </div>
        <div>
          {label('subject', t('subject'))}
          <input
            {...props('subject')}
            type="text"
            required
            minLength={3}
            maxLength={enquiryLimits.subject}
            defaultValue={value('subject')}
          />
          {error('subject')}
        </div>
        <div>
          {label('message', t('message'))}
          <textarea
            {...props('message')}
            required
            minLength={10}
            maxLength={enquiryLimits.message}
            rows={6}
            defaultValue={value('message')}
          />
          {error('message')}
        </div>
        <ConsentField
          prefix="enquiry"
          privacyHref={privacyHref}
          checked={value('consent') === 'on'}
          error={fields.errors.consent}
          onBlur={fields.check}
        />
        <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
      </form>
      <Toaster />
    </>
  );
}
