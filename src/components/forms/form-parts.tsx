'use client';

import { useTranslations } from 'next-intl';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { toast } from '@/components/ui/toast';
import { hasControlCharacters, type FormErrorKey } from '@/lib/forms/fields';
import { formTiming } from '@/site/timing';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The browser's own check of a field, in our words (and so in the page's language). */
export function validityError(field: Control): FormErrorKey | undefined {
  const { validity } = field;
  if (hasControlCharacters(field.value)) return 'controlChars';
  if (validity.valid) return undefined;
  if (validity.valueMissing) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox') return 'consent';
    return field instanceof HTMLSelectElement ? 'choice' : 'required';
  }
  if (validity.typeMismatch) return 'email';
  if (validity.tooShort) return 'tooShort';
  if (validity.tooLong) return 'tooLong';
  if (validity.patternMismatch) return 'phone';
  return 'required';
}

/** Classes of a field: red when wrong, green once checked and right. */
export function fieldClass(error: FormErrorKey | undefined, checked: boolean | undefined): string {
  const border = error ? 'border-red-700' : checked ? 'border-green-700' : 'border-slate-400';
  return `mt-1 block w-full rounded-md border px-3 py-2 text-ink ${border}`;
}

/**
 * When the form was shown, for the server's minimum fill time (empty without JavaScript). React
 * is given no value for the field, so re-renders leave the time set after mounting alone.
 */
export function StartedAt() {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.value = String(Date.now());
  }, []);
  return <input ref={input} type="hidden" name="startedAt" />;
}

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

/** The message under a field, tied to it by `aria-describedby`. */
export function FieldError({ id, error }: { id: string; error: FormErrorKey | undefined }) {
  const t = useTranslations('Form');
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {t(`errors.${error}`)}
    </p>
  );
}

