/**
 * The forms' fields, limits and error keys, without the validation library: what the browser's
 * islands need (the schemas in enquiry.ts and booking.ts, which the server runs, build on them).
 */

/** The contact form. */
export const audiences = ['fleet', 'dealership', 'bank', 'other'] as const;

export const enquiryFields = [
  'name',
  'email',
  'company',
  'phone',
  'audience',
  'subject',
  'message',
  'consent',
  /** The separate, optional consent to keep the ROI calculator's values with the enquiry. */
  'keepRoi',
] as const;
export type EnquiryField = (typeof enquiryFields)[number];

export const enquiryLimits = {
  name: 120,
  email: 254,
  company: 160,
  phone: 40,
  subject: 160,
  message: 5000,
} as const;

export type FormErrorKey =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'phoneNeeded'
  | 'choice'
  | 'consent'
  | 'controlChars';

/** Control characters (NUL among them) other than tab and line breaks: never part of what a person types. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** The booking form. */
export const bookingFields = [
  'slot',
  'name',
  'email',
  'company',
  'phone',
  'topic',
  'consent',
] as const;
export type BookingField = (typeof bookingFields)[number];

export const bookingLimits = {
  name: 120,
  email: 254,
  company: 160,
  phone: 40,
  topic: 2000,
} as const;
