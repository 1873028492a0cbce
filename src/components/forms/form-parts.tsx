'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type FocusEvent, type RefObject } from 'react';
import { toast } from 'sonner';
import type { FormErrorKey } from '@/lib/forms/enquiry';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The browser's own check of a field, in our words (and so in the page's language). */
export function validityError(field: Control): FormErrorKey | undefined {
  const { validity } = field;
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

  return {
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
  };
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
