'use client';

import { memo, useCallback, useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Tabs } from '@/components/ui/Tabs';
import type { RoiCopy } from '@/content/roi';
import type { Locale } from '@/i18n/locales';
import { formatEuro, formatPercent } from '@/lib/locale-number';
import {
  calculators,
  fieldNames,
  fieldSpec,
  formatFieldValue,
  handoverQuery,
  readCalculator,
  resultQuery,
  roiResults,
  scenarios,
  type Calculator,
  type CalculatorState,
  type FieldName,
  type ScenarioResult,
} from '@/lib/roi';
import { RoiChart } from './RoiChart';
import { RoiMethod } from './RoiMethod';

export type RoiStates = { readonly [C in Calculator]: CalculatorState<C> };

interface Paths {
  readonly page: string;
  readonly contact: string;
  readonly disclaimer: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** Ends a text with a full stop unless it already has one (`… 100.000 Std.`). */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/**
 * The ROI calculator: three calculators in tabs, results that follow every keystroke, and the
 * figures in the URL (`?tab=bank&financings=…`), so each result can be shared and reloaded.
 * Without JavaScript the three calculators are GET forms whose results the server renders.
 */
export function RoiCalculator({
  locale,
  copy,
  initial,
  active: initialActive,
  paths,
}: {
  locale: Locale;
  copy: RoiCopy;
  initial: RoiStates;
  active: Calculator;
  paths: Paths;
}) {
  const [active, setActive] = useState(initialActive);
  const [states, setStates] = useState(initial);
  const [changed, setChanged] = useState(false);
  const query = resultQuery(active, states[active].inputs, locale);

  useEffect(() => {
    if (!changed) return;
    const url = new URL(window.location.href);
    url.search = query;
    window.history.replaceState(window.history.state, '', url);
  }, [changed, query]);

  const update = useCallback(
    (calculator: Calculator, field: string, value: string) => {
      setStates((previous) => {
        const state = previous[calculator] as CalculatorState<Calculator>;
        const next = readCalculator(
          calculator,
          (name) => (name === field ? value : state.raw[name]),
          locale,
          state.inputs,
        );
        return { ...previous, [calculator]: next };
      });
      setChanged(true);
    },
    [locale],
  );

  return (
    <Tabs
      label={copy.tablistLabel}
      tabs={calculators.map((value) => ({ value, label: copy.calculators[value].label }))}
      active={active}
      onChange={(value) => {
        setActive(value);
        setChanged(true);
      }}
      panel={(calculator) => (
        <RoiPanel
          calculator={calculator}
          state={states[calculator] as CalculatorState<Calculator>}
          onChange={update}
          copy={copy}
          locale={locale}
          paths={paths}
        />
      )}
    />
  );
}

const RoiPanel = memo(function RoiPanel({
  calculator,
  state,
  onChange,
  copy,
  locale,
  paths,
}: {
  calculator: Calculator;
  state: CalculatorState<Calculator>;
  onChange: (calculator: Calculator, field: string, value: string) => void;
  copy: RoiCopy;
  locale: Locale;
  paths: Paths;
}) {
  const id = `roi-${calculator}`;
  const text = copy.calculators[calculator];
  const results = roiResults(calculator, state.inputs);
  const invalid = Object.keys(state.errors).length > 0;
  const shareHref = `${paths.page}?${resultQuery(calculator, state.inputs, locale)}`;
  const discussHref = `${paths.contact}?${handoverQuery(calculator, state.inputs, results.expected)}`;

  return (
    <div id={id} className="scroll-mt-28 pt-8" data-calculator={calculator}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {text.title}
      </h2>
      <p className="mt-2 max-w-3xl text-ink-soft">{text.intro}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form
          method="get"
          action={`${paths.page}#${id}`}
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
        <section aria-labelledby={`${id}-results ${id}-title`} data-roi-results>
          <h3 id={`${id}-results`} className="text-xl font-bold tracking-tight">
            {copy.resultsTitle}
          </h3>
          <p
            role="status"
            className={invalid ? 'mt-3 rounded-md bg-amber-50 p-3 text-amber-950' : 'sr-only'}
          >
            {invalid ? copy.invalidNotice : ''}
          </p>
          <p className="mt-3 font-medium" aria-live="polite" data-roi-summary>
            {fill(copy.results.summary, {
              roi: formatPercent(results.expected.roiPercent / 100, locale, 0),
              payback: paybackText(results.expected, copy),
            })}
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            {scenarios.map((scenario) => (
              <ScenarioCard
                key={scenario}
                label={copy.scenarios[scenario].label}
                note={copy.scenarios[scenario].note}
                result={results[scenario]}
                copy={copy}
                locale={locale}
              />
            ))}
          </div>
          <RoiChart
            id={`${id}-chart`}
            panelTitleId={`${id}-title`}
            results={results}
            copy={copy}
            locale={locale}
          />
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <ButtonLink href={discussHref} prefetch={false}>
              {copy.actions.discuss}
            </ButtonLink>
            <a
              href={shareHref}
              className="font-semibold text-brand-strong underline"
              data-roi-share
            >
              {copy.actions.share}
            </a>
          </div>
          <p className="mt-2 text-sm text-ink-soft">{copy.actions.discussNote}</p>
        </section>
      </div>
      <RoiMethod
        id={`${id}-method`}
        panelTitleId={`${id}-title`}
        calculator={calculator}
        expected={results.expected}
        copy={copy}
        locale={locale}
        disclaimerHref={paths.disclaimer}
      />
    </div>
  );
});

function paybackText(result: ScenarioResult, copy: RoiCopy): string {
  if (result.paybackMonths === null) return copy.results.never;
  if (result.paybackMonths > 120) return copy.results.beyondTenYears;
  return fill(copy.results.months, { months: String(result.paybackMonths) });
}

function ScenarioCard({
  label,
  note,
  result,
  copy,
  locale,
}: {
  label: string;
  note: string;
  result: ScenarioResult;
  copy: RoiCopy;
  locale: Locale;
}) {
  const rows: [key: string, term: string, value: string][] = [
    ['annual', copy.results.annualBenefit, formatEuro(result.annualBenefit, locale)],
    ['total', copy.results.totalBenefit, formatEuro(result.totalBenefit, locale)],
    ['net', copy.results.netBenefit, formatEuro(result.netBenefit, locale)],
    ['roi', copy.results.roi, formatPercent(result.roiPercent / 100, locale, 0)],
    ['payback', copy.results.payback, paybackText(result, copy)],
  ];
  const expected = result.scenario === 'expected';
  return (
    <div
      data-scenario={result.scenario}
      className={`rounded-lg border p-4 ${expected ? 'border-brand bg-surface' : 'border-line'}`}
    >
      <h4 className="font-semibold">{label}</h4>
      <p className="text-xs text-ink-soft">{note}</p>
      <dl className="mt-3 space-y-2">
        {rows.map(([key, term, value]) => (
          <div key={key} data-result={key}>
            <dt className="text-xs text-ink-soft">{term}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function RoiField({
  calculator,
  field,
  state,
  onChange,
  copy,
  locale,
}: {
  calculator: Calculator;
  field: FieldName<Calculator>;
  state: CalculatorState<Calculator>;
  onChange: (calculator: Calculator, field: string, value: string) => void;
  copy: RoiCopy;
  locale: Locale;
}) {
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
