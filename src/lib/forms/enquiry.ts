import { z } from 'zod';
import {
  audiences,
  enquiryFields,
  enquiryLimits,
  hasControlCharacters,
  type EnquiryField,
  type FormErrorKey,
} from './fields';

/** Free text of a form: trimmed, within its limits, without control characters. */
export const formText = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .min(min, { error: 'tooShort' })
    .max(max, { error: 'tooLong' })
    .refine((value) => !hasControlCharacters(value), { error: 'controlChars' });

/** The contact form's schema; the server validates every submission with it. */
export const enquirySchema = z.object({
  name: formText(enquiryLimits.name, 2),
  email: formText(enquiryLimits.email).pipe(z.email({ error: 'email' })),
  company: formText(enquiryLimits.company),
  phone: z
    .string()
    .trim()
    .max(enquiryLimits.phone, { error: 'tooLong' })
    .regex(/^[+\d\s()/.-]*$/, { error: 'phone' }),
  audience: z.enum(audiences, { error: 'choice' }),
  subject: formText(enquiryLimits.subject, 3),
  message: formText(enquiryLimits.message, 10),
  consent: z.literal('on', { error: 'consent' }),
});

export type Enquiry = z.infer<typeof enquirySchema>;
export type FieldErrors = Partial<Record<EnquiryField, FormErrorKey>>;

/** The form's raw values, as strings, from submitted form data. */
export function enquiryValues(data: Pick<FormData, 'get'>): Record<EnquiryField, string> {
  return Object.fromEntries(
    enquiryFields.map((field) => {
      const value = data.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<EnquiryField, string>;
}

export function validateEnquiry(
  values: Record<EnquiryField, string>,
): { ok: true; enquiry: Enquiry } | { ok: false; errors: FieldErrors } {
  const result = enquirySchema.safeParse(values);
  if (result.success) return { ok: true, enquiry: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnquiryField;
    errors[field] ??= issue.message as FormErrorKey;
  }
  return { ok: false, errors };
}
