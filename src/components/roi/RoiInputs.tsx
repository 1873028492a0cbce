import { fieldNames } from '@/lib/roi';
import { RoiField } from './RoiField';
import type { RoiFieldContext } from './types';

/**
 * A calculator's inputs: a GET form to `action` whose button only shows without JavaScript; with
 * it, results follow every keystroke and the form is never sent.
 */
export function RoiInputs({
  id,
  action,
  ...context
}: RoiFieldContext & {
  /** The panel's id, which the form's ids start with. */
  id: string;
  action: string;
}) {
  const { calculator, copy } = context;
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
          <RoiField key={field} field={field} {...context} />
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
