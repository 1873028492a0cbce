import type { RoiCopy } from '@/content/roi';
import type { Locale } from '@/i18n/locales';
import { fieldNames, type Calculator, type CalculatorState } from '@/lib/roi';
import { RoiField } from './RoiField';
import type { RoiChange } from './types';

/**
 * A calculator's inputs: a GET form to `action` whose button only shows without JavaScript; with
 * it, results follow every keystroke and the form is never sent.
 */
export function RoiInputs({
  id,
  action,
  calculator,
  state,
  onChange,
  copy,
  locale,
}: {
  /** The panel's id, which the form's ids start with. */
  id: string;
  action: string;
  calculator: Calculator;
  state: CalculatorState<Calculator>;
  onChange: RoiChange;
  copy: RoiCopy;
  locale: Locale;
}) {
  return (
    <form
      method="get"
      action={action}
      noValidate
      aria-labelledby={`${id}-inputs ${id}-title`}
      onSubmit={(event) => event.preventDefault()}
    >
      <h3 id={`${id}-inputs`} className="text-xl font-bold tracking-tight">
        {copy.inputsTitle}
      </h3>
      <input type="hidden" name="tab" value={calculator} />
      <div className="mt-4 space-y-5">
        {fieldNames(calculator).map((field) => (
          <RoiField
            key={field}
            calculator={calculator}
            field={field}
            state={state}
            onChange={onChange}
            copy={copy}
            locale={locale}
          />
        ))}
      </div>
      <button
        type="submit"
        data-no-js-only
        className="mt-6 rounded-md bg-accent px-5 py-3 font-semibold text-white hover:bg-orange-800"
      >
        {copy.calculate}
      </button>
    </form>
  );
}
