import { expect, test } from '@playwright/test';
import { baseUrl } from './support/site';
import { hydrated, sharedBrowser } from './support/browser';
import { budgets, fetchedScripts, FORMS_CODE, limitOf, scriptsOf } from './support/budgets';

const session = sharedBrowser();

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

test.describe('a page made of blocks', () => {
  test('fetches none of the forms’ code when it shows no form, however long it is open', async () => {
    const template = budgets.templates.find((each) => each.name === 'Long-form page');
    for (const locale of ['de', 'en'] as const) {
      const { page } = await session.open();
      const scripts = fetchedScripts(page);
      await page.goto(`${baseUrl}${template?.[locale] ?? ''}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      const { code, listing } = scripts();
      expect(code.includes(FORMS_CODE), listing).toBe(false);
    }
  });
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
