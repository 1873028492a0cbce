import type { ReactNode } from 'react';

/** The input style of the back office's forms (the site's field look, without its states). */
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-700';

export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong disabled:cursor-wait disabled:bg-slate-500';

export const quietButtonClass =
  'inline-flex min-h-11 items-center rounded-md border border-line bg-white px-3 py-2 text-sm font-semibold text-brand hover:bg-surface';

/** A labelled control with its error message, tied by `aria-describedby`. */
export function LabelledField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** `aria-describedby` and `aria-invalid` of a control with an optional hint and error. */
export function describedBy(id: string, hint: boolean, error: string | undefined) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

/** A page of the sign-in and setup flow: one card in the middle. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-lg border border-line bg-white p-6 shadow-sm">
        <h1 className="mb-6 text-2xl font-bold text-brand">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** A message the server answered with, read out when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" className="empty:hidden">
      {message && (
        <p className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {message}
        </p>
      )}
    </div>
  );
}

/** A titled part of a back-office page, named for screen readers by its heading. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-white p-4">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table's column headings, in order. */
export function ColumnHeads({ labels }: { labels: readonly ReactNode[] }) {
  return (
    <thead className="bg-surface">
      <tr>
        {labels.map((label, index) => (
          <th key={index} scope="col" className="px-3 py-2">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A titled table of figures; the first column names the row, the others hold numbers. */
export function FiguresTable({
  id,
  title,
  columns,
  rows,
  empty,
}: {
  id: string;
  title: string;
  columns: readonly ReactNode[];
  rows: readonly (readonly ReactNode[])[];
  empty: string;
}) {
  // A table wider than the page scrolls within its region, which the keyboard can reach.
  return (
    <div className="overflow-x-auto" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="w-full text-left text-sm" aria-labelledby={id}>
        <caption id={id} className="mb-2 text-left font-semibold">
          {title}
        </caption>
        <thead className="bg-surface">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`px-3 py-2 ${index ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-2 text-ink-soft">
                {empty}
              </td>
            </tr>
          )}
          {rows.map(([name, ...figures], index) => (
            <tr key={index} className="border-t border-line">
              <th scope="row" className="px-3 py-2 font-normal break-all">
                {name}
              </th>
              {figures.map((figure, column) => (
                <td key={column} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
