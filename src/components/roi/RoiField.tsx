import { useLocale } from 'next-intl';
import { fieldSpec, formatFieldValue, type Calculator, type FieldName } from '@/lib/roi';
import { fill, sentence } from './roi-text';
import type { RoiFieldContext } from './types';

/**
 * One figure of a calculator: label, text input (with its unit), the hint with the allowed range
 * and, when the typed value does not fit, the message why.
 */
export function RoiField({
  calculator,
  field,
  state,
  onChange,
  copy,
}: RoiFieldContext & { field: FieldName<Calculator> }) {
  const locale = useLocale();
  const id = `roi-${calculator}-${field}`;
  const spec = fieldSpec(calculator, field);
  const text = (
    copy.calculators[calculator].fields as Record<string, { label: string; hint: string }>
  )[field];
  const error = state.errors[field];
  const format = (value: number) => formatFieldValue(value, spec, locale, copy.units.hours);
  const bounds = { min: format(spec.min), max: format(spec.max) };
  const unit = spec.unit === 'count' ? undefined : copy.units[spec.unit];
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {text?.label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          name={field}
          type="text"
          inputMode={spec.decimals === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={state.raw[field]}
          onChange={(event) => onChange(calculator, field, event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`block w-full rounded-md border px-3 py-2 text-ink tabular-nums ${unit ? 'pr-14' : ''} ${
            error ? 'border-red-700' : 'border-slate-400'
          }`}
        />
        {unit && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-soft"
          >
            {unit}
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        {sentence(text?.hint ?? '')} {sentence(fill(copy.range, bounds))}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800" data-field-error>
          {fill(copy.errors[error], bounds)}
        </p>
      )}
    </div>
  );
}
