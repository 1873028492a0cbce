'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  useActionState,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { audiences, enquiryLimits, type EnquiryField, type FieldErrors } from '@/lib/forms/enquiry';
import { hasHandover, type RoiHandover } from '@/lib/handover';
import { formatEuro, formatNumber, formatPercent } from '@/lib/locale-number';
import { submitEnquiry, type EnquiryState } from '@/server/leads/actions';
import { Toaster } from 'sonner';
import { formTiming } from '@/site/timing';
import {
  ConsentField,
  FieldError,
  fieldClass,
  FormNotice,
  Honeypot,
  SubmitButton,
  toastFieldError,
  useDraft,
  validityError,
} from './form-parts';

const DRAFT_KEY = 'enquiry_draft';
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
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Partial<Record<EnquiryField, boolean>>>({});
  const [startedAt, setStartedAt] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const lastSubmit = useRef(0);

  const errors: FieldErrors = { ...state.errors, ...clientErrors };

  useEffect(() => setStartedAt(String(Date.now())), []);

  const draft = useDraft(form, DRAFT_KEY, savedFields);
  useEffect(() => {
    if (state.status === 'sent') draft.clear();
  }, [state.status, draft]);

  const check = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const field = event.currentTarget;
    const name = field.name as EnquiryField;
    setTouched((current) => ({ ...current, [name]: true }));
    const error = validityError(field);
    setClientErrors((current) => ({ ...current, [name]: error }));
    if (error) {
      toastFieldError(field, t(`errors.${error}`), (label) =>
        t('fieldError', { field: label, message: '{message}' }),
      );
    }
    if (savedFields.includes(name)) {
      const draft = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? '{}') as Record<
        string,
        string
      >;
      window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, [name]: field.value }));
    }
  };

  const guard = (event: FormEvent<HTMLFormElement>) => {
    if (Date.now() - lastSubmit.current < formTiming.clickGuardMs) event.preventDefault();
    else lastSubmit.current = Date.now();
  };

  if (state.status === 'sent') {
    return (
      <div role="status" className="rounded-lg border border-brand bg-surface p-6">
        <h2 className="text-xl font-bold">{t('sentTitle')}</h2>
        <p className="mt-2 text-ink-soft">{t('sentText', { reference: state.reference ?? 0 })}</p>
      </div>
    );
  }

  const value = (name: EnquiryField) => state.values[name] ?? '';
  const fieldProps = (name: EnquiryField) => {
    const error = errors[name];
    return {
      id: `enquiry-${name}`,
      name,
      onBlur: check,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `enquiry-${name}-error` : undefined,
      className: fieldClass(error, touched[name]),
    };
  };
  const fieldError = (name: EnquiryField) => (
    <FieldError id={`enquiry-${name}-error`} error={errors[name]} />
  );
  const label = (name: EnquiryField, text: string, required = true) => (
    <label htmlFor={`enquiry-${name}`} className="block text-sm font-semibold">
      {text}
      {required && <span className="sr-only"> ({t('required')})</span>}
    </label>
  );
  const notice = state.notice ?? (Object.keys(state.errors).length ? 'invalid' : undefined);

  return (
    <>
      <form
        ref={form}
        action={formAction}
        onSubmit={guard}
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
        <input type="hidden" name="startedAt" value={startedAt} />
        <input
          type="hidden"
          name="handover"
          value={new URLSearchParams(
            Object.entries(handover).map(([key, item]) => [key, String(item)]),
          ).toString()}
        />
        <Honeypot id="enquiry-website" />
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            {label('name', t('name'))}
            <input
              {...fieldProps('name')}
              type="text"
              required
              minLength={2}
              maxLength={enquiryLimits.name}
              autoComplete="name"
              defaultValue={value('name')}
            />
            {fieldError('name')}
          </div>
          <div>
            {label('email', t('email'))}
            <input
              {...fieldProps('email')}
              type="email"
              required
              maxLength={enquiryLimits.email}
              autoComplete="email"
              defaultValue={value('email')}
            />
            {fieldError('email')}
          </div>
          <div>
            {label('company', t('company'))}
            <input
              {...fieldProps('company')}
              type="text"
              required
              maxLength={enquiryLimits.company}
              autoComplete="organization"
              defaultValue={value('company')}
            />
            {fieldError('company')}
          </div>
          <div>
            {label('phone', t('phone'), false)}
            <input
              {...fieldProps('phone')}
              type="tel"
              maxLength={enquiryLimits.phone}
              pattern="[+0-9\s()/.\-]*"
              autoComplete="tel"
              defaultValue={value('phone')}
            />
            {fieldError('phone')}
          </div>
        </div>
        <div>
          {label('audience', t('audience'))}
          <select {...fieldProps('audience')} required defaultValue={value('audience')}>
            <option value="">{t('audienceChoose')}</option>
            {audiences.map((audience) => (
              <option key={audience} value={audience}>
                {t(`audiences.${audience}`)}
              </option>
            ))}
          </select>
          {fieldError('audience')}
        </div>
        <div>
          {label('subject', t('subject'))}
          <input
            {...fieldProps('subject')}
            type="text"
            required
            minLength={3}
            maxLength={enquiryLimits.subject}
            defaultValue={value('subject')}
          />
          {fieldError('subject')}
        </div>
        <div>
          {label('message', t('message'))}
          <textarea
            {...fieldProps('message')}
            required
            minLength={10}
            maxLength={enquiryLimits.message}
            rows={6}
            defaultValue={value('message')}
          />
          {fieldError('message')}
        </div>
        <ConsentField
          prefix="enquiry"
          privacyHref={privacyHref}
          checked={value('consent') === 'on'}
          error={errors.consent}
          onBlur={check}
        />
        <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
      </form>
      <Toaster position="bottom-center" richColors />
    </>
  );
}
