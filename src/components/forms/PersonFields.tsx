import { useTranslations } from 'next-intl';
import { TextField } from './Field';
import type { LeadFields } from './use-lead-form';

type PersonField = 'name' | 'email' | 'company' | 'phone';

const personFields = [
  { name: 'name', type: 'text', minLength: 2, autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'company', type: 'text', autoComplete: 'organization' },
  {
    name: 'phone',
    type: 'tel',
    optional: true,
    pattern: String.raw`[+0-9\s\(\)\/.\-]*`,
    autoComplete: 'tel',
  },
] as const;

/**
 * Name, e-mail, company and phone, as both lead forms ask for them. The phone is optional, unless
 * the owner phones the visitor at the booked time (`phoneForCall`).
 */
export function PersonFields<F extends string>({
  fields,
  limits,
  phoneForCall = false,
}: {
  fields: LeadFields<F | PersonField>;
  limits: Readonly<Record<PersonField, number>>;
  phoneForCall?: boolean;
}) {
  const t = useTranslations('Form');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {personFields.map((field) =>
        field.name === 'phone' && phoneForCall ? (
          <TextField
            key={field.name}
            fields={fields}
            maxLength={limits[field.name]}
            {...field}
            optional={false}
            label={t('phoneForCall')}
            hint={t('phoneForCallHint')}
          />
        ) : (
          <TextField
            key={field.name}
            fields={fields}
            label={t(field.name)}
            maxLength={limits[field.name]}
            {...field}
          />
        ),
      )}
    </div>
  );
}
