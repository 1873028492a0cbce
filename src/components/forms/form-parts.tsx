'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { internalPath } from '@/site/routes';
import { FieldError } from './Field';
import type { LeadFields } from './use-lead-form';
import { VisitFields } from './visit-source';

/** A field people cannot see; only robots fill it in. */
export function Honeypot({ id }: { id: string }) {
  const t = useTranslations('Form');
  return (
    <div className="absolute -left-[9999px]" aria-hidden="true">
      <label htmlFor={id}>{t('honeypot')}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The form-wide notice, announced to screen readers. */
function FormNotice({ id, text }: { id: string; text: string | undefined }) {
  return (
    <div
      id={id}
      role="alert"
      className={text ? 'rounded-md bg-red-50 p-3 text-red-900' : 'sr-only'}
    >
      {text ?? ''}
    </div>
  );
}

/**
 * What a lead form starts with: the form-wide notice (`${prefix}-notice`), the page's language,
 * the time the server showed the form, signed (for the minimum fill time), the visit's source
 * (`VisitFields`), any further hidden fields (`children`) and the honeypot.
 */
export function FormStart({
  prefix,
  notice,
  formTime,
  children,
}: {
  prefix: string;
  notice: string | undefined;
  formTime: string;
  children?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <>
      <FormNotice id={`${prefix}-notice`} text={notice} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="formTime" value={formTime} />
      <VisitFields />
      {children}
      <Honeypot id={`${prefix}-website`} />
    </>
  );
}

/** The privacy consent checkbox with its link to the privacy notice. */
export function ConsentField<F extends string>({ fields }: { fields: LeadFields<F | 'consent'> }) {
  const t = useTranslations('Form');
  const id = fields.id('consent');
  const error = fields.errors.consent;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          required
          onBlur={fields.check}
          defaultChecked={fields.value('consent') === 'on'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5"
        />
        <label htmlFor={id} className="text-sm text-ink-soft">
          {t.rich('consent', {
            link: (chunks) => (
              <Link
                href={internalPath('privacy')}
                className="font-semibold text-brand-strong underline"
              >
                {chunks}
              </Link>
            ),
          })}
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The submit button: disabled with its loading text until the server has answered. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="rounded-md bg-accent px-6 py-3 font-semibold text-white hover:bg-orange-800 disabled:cursor-wait disabled:bg-slate-500"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
