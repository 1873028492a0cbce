'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import type { FormErrorKey } from '@/lib/forms/fields';
import { formTiming } from '@/site/timing';
import { fieldClass, validityError, type Control } from './field-check';
import { useDraft } from './use-draft';
import { usePageActionState } from './use-page-action';

/** What a lead form's fields need, from `useLeadForm`. */
export interface LeadFields<F extends string> {
  readonly errors: Partial<Record<F, FormErrorKey>>;
  readonly check: (event: FocusEvent<Control>) => void;
  /** The control's id; its message under the field has the id `${id}-error`. */
  readonly id: (name: F) => string;
  /** The value the server sent back, or ''. */
  readonly value: (name: F) => string;
  readonly props: (name: F) => {
    id: string;
    name: F;
    onBlur: (event: FocusEvent<Control>) => void;
    onInput: (event: FormEvent<Control>) => void;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    className: string;
  };
}

/** What the server action of a lead form answers: the values kept and the errors found. */
interface LeadFormState<F extends string> {
  readonly values: Partial<Record<F, string>>;
  readonly errors: Partial<Record<F, FormErrorKey>>;
  readonly formTime?: string;
}

/**
 * What the enquiry and booking forms share: the server action's state, each field checked when
 * it loses focus, in our words (border, message under the field, toast), the server's errors
 * until then, the draft in this browser (`${prefix}_draft`, cleared once `done`) and the guard
 * against double clicks. `formProps` go on the `<form>`, which the notice `${prefix}-notice`
 * describes.
 */
export function useLeadForm<F extends string, S extends LeadFormState<F>>({
  action,
  initial,
  prefix,
  savedFields,
  done,
}: {
  action: (previous: Awaited<S>, data: FormData) => Promise<S>;
  initial: Awaited<S>;
  prefix: string;
  savedFields: readonly F[];
  done: (state: Awaited<S>) => boolean;
}) {
  const t = useTranslations('Form');
  const [state, formAction, pending] = usePageActionState<S, FormData>(action, initial);
  const form = useRef<HTMLFormElement>(null);
  // The browser's checks on blur, made since the server's last answer: that answer's errors (some
  // only the server can find) show until a field is checked again.
  const [client, setClient] = useState<{
    readonly answer: Awaited<S>;
    readonly errors: Partial<Record<F, FormErrorKey>>;
  }>({ answer: state, errors: {} });
  const clientErrors = client.answer === state ? client.errors : {};
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const lastSubmit = useRef(0);
  const draft = useDraft(form, `${prefix}_draft`, savedFields);
  const accepted = done(state);

  useEffect(() => {
    if (accepted) draft.clear();
  }, [accepted, draft]);

  const errors: Partial<Record<F, FormErrorKey>> = { ...state.errors, ...clientErrors };
  const id = (name: F) => `${prefix}-${name}`;
  const setError = (name: F, error: FormErrorKey | undefined) =>
    setClient((current) => ({
      answer: state,
      errors: { ...(current.answer === state ? current.errors : {}), [name]: error },
    }));
  /**
   * A field's message goes as soon as what is typed passes the browser's checks, not on blur: the
   * blur of a click on the submit button would otherwise move the button from under the pointer.
   */
  const clear = (event: FormEvent<Control>) => {
    const field = event.currentTarget;
    const name = field.name as F;
    if (errors[name] && !validityError(field)) setError(name, undefined);
  };
  const check = (event: FocusEvent<Control>) => {
    const field = event.currentTarget;
    const name = field.name as F;
    setTouched((current) => ({ ...current, [name]: true }));
    const error = validityError(field);
    setError(name, error);
    if (error) {
      toastFieldError(field, t(`errors.${error}`), (label) =>
        t('fieldError', { field: label, message: '{message}' }),
      );
    }
    draft.save(name, field.value);
  };

  const fields: LeadFields<F> = {
    errors,
    check,
    id,
    value: (name) => state.values[name] ?? '',
    props: (name) => ({
      id: id(name),
      name,
      onBlur: check,
      onInput: clear,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
      className: fieldClass(errors[name], touched[name]),
    }),
  };

  return {
    state,
    pending,
    fields,
    formProps: {
      ref: form,
      action: formAction,
      /** Ignores a second submit within a second (SPEC §9). */
      onSubmit(event: FormEvent<HTMLFormElement>) {
        if (Date.now() - lastSubmit.current < formTiming.clickGuardMs) event.preventDefault();
        else lastSubmit.current = Date.now();
      },
      className: 'space-y-5',
      'aria-describedby': `${prefix}-notice`,
    },
  };
}

/** Warns about a wrong field also as a toast, '{field}: {message}', for four seconds (SPEC §5, §8). */
function toastFieldError(
  field: Control,
  message: string,
  template: (field: string) => string,
): void {
  const label = field.labels?.[0]?.textContent?.replace(/\s*\(.*\)\s*$/, '').trim() ?? field.name;
  toast.warning(template(label).replace('{message}', message), { duration: 4000 });
}
