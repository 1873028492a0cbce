import { z } from 'zod';
import { hasControlCharacters, type FormErrorKey } from './fields';

/** Free text of a form: trimmed, within its limits, without control characters. */
export const formText = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .min(min, { error: 'tooShort' })
    .max(max, { error: 'tooLong' })
    .refine((value) => !hasControlCharacters(value), { error: 'controlChars' });

/** An optional phone number: digits, spaces and `+()/.-`. */
export const phoneNumber = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .regex(/^[+\d\s()/.-]*$/, { error: 'phone' });

/** The digits a number needs to be called (the form's pattern allows the rest). */
const CALLABLE_DIGITS = 5;

/** A phone number to call: as `phoneNumber`, with at least `CALLABLE_DIGITS` digits. */
export const callableNumber = (max: number) =>
  phoneNumber(max).refine((value) => (value.match(/\d/g)?.length ?? 0) >= CALLABLE_DIGITS, {
    error: 'phoneNeeded',
  });

/** The first error of each field, as the key of its message. */
export type FormErrors<F extends string> = Partial<Record<F, FormErrorKey>>;

export type Validated<T, F extends string> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: FormErrors<F> };

/** A form's raw values, as strings, from submitted form data. */
export function formValues<F extends string>(
  fields: readonly F[],
  data: Pick<FormData, 'get'>,
): Record<F, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = data.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as Record<F, string>;
}

/** Validates a form's values with its schema, whose error messages are `FormErrorKey`s. */
export function validateWith<T, F extends string>(
  schema: z.ZodType<T>,
  values: Record<F, string>,
): Validated<T, F> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: FormErrors<F> = {};
  for (const issue of result.error.issues)
    errors[issue.path[0] as F] ??= issue.message as FormErrorKey;
  return { ok: false, errors };
}