/** The form-wide notice, announced to screen readers. */
export function FormNotice({ id, text }: { id: string; text: string | undefined }) {
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
 * Keeps the non-secret fields of a form in this browser (SPEC §4): restored into empty fields on
 * load, saved on blur, cleared once the form has been sent.
 */
export function useDraft(
  form: RefObject<HTMLFormElement | null>,
  key: string,
  fields: readonly string[],
) {
  useEffect(() => {
    if (form.current) restoreDraft(form.current, key, fields);
  }, [form, key, fields]);

  return useMemo(
    () => ({
      save(name: string, value: string) {
        if (!fields.includes(name)) return;
        try {
          window.localStorage.setItem(key, JSON.stringify({ ...readDraft(key), [name]: value }));
        } catch {
          // Storage may be full or disabled; the form works without a draft.
        }
      },
      clear() {
        window.localStorage.removeItem(key);
      },
    }),
    [key, fields],
  );
}

function restoreDraft(form: HTMLFormElement, key: string, fields: readonly string[]): void {
  const elements = form.elements as unknown as Record<string, Control | undefined>;
  const draft = readDraft(key);
  for (const name of fields) {
    const field = elements[name];
    if (field && !field.value && draft[name]) field.value = draft[name];
  }
}

function readDraft(key: string): Record<string, string> {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** Warns about a wrong field also as a toast, '{field}: {message}', for four seconds (SPEC §5, §8). */
export function toastFieldError(
  field: Control,
  message: string,
  template: (field: string) => string,
): void {
  const label = field.labels?.[0]?.textContent?.replace(/\s*\(.*\)\s*$/, '').trim() ?? field.name;
  toast.warning(template(label).replace('{message}', message), { duration: 4000 });
}

/** The privacy consent checkbox with its link to the privacy notice. */
export function ConsentField({
  prefix,
  privacyHref,
  checked,
  error,
  onBlur,
}: {
  prefix: string;
  privacyHref: string;
  checked: boolean;
  error: FormErrorKey | undefined;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}) {
  const t = useTranslations('Form');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={`${prefix}-consent`}
          name="consent"
          type="checkbox"
          required
          onBlur={onBlur}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${prefix}-consent-error` : undefined}
          className="mt-1 size-5"
        />
        <label htmlFor={`${prefix}-consent`} className="text-sm text-ink-soft">
          {t.rich('consent', {
            link: (chunks) => (
              <a href={privacyHref} className="font-semibold text-brand-strong underline">
                {chunks}
              </a>
            ),
          })}
        </label>
      </div>
      <FieldError id={`${prefix}-consent-error`} error={error} />
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

/** What a lead form's fields need, from `useLeadFields`. */
export interface LeadFields<F extends string> {
  readonly errors: Partial<Record<F, FormErrorKey>>;
  readonly check: (event: FocusEvent<Control>) => void;
  /** Ignores a second submit within a second (SPEC §9). */
  readonly guard: (event: FormEvent<HTMLFormElement>) => void;
  readonly props: (name: F) => {
    id: string;
    name: F;
    onBlur: (event: FocusEvent<Control>) => void;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    className: string;
  };
  readonly label: (name: F, text: string, required?: boolean) => ReactNode;
  readonly error: (name: F) => ReactNode;
}

/**
 * What the enquiry and booking forms share: each field checked when it loses focus, in our words
 * (border, message under the field, toast), the server's errors until then, the draft in this
 * browser (cleared once `done`) and the double-click guard.
 */
export function useLeadFields<F extends string>({
  form,
  prefix,
  serverErrors,
  draftKey,
  savedFields,
  done,
}: {
  form: RefObject<HTMLFormElement | null>;
  prefix: string;
  serverErrors: Partial<Record<F, FormErrorKey>>;
  draftKey: string;
  savedFields: readonly F[];
  done: boolean;
}): LeadFields<F> {
  const t = useTranslations('Form');
  const [clientErrors, setClientErrors] = useState<Partial<Record<F, FormErrorKey>>>({});
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const lastSubmit = useRef(0);
  const draft = useDraft(form, draftKey, savedFields);

  useEffect(() => {
    if (done) draft.clear();
  }, [done, draft]);

  const errors: Partial<Record<F, FormErrorKey>> = { ...serverErrors, ...clientErrors };
  const check = (event: FocusEvent<Control>) => {
    const field = event.currentTarget;
    const name = field.name as F;
    setTouched((current) => ({ ...current, [name]: true }));
    const error = validityError(field);
    setClientErrors((current) => ({ ...current, [name]: error }));
    if (error) {
      toastFieldError(field, t(`errors.${error}`), (label) =>
        t('fieldError', { field: label, message: '{message}' }),
      );
    }
    draft.save(name, field.value);
  };

  return {
    errors,
    check,
    guard(event) {
      if (Date.now() - lastSubmit.current < formTiming.clickGuardMs) event.preventDefault();
      else lastSubmit.current = Date.now();
    },
    props: (name) => ({
      id: `${prefix}-${name}`,
      name,
      onBlur: check,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${prefix}-${name}-error` : undefined,
      className: fieldClass(errors[name], touched[name]),
    }),
    label: (name, text, required = true) => (
      <label htmlFor={`${prefix}-${name}`} className="block text-sm font-semibold">
        {text}
        {required && <span className="sr-only"> ({t('required')})</span>}
      </label>
    ),
    error: (name) => <FieldError id={`${prefix}-${name}-error`} error={errors[name]} />,
  };
}

type PersonField = 'name' | 'email' | 'company' | 'phone';

/** Name, e-mail, company and (optional) phone, as both lead forms ask for them. */
export function PersonFields<F extends string>({
  fields,
  limits,
  value,
}: {
  fields: LeadFields<F | PersonField>;
  limits: Readonly<Record<PersonField, number>>;
  value: (name: PersonField) => string;
}) {
  const t = useTranslations('Form');
  const { props, label, error } = fields;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        {label('name', t('name'))}
        <input
          {...props('name')}
          type="text"
          required
          minLength={2}
          maxLength={limits.name}
          autoComplete="name"
          defaultValue={value('name')}
        />
        {error('name')}
      </div>
      <div>
        {label('email', t('email'))}
        <input
          {...props('email')}
          type="email"
          required
          maxLength={limits.email}
          autoComplete="email"
          defaultValue={value('email')}
        />
        {error('email')}
      </div>
      <div>
        {label('company', t('company'))}
        <input
          {...props('company')}
          type="text"
          required
          maxLength={limits.company}
          autoComplete="organization"
          defaultValue={value('company')}
        />
        {error('company')}
      </div>
      <div>
        {label('phone', t('phone'), false)}
        <input
          {...props('phone')}
          type="tel"
          maxLength={limits.phone}
          pattern="[+0-9\s()/.\-]*"
          autoComplete="tel"
          defaultValue={value('phone')}
        />
        {error('phone')}
      </div>
    </div>
  );
}
