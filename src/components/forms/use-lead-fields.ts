'use client';

import { useTranslations } from 'next-intl';
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type RefObject,
} from 'react';
import { toast } from '@/components/ui/toast';
import type { FormErrorKey } from '@/lib/forms/fields';
import { formTiming } from '@/site/timing';
import { fieldClass, validityError, type Control } from './field-check';
import { useDraft } from './use-draft';

/** What a lead form's fields need, from `useLeadFields`. */
export interface LeadFields<F extends string> {
  readonly errors: Partial<Record<F, FormErrorKey>>;
  readonly check: (event: FocusEvent<Control>) => void;
  /** Ignores a second submit within a second (SPEC §9). */
  readonly guard: (event: FormEvent<HTMLFormElement>) => void;
  /** The control's id; its message under the field has the id `${id}-error`. */
  readonly id: (name: F) => string;
  readonly props: (name: F) => {
    id: string;
    name: F;
    onBlur: (event: FocusEvent<Control>) => void;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    className: string;
  };
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
  const id = (name: F) => `${prefix}-${name}`;
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
    id,
    props: (name) => ({
      id: id(name),
      name,
      onBlur: check,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
      className: fieldClass(errors[name], touched[name]),
    }),
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
