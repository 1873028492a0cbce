import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageScripts } from '../../../scripts/lib/page-scripts.mjs';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** The JavaScript budgets per template (bench/budgets.json). */
export interface Budgets {
  readonly referenceKiB: number;
  readonly templates: readonly {
    readonly name: string;
    readonly de: string;
    readonly en: string;
    readonly allowanceKiB: number;
  }[];
}

export const budgets = JSON.parse(
  readFileSync(path.join(root, 'bench', 'budgets.json'), 'utf8'),
) as Budgets;

/** The most a page of the template named `name` may load, in KiB. */
export function limitOf(name: string): number {
  const template = budgets.templates.find((each) => each.name === name);
  if (!template) throw new Error(`No budget for the template “${name}”`);
  return budgets.referenceKiB + template.allowanceKiB;
}

/** The scripts a page's HTML loads, as the build holds them compressed, and their sum in KiB. */
export function scriptsOf(html: string): { total: number; listing: string } {
  const scripts = pageScripts(html, root);
  return {
    total: scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024,
    listing: scripts
      .map((script) => `${path.basename(script.source)} ${(script.bytes / 1024).toFixed(1)} KiB`)
      .join(', '),
  };
}
