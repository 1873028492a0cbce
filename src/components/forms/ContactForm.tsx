'use client';

import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Toaster } from '@/components/ui/toast';
import { audiences, enquiryFields, enquiryLimits, type EnquiryField } from '@/lib/forms/fields';
import { hasHandover, type RoiHandover } from '@/lib/handover';
import { formatEuro, formatNumber, formatPercent } from '@/lib/locale-number';
import { submitEnquiry } from '@/next/leads/actions';
import { Field, TextField } from './Field';
import { ConsentField, FormStart, SubmitButton } from './form-parts';
import { PersonFields } from './PersonFields';
import { useLeadForm } from './use-lead-form';

const savedFields: readonly EnquiryField[] = enquiryFields.filter(
  (field) => field !== 'consent' && field !== 'keepRoi',
);

/**
 * The enquiry form: a plain POST without JavaScript (server-rendered errors, values kept); with
 * JavaScript, checks on blur, a pending state, a guard against double clicks and a draft kept in
 * this browser until the enquiry is sent.
 */
export function ContactForm({
  prefill,
  handover,
  handoverContext,
  formTime,
}: {
  /** From the page's URL (`?subject=`, `?message=`). */
  prefill: { subject: string | null; message: string | null };
  /** The ROI calculator's results, parsed from the page's URL. */
  handover: RoiHandover;
  /** The name of the calculator the results come from. */
  handoverContext?: string;
  /** The time the page was made, signed by the server. */
  formTime: string;
}) {
  const t = useTranslations('Form');
  const { state, pending, fields, formProps } = useLeadForm({
    action: submitEnquiry,
    initial: {
      status: 'editing',
      values: {
        ...(prefill.subject && { subject: prefill.subject.slice(0, enquiryLimits.subject) }),
        ...(prefill.message && { message: prefill.message.slice(0, enquiryLimits.message) }),
      },
      errors: {},
    },
    prefix: 'enquiry',
    savedFields,
    done: (current) => current.status === 'sent',
  });

  if (state.status === 'sent') {
    return (
      <div role="status" className="rounded-lg border border-brand bg-surface p-6">
        <h2 className="text-xl font-bold">{t('sentTitle')}</h2>
        <p className="mt-2 text-ink-soft">{t('sentText', { reference: state.reference ?? 0 })}</p>
      </div>
    );
  }

  const notice = state.notice ?? (Object.keys(state.errors).length ? 'invalid' : undefined);

  return (
    <>
      <form {...formProps}>
        {hasHandover(handover) && (
          <HandoverSummary handover={handover} context={handoverContext}>
            <div className="mt-3 flex items-start gap-3">
              <input
                id={fields.id('keepRoi')}
                name="keepRoi"
                type="checkbox"
                defaultChecked={fields.value('keepRoi') === 'on'}
                className="mt-1 size-5"
              />
              <label htmlFor={fields.id('keepRoi')} className="text-sm">
                {t('handoverKeep')}
              </label>
            </div>
          </HandoverSummary>
        )}
        <FormStart
          prefix="enquiry"
          notice={notice ? t(`notices.${notice}`) : undefined}
          formTime={state.formTime ?? formTime}
        >
          <input
            type="hidden"
            name="handover"
            value={new URLSearchParams(
              Object.entries(handover).map(([key, item]) => [key, String(item)]),
            ).toString()}
          />
        </FormStart>
        <PersonFields fields={fields} limits={enquiryLimits} />
        <Field fields={fields} name="audience" label={t('audience')}>
          <select {...fields.props('audience')} required defaultValue={fields.value('audience')}>
            <option value="">{t('audienceChoose')}</option>
            {audiences.map((audience) => (
              <option key={audience} value={audience}>
                {t(`audiences.${audience}`)}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          fields={fields}
          name="subject"
          label={t('subject')}
          minLength={3}
          maxLength={enquiryLimits.subject}
        />
        <TextField
          fields={fields}
          name="message"
          label={t('message')}
          rows={6}
          minLength={10}
          maxLength={enquiryLimits.message}
        />
        <ConsentField fields={fields} />
        <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
      </form>
      <Toaster />
    </>
  );
}

/** The ROI calculator's results the visitor brings along, shown above the form. */
function HandoverSummary({
  handover,
  context,
  children,
}: {
  handover: RoiHandover;
  context?: string;
  /** The consent to keep the values, a checkbox of the form. */
  children: ReactNode;
}) {
  const t = useTranslations('Form');
  const locale = useLocale();
  const facts: Array<[term: string, value: string | undefined]> = [
    [t('handoverContext'), context],
    [
      t('handoverRoi'),
      handover.roiPercentage === undefined
        ? undefined
        : formatPercent(handover.roiPercentage / 100, locale, 0),
    ],
    [
      t('handoverSavings'),
      handover.totalSavings === undefined ? undefined : formatEuro(handover.totalSavings, locale),
    ],
    [
      t('handoverFleet'),
      handover.fleetSize === undefined ? undefined : formatNumber(handover.fleetSize, locale, 0),
    ],
  ];
  return (
    <section aria-labelledby="handover-title" className="rounded-lg bg-surface p-4">
      <h3 id="handover-title" className="font-semibold">
        {t('handoverTitle')}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <dt className="text-ink-soft">{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-2 text-sm text-ink-soft">{t('handoverNote')}</p>
      {children}
    </section>
  );
}
