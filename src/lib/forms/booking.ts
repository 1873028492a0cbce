import { z } from 'zod';
import { bookingFields, bookingLimits, type BookingField } from './fields';
import {
  callableNumber,
  formText,
  formValues,
  phoneNumber,
  validateWith,
  type FormErrors,
} from './validate';

export type BookingErrors = FormErrors<BookingField>;

/** The booking form's schema; the server validates every booking with it. */
const bookingSchema = z.object({
  slot: z.iso.datetime({ error: 'choice' }),
  name: formText(bookingLimits.name, 2),
  email: formText(bookingLimits.email).pipe(z.email({ error: 'email' })),
  company: formText(bookingLimits.company),
  phone: phoneNumber(bookingLimits.phone),
  topic: formText(bookingLimits.topic, 10),
  consent: z.literal('on', { error: 'consent' }),
});

export type BookingRequest = z.infer<typeof bookingSchema>;

export const bookingValues = (data: Pick<FormData, 'get'>) => formValues(bookingFields, data);

/** When the owner phones the visitor (`phoneForCall`), the number is required and must be callable. */
const schemaFor = (phoneForCall: boolean) =>
  phoneForCall
    ? bookingSchema.extend({
        phone: callableNumber(bookingLimits.phone),
      })
    : bookingSchema;

export const validateBooking = (
  values: Record<BookingField, string>,
  { phoneForCall }: { readonly phoneForCall: boolean },
) => validateWith(schemaFor(phoneForCall), values);
