import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baseUrl } from './support/site';
import { pageScripts } from '../../scripts/lib/page-scripts.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

interface Budgets {
  readonly referenceKiB: number;
  readonly templates: readonly {
    readonly name: string;
    readonly de: string;
    readonly en: string;
    readonly allowanceKiB: number;
  }[];
}
const budgets = JSON.parse(
  readFileSync(path.join(root, 'bench', 'budgets.json'), 'utf8'),
) as Budgets;

test.describe('JavaScript budget (bench/budgets.json)', () => {
  for (const template of budgets.templates) {
    for (const locale of ['de', 'en'] as const) {
      const limit = budgets.referenceKiB + template.allowanceKiB;
      test(`${template.name} (${locale}) loads at most ${limit.toFixed(1)} KiB of scripts`, async () => {
        const html = await (await fetch(`${baseUrl}${template[locale]}`)).text();
        const scripts = pageScripts(html, root);
        expect(scripts.length).toBeGreaterThan(0);
        const total = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
        const listing = scripts
          .map(
            (script) => `${path.basename(script.source)} ${(script.bytes / 1024).toFixed(1)} KiB`,
          )
          .join(', ');
        expect(total, `${template[locale]}: ${listing}`).toBeLessThanOrEqual(limit);
      });
    }
  }
});
