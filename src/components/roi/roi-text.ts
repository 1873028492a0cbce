import type { RoiCopy } from '@/content/pages/roi-calculator/sections';
import type { ScenarioResult } from '@/lib/roi';

/** Fills `{name}` placeholders of a text; unknown ones stay as they are. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** Ends a text with a full stop unless it already has one (`… 100.000 Std.`). */
export const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

export function paybackText(result: ScenarioResult, copy: RoiCopy): string {
  if (result.paybackMonths === null) return copy.results.never;
  if (result.paybackMonths > 120) return copy.results.beyondTenYears;
  return fill(copy.results.months, { months: String(result.paybackMonths) });
}
