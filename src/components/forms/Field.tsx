import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FormErrorKey } from '@/lib/forms/fields';
import type { LeadFields } from './use-lead-fields';

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
  children,
}: {
  fields: LeadFields<F>;
  name: NoInfer<F>;
  label: string;
  required?: boolean;
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
      <FieldError id={`${id}-error`} error={fields.errors[name]} />
    </div>
  );
}
