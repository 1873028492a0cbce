import { hasControlCharacters, type FormErrorKey } from '@/lib/forms/fields';

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The browser's own check of a field, in our words (and so in the page's language). */
export function validityError(field: Control): FormErrorKey | undefined {
  const { validity } = field;
  if (hasControlCharacters(field.value)) return 'controlChars';
  if (validity.valid) return undefined;
  if (validity.valueMissing) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox') return 'consent';
    return field instanceof HTMLSelectElement ? 'choice' : 'required';
  }
  if (validity.typeMismatch) return 'email';
  if (validity.tooShort) return 'tooShort';
  if (validity.tooLong) return 'tooLong';
  if (validity.patternMismatch) return 'phone';
  return 'required';
}

/** Classes of a field: red when wrong, green once checked and right. */
export function fieldClass(error: FormErrorKey | undefined, checked: boolean | undefined): string {
  const border = error ? 'border-red-700' : checked ? 'border-green-700' : 'border-slate-400';
  return `mt-1 block w-full rounded-md border px-3 py-2 text-ink ${border}`;
}
