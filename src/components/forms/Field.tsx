import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FormErrorKey } from '@/lib/forms/fields';
import type { LeadFields } from './use-lead-form';

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

/**
 * A lead form's field: its label, the control (`children`, given `fields.props(name)`) and the
 * message under it. The label tells screen readers the field is required unless `required` is
 * false; the control sets its own `required` attribute.
 */
export function Field<F extends string>({
  fields,
  name,
  label,
  required = true,
  hint,
  children,
}: {
  fields: LeadFields<F>;
  name: NoInfer<F>;
  label: string;
  required?: boolean;
  /** A line under the control, which describes it (`${id}-hint`). */
  hint?: string;
  children: ReactNode;
}) {
  const t = useTranslations('Form');
  const id = fields.id(name);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {required && <span className="sr-only"> ({t('required')})</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={fields.errors[name]} />
    </div>
  );
}

/**
 * A lead form's text field, with the value the server sent back: an input of `type`, or a
 * textarea when it has `rows`. Required unless `optional`.
 */
export function TextField<F extends string>({
  fields,
  name,
  label,
  type = 'text',
  rows,
  optional = false,
  minLength,
  maxLength,
  pattern,
  autoComplete,
  hint,
}: {
  fields: LeadFields<F>;
  name: NoInfer<F>;
  label: string;
  type?: 'text' | 'email' | 'tel';
  rows?: number;
  optional?: boolean;
  minLength?: number;
  maxLength: number;
  pattern?: string;
  autoComplete?: string;
  hint?: string;
}) {
  const required = !optional;
  const props = fields.props(name);
  const describedBy =
    [hint && `${props.id}-hint`, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <Field fields={fields} name={name} label={label} required={required} hint={hint}>
      {rows ? (
        <textarea
          {...props}
          aria-describedby={describedBy}
          required={required}
          minLength={minLength}
          maxLength={maxLength}
          rows={rows}
          defaultValue={fields.value(name)}
        />
      ) : (
        <input
          {...props}
          aria-describedby={describedBy}
          type={type}
          required={required}
          minLength={minLength}
          maxLength={maxLength}
          pattern={pattern}
          autoComplete={autoComplete}
          defaultValue={fields.value(name)}
        />
      )}
    </Field>
  );
}
