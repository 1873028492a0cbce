import { expect, test } from '@playwright/test';
import { baseUrl } from './support/site';
import { hydrated, sharedBrowser } from './support/browser';
import { budgets, fetchedScripts, FORMS_CODE, limitOf, scriptsOf } from './support/budgets';

const session = sharedBrowser();

/** A name only the web-vitals library holds: the entry type of the largest paint it observes. */
const WEB_VITALS_CODE = 'largest-contentful-paint';

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

test.describe('the measuring of the visitors’ web vitals', () => {
  test('loads its library once the page is idle, not with the page, and keeps every template within its budget', async () => {
    for (const [index, template] of budgets.templates.entries()) {
      const locale = index % 2 ? 'en' : 'de';
      const { page } = await session.open();
      const scripts = fetchedScripts(page);
      const html = await (await fetch(`${baseUrl}${template[locale]}`)).text();
      await page.goto(`${baseUrl}${template[locale]}`);
      await page.locator('html[data-vitals="measuring"]').waitFor();
      const { total, code, listing } = scripts();
      expect(code, listing).toContain(WEB_VITALS_CODE);
      expect(scriptsOf(html).code, template[locale]).not.toContain(WEB_VITALS_CODE);
      expect(total, `${template[locale]}: ${listing}`).toBeLessThanOrEqual(limitOf(template.name));
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
