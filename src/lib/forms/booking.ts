import { z } from 'zod';
import { formText } from './enquiry';
import { bookingFields, bookingLimits, type BookingField, type FormErrorKey } from './fields';

export type BookingErrors = Partial<Record<BookingField, FormErrorKey>>;

/** The booking form's schema; the server validates every booking with it. */
export const bookingSchema = z.object({
  slot: z.iso.datetime({ error: 'choice' }),
  name: formText(bookingLimits.name, 2),
  email: formText(bookingLimits.email).pipe(z.email({ error: 'email' })),
  company: formText(bookingLimits.company),
  phone: z
    .string()
    .trim()
    .max(bookingLimits.phone, { error: 'tooLong' })
    .regex(/^[+\d\s()/.-]*$/, { error: 'phone' }),
  topic: formText(bookingLimits.topic, 10),
  consent: z.literal('on', { error: 'consent' }),
});

export type BookingRequest = z.infer<typeof bookingSchema>;

export function bookingValues(data: Pick<FormData, 'get'>): Record<BookingField, string> {
  return Object.fromEntries(
    bookingFields.map((field) => {
      const value = data.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<BookingField, string>;
}

export function validateBooking(
  values: Record<BookingField, string>,
): { ok: true; booking: BookingRequest } | { ok: false; errors: BookingErrors } {
  const result = bookingSchema.safeParse(values);
  if (result.success) return { ok: true, booking: result.data };
  const errors: BookingErrors = {};
  for (const issue of result.error.issues)
    errors[issue.path[0] as BookingField] ??= issue.message as FormErrorKey;
  return { ok: false, errors };
}
