import { z } from 'zod';
import { audiences, enquiryFields, enquiryLimits, type EnquiryField } from './fields';
import { formText, formValues, phoneNumber, validateWith, type FormErrors } from './validate';

/** The contact form's schema; the server validates every submission with it. */
const enquirySchema = z.object({
  name: formText(enquiryLimits.name, 2),
  email: formText(enquiryLimits.email).pipe(z.email({ error: 'email' })),
  company: formText(enquiryLimits.company),
  phone: phoneNumber(enquiryLimits.phone),
  audience: z.enum(audiences, { error: 'choice' }),
  subject: formText(enquiryLimits.subject, 3),
  message: formText(enquiryLimits.message, 10),
  consent: z.literal('on', { error: 'consent' }),
  keepRoi: z.enum(['', 'on'], { error: 'choice' }).optional(),
});

export type Enquiry = z.infer<typeof enquirySchema>;
export type FieldErrors = FormErrors<EnquiryField>;

export const enquiryValues = (data: Pick<FormData, 'get'>) => formValues(enquiryFields, data);

export const validateEnquiry = (values: Record<EnquiryField, string>) =>
  validateWith(enquirySchema, values);
