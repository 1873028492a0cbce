import { expect, test } from '@playwright/test';
import { baseUrl } from './support/site';
import { budgets, limitOf, scriptsOf } from './support/budgets';

test.describe('JavaScript budget (bench/budgets.json)', () => {
  for (const template of budgets.templates) {
    for (const locale of ['de', 'en'] as const) {
      const limit = limitOf(template.name);
      test(`${template.name} (${locale}) loads at most ${limit.toFixed(1)} KiB of scripts`, async () => {
        const html = await (await fetch(`${baseUrl}${template[locale]}`)).text();
        const { total, listing } = scriptsOf(html);
        expect(total).toBeGreaterThan(0);
        expect(total, `${template[locale]}: ${listing}`).toBeLessThanOrEqual(limit);
      });
    }
  }
});

test.describe('the stylesheet in a page', () => {
  test('comes once in its head and once in the framework’s data, not again for the error page', async () => {
    for (const template of budgets.templates)
      for (const locale of ['de', 'en'] as const) {
        const html = await (await fetch(`${baseUrl}${template[locale]}`)).text();
        const opening = /<style data-precedence="next"[^>]*>([^<]{80})/.exec(html)?.[1];
        expect(opening, template[locale]).toBeDefined();
        expect(html.split(opening ?? '').length - 1, template[locale]).toBe(2);
      }
  });
});
