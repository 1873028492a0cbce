import { useTranslations } from 'next-intl';
import { Field } from './Field';
import type { LeadFields } from './use-lead-fields';

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
  const { props } = fields;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field fields={fields} name="name" label={t('name')}>
        <input
          {...props('name')}
          type="text"
          required
          minLength={2}
          maxLength={limits.name}
          autoComplete="name"
          defaultValue={value('name')}
        />
      </Field>
      <Field fields={fields} name="email" label={t('email')}>
        <input
          {...props('email')}
          type="email"
          required
          maxLength={limits.email}
          autoComplete="email"
          defaultValue={value('email')}
        />
      </Field>
      <Field fields={fields} name="company" label={t('company')}>
        <input
          {...props('company')}
          type="text"
          required
          maxLength={limits.company}
          autoComplete="organization"
          defaultValue={value('company')}
        />
      </Field>
      <Field fields={fields} name="phone" label={t('phone')} required={false}>
        <input
          {...props('phone')}
          type="tel"
          maxLength={limits.phone}
          pattern="[+0-9\s()/.\-]*"
          autoComplete="tel"
          defaultValue={value('phone')}
        />
      </Field>
    </div>
  );
}
