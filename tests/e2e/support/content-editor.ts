import { JSDOM } from 'jsdom';
import type { Page } from '@playwright/test';
import type { Pool } from 'pg';

/** The engine's id of a page's document. */
export async function pageDocumentId(pool: Pool, key: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM pages WHERE key = $1', [key]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`The page "${key}" was not imported`);
  return id;
}

/**
 * Opens a document in the editor (`path` below the collections) and types `values` into the fields
 * with those ids (`field-heading__de`).
 */
export async function typeInEditor(
  page: Page,
  baseUrl: string,
  path: string,
  values: Readonly<Record<string, string>>,
): Promise<void> {
  await page.goto(`${baseUrl}/backoffice/content/collections/${path}`);
  const fields = Object.entries(values).map(([id, value]) => ({
    field: page.locator(`#${id}`),
    value,
  }));
  const typed = async () =>
    (
      await Promise.all(
        fields.map(async ({ field, value }) => (await field.inputValue()) === value),
      )
    ).every(Boolean);
  const unchanged = await typed();
  // Typed before the editor's form has taken over the fields, the text reaches the field but not the
  // form, and publishing stays disabled: it is typed again until the form holds it.
  await until(async () => {
    for (const { field, value } of fields) await field.fill(value);
    if (unchanged) return true;
    return page
      .waitForFunction(
        () => document.querySelector<HTMLButtonElement>('#action-save')?.disabled === false,
        null,
        { timeout: 2_000 },
      )
      .then(
        () => true,
        () => false,
      );
  }, 'the editor’s form holds the typed text');
}

/** Opens a page's document in the editor and types its heading in both languages. */
export async function typeHeading(
  page: Page,
  baseUrl: string,
  id: number,
  heading: { de: string; en: string },
): Promise<void> {
  await typeInEditor(page, baseUrl, `pages/${id}`, {
    'field-heading__de': heading.de,
    'field-heading__en': heading.en,
  });
}

/** The page's `<h1>` as the server sends it to a visitor. */
export async function headingOf(url: string): Promise<string> {
  const { window } = new JSDOM(await (await fetch(url)).text());
  const heading = window.document.querySelector('h1')?.textContent?.trim() ?? '';
  window.close();
  return heading;
}

/** Waits until `condition` holds, checking every 200 ms; fails after `ms` naming `what`. */
export async function until(
  condition: () => Promise<boolean>,
  what: string,
  ms = 20_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not within ${ms / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What the editor's form for a new article asks, per language. */
export interface NewArticle {
  readonly title: { de: string; en: string };
  readonly slug: { de: string; en: string };
  readonly excerpt: { de: string; en: string };
  readonly body: { de: string; en: string };
  readonly seoTitle: { de: string; en: string };
  readonly metaDescription: { de: string; en: string };
  /** The category's name as the German editor shows it. */
  readonly category: string;
}

/** Opens the editor's form for a new article and fills it in, both languages side by side. */
export async function typeArticle(page: Page, baseUrl: string, article: NewArticle): Promise<void> {
  await page.goto(`${baseUrl}/backoffice/content/collections/articles/create`);
  for (const field of [
    'title',
    'slug',
    'excerpt',
    'body',
    'seoTitle',
    'metaDescription',
  ] as const) {
    await page.locator(`#field-${field}__de`).fill(article[field].de);
    await page.locator(`#field-${field}__en`).fill(article[field].en);
  }
  await page.locator('#field-category').click();
  await page.getByRole('option', { name: article.category, exact: true }).click();
}

/**
 * After a refused publication: `message` stands at the field `field` and in the list above the
 * fields, and both are still there after the owner has typed in `other`, another field, and the
 * editor has asked the engine for the form's state again.
 */
export async function refusalStays(
  page: Page,
  message: string,
  field: string,
  other: string,
): Promise<void> {
  const atField = page
    .locator('.field-type', { has: page.locator(field) })
    .locator('.field-error', { hasText: message });
  const listed = page.getByRole('alert').filter({ hasText: message });
  await atField.waitFor({ state: 'attached' });
  await listed.waitFor();
  await page.locator(other).pressSequentially(' ');
  await page.waitForTimeout(2_000);
  await atField.waitFor({ state: 'attached', timeout: 1_000 });
  await listed.waitFor({ timeout: 1_000 });
  await page.locator(other).press('Backspace');
}
