import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseUrl, siteDataDir, siteDatabaseUrl, siteUrl } from './support/site';
import { defaultLeverValues, initialInputs, roiResults, type LeverValues } from '@/lib/roi';
import { formatEuro } from '@/lib/locale-number';
import { axeViolations, hydrated, sharedBrowser } from './support/browser';
import { chooseSlot, fillTimePassed } from './support/forms';
import { fetchedScripts, FORMS_CODE, limitOf, scriptsOf } from './support/budgets';
import { cli, createAccount, enterPassword, signIn, unique, type Site } from './support/backoffice';
import {
  headingOf,
  pageDocumentId,
  refusalStays,
  typeArticle,
  typeHeading,
  until,
} from './support/content-editor';
import { pageText } from './support/page-text';
import { startSite } from './support/server';
import { testPool } from './support/database';
import { CONTENT_API_ROUTES } from './support/content-api-routes';
import { SCRIPTED_SVG, testImage, uploadImage } from './support/media';
import { rawSocketExchange } from './support/http';
import { MAX_IMAGE_BYTES } from '@/lib/media';
import { layoutShift } from './support/lighthouse';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { seedSectionTexts } from '@/content/sections';
import { rawSeedPageFile } from '@/content/pages';
import { pathFor } from '@/site/routes';

const browser = sharedBrowser();

const site: Site = {
  baseUrl,
  // An empty DATABASE_URL counts as unset: the command line uses the running server's database.
  cliEnv: { DATA_DIR: siteDataDir, DATABASE_URL: '' },
  pool: testPool(siteDatabaseUrl),
};
test.afterAll(() => site.pool.end());

/**
 * The owner's guide (docs/redaktion.md) shows the real editor: with `DOCS_SCREENSHOTS=1` these
 * tests write its pictures.
 */
async function screenshotForGuide(page: Page, name: string): Promise<void> {
  if (process.env.DOCS_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `docs/redaktion/${name}.png` });
}

/** A route of the table with its parameters filled in. */
const concrete = (path: string) =>
  path
    .replace(/\/(:id\?)?$/, '')
    .replace(':id', '1')
    .replace(':key', 'nav');

/** Every route of the engine's API, as an anonymous client or one with a session only half open. */
async function refusedEverywhere(cookie?: string): Promise<void> {
  for (const { method, path } of CONTENT_API_ROUTES) {
    const url = `${site.baseUrl}/backoffice/api${concrete(path)}`;
    const response = await fetch(url, {
      method,
      headers: {
        ...(cookie && { cookie }),
        ...(method !== 'GET' && method !== 'DELETE' && { 'content-type': 'application/json' }),
      },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      redirect: 'manual',
    });
    const body = await response.text();
    expect([401, 403], `${method} ${path}: ${body}`).toContain(response.status);
    expect(response.headers.get('cache-control'), `${method} ${path}`).toBe('no-store');
    expect(body, `${method} ${path}`).not.toMatch(/"docs"|"email"|"_status"|"version"/);
  }
}

test.describe('the content engine inside the back office', () => {
  test('answers no API route and shows no editor page without a signed-in owner', async () => {
    await refusedEverywhere();
    for (const path of [
      '/backoffice/content',
      '/backoffice/content/collections/pages',
      '/backoffice/preview?page=about&locale=en',
    ]) {
      const response = await fetch(`${site.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location')).toBe('/backoffice/sign-in');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
    }
  });

  test('keeps a session that has only passed the password out', async () => {
    const { page, context } = await browser.open();
    const account = await createAccount(site, page, unique('half'));
    await context.clearCookies();
    await enterPassword(page, site, account.email);
    const cookies = await context.cookies(site.baseUrl);
    const session = cookies.find((cookie) => cookie.name === '__Host-backoffice');
    expect(session).toBeDefined();
    await refusedEverywhere(`__Host-backoffice=${session?.value ?? ''}`);
  });

  test('opens for an owner signed in with password and code, in German, under the strict policy', async () => {
    const { page, context } = await browser.open();
    const account = await createAccount(site, page, unique('editor'));
    await signIn(page, site, account);
    await page.getByRole('link', { name: 'Inhalte' }).click();
    await page.waitForURL('**/backoffice/content');
    await expect(page.getByRole('heading', { name: 'Seiten' }).count()).resolves.toBeGreaterThan(0);
    await screenshotForGuide(page, 'uebersicht');
    const { rows } = await site.pool.query<{ id: number }>(
      "SELECT id FROM pages WHERE key = 'about'",
    );
    await page.goto(`${site.baseUrl}/backoffice/content/collections/pages/${rows[0]?.id ?? 0}`);
    await expect(page.locator('#field-heading__de').inputValue()).resolves.not.toBe('');
    await expect(page.locator('#field-heading__en').inputValue()).resolves.not.toBe('');
    await screenshotForGuide(page, 'seite-bearbeiten');
    const response = await page.request.get(`${site.baseUrl}/backoffice/content`);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' [^;]*'nonce-/);
    expect(policy).not.toContain('unsafe-eval');
    // Inline styles are the editor's exception; the rest of the back office keeps the nonce.
    expect(policy).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
    const signInPage = await fetch(`${site.baseUrl}/backoffice/sign-in`);
    expect(signInPage.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    const api = await page.request.get(`${site.baseUrl}/backoffice/api/accounts/me`);
    expect(api.status()).toBe(200);
    expect(((await api.json()) as { user: { email: string } }).user.email).toBe(account.email);
    await context.clearCookies();
  });

  test('warns an owner who opens a page someone else is editing; whoever loses it is told', async () => {
    const { page } = await browser.open();
    await signIn(page, site, await createAccount(site, page, unique('first')));
    const second = await page
      .context()
      .browser()
      ?.newContext({ viewport: { width: 1280, height: 800 } });
    if (!second) throw new Error('No browser');
    try {
      const other = await second.newPage();
      const account = await createAccount(site, other, unique('second'));
      await signIn(other, site, account);
      const id = await pageDocumentId(site.pool, 'expertise');
      const url = `${site.baseUrl}/backoffice/content/collections/pages/${id}`;
      await page.goto(url);
      await page.locator('#field-lead__de').pressSequentially(' Neu');
      // The first owner's editor takes the lock once it has sent the typed text: until then the
      // page opens without the warning, and the second owner opens it again.
      const warning = other.getByRole('dialog');
      await expect(async () => {
        await other.goto(url);
        await expect(warning.getByText('bearbeitet gerade dieses Dokument')).toBeVisible();
      }).toPass({ timeout: 45_000 });
      await warning.getByRole('button', { name: 'Übernehmen' }).click();
      // The first owner is told as soon as they go on typing, before anything of theirs is saved.
      await page.locator('#field-lead__de').pressSequentially(' mehr');
      const told = page.getByRole('dialog');
      await told
        .getByText('Ein anderer Benutzer hat die Bearbeitung dieses Dokuments übernommen.')
        .waitFor();
      await expect(told.getByRole('button', { name: 'Nur-Lese-Ansicht' }).count()).resolves.toBe(1);
    } finally {
      await second.close();
    }
  });

  test('lets the calculator compute with the figures the owner publishes, in both languages', async () => {
    const { page } = await browser.open();
    await signIn(page, site, await createAccount(site, page, unique('figures')));
    const { rows } = await site.pool.query<{ id: number }>(
      "SELECT id FROM figures WHERE key = 'bankTakeUp'",
    );
    const editor = `${site.baseUrl}/backoffice/content/collections/figures/${rows[0]?.id ?? 0}`;
    const total = (expected: number, locale: 'de' | 'en') => {
      const values: LeverValues = {
        ...defaultLeverValues,
        bank: { takeUp: { ...defaultLeverValues.bank.takeUp, expected } },
      };
      return formatEuro(
        roiResults('bank', initialInputs('bank'), values).expected.totalBenefit,
        locale,
      );
    };
    const cell = '[data-calculator="bank"] [data-scenario="expected"] [data-result="total"] dd';
    /** The expected scenario's total, as a visitor's browser shows it, and as the page is sent in English. */
    const shown = async () => {
      await page.goto(`${site.baseUrl}/roi-calculator?tab=bank`);
      await hydrated(page);
      const german = (await page.locator(cell).innerText()).trim();
      const { JSDOM } = await import('jsdom');
      const html = await (await fetch(`${site.baseUrl}/en/roi-calculator?tab=bank`)).text();
      const english = new JSDOM(html).window.document.querySelector(cell)?.textContent?.trim();
      return `${german} | ${english}`;
    };
    const publishExpected = async (percent: string) => {
      if (page.url() !== editor) await page.goto(editor);
      await page.locator('#field-levels__expected').fill(percent);
      await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
    };
    expect(await shown()).toBe(`${total(0.18, 'de')} | ${total(0.18, 'en')}`);
    try {
      // A value above the ambitious scenario's is refused, naming the field to correct.
      await publishExpected('30');
      await page.getByText(/Das folgende Feld ist nicht korrekt/).waitFor();
      await page.getByText(/in Prozent → Ehrgeizig/).waitFor();
      await publishExpected('22');
      const raised = `${total(0.22, 'de')} | ${total(0.22, 'en')}`;
      await until(async () => (await shown()) === raised, `the calculator at 22 %: ${raised}`);
    } finally {
      await publishExpected('18');
      await until(
        async () => (await shown()) === `${total(0.18, 'de')} | ${total(0.18, 'en')}`,
        'the calculator back at 18 %',
      );
    }
  });

  test('shows a hero the owner publishes on its audience page, in both languages', async () => {
    const { page } = await browser.open();
    await signIn(page, site, await createAccount(site, page, unique('hero')));
    const { rows } = await site.pool.query<{ id: number; de: string; en: string }>(
      "SELECT id, eyebrow_de AS de, eyebrow_en AS en FROM heroes WHERE key = 'fleet'",
    );
    const [hero] = rows;
    if (!hero) throw new Error('The fleet hero was not imported');
    /** Which eyebrow each language's fleet page shows: the imported one, or the new one. */
    const eyebrows = async () =>
      (
        await Promise.all(
          (
            [
              ['/fleet/leistungen', hero.de, 'Flotten im Blick'],
              ['/en/fleet/services', hero.en, 'Fleets in view'],
            ] as const
          ).map(async ([path, before, after]) => {
            const html = await (await fetch(`${site.baseUrl}${path}`)).text();
            return html.includes(after) ? 'after' : html.includes(before) ? 'before' : 'neither';
          }),
        )
      ).join(' ');
    expect(await eyebrows()).toBe('before before');
    const publish = async (de: string, en: string) => {
      await page.goto(`${site.baseUrl}/backoffice/content/collections/heroes/${hero.id}`);
      await page.locator('#field-eyebrow__de').fill(de);
      await page.locator('#field-eyebrow__en').fill(en);
      await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
    };
    try {
      await publish('Flotten im Blick', 'Fleets in view');
      await until(
        async () => (await eyebrows()) === 'after after',
        'the new eyebrow on both languages',
      );
    } finally {
      await publish(hero.de, hero.en);
      await until(async () => (await eyebrows()) === 'before before', 'the eyebrow as before');
    }
  });

  test('puts the company facts the owner publishes on every page that shows them, and refuses a malformed one or their unpublishing', async () => {
    const { page, context } = await browser.open();
    await signIn(page, site, await createAccount(site, page, unique('company')));
    const { rows } = await site.pool.query<{ id: number; brand: string; register: string }>(
      'SELECT id, brand, register_number AS register FROM company',
    );
    const [facts] = rows;
    if (!facts) throw new Error('The company facts were not imported');
    /** Whether the imprints show the register number and the home pages' titles the brand. */
    const shown = async (register: string, brand: string) => {
      const pages = await Promise.all(
        [pathFor('imprint', 'de'), pathFor('imprint', 'en'), '/', '/en'].map(async (path) =>
          (await fetch(`${site.baseUrl}${path}`)).text(),
        ),
      );
      return (
        pages.slice(0, 2).every((html) => html.includes(register)) &&
        pages.slice(2).every((html) => new RegExp(`<title>[^<]*\\| ${brand}</title>`).test(html))
      );
    };
    const publish = async (register: string, brand: string, e164 = '+498921548830') => {
      const editor = `${site.baseUrl}/backoffice/content/collections/company/${facts.id}`;
      if (page.url() !== editor) await page.goto(editor);
      await page.locator('#field-register__number').fill(register);
      await page.locator('#field-brand').fill(brand);
      await page.locator('#field-phone__e164').fill(e164);
      await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
    };
    expect(await shown(facts.register, facts.brand)).toBe(true);
    await page.goto(`${site.baseUrl}/backoffice/content/collections/company/${facts.id}`);
    await page.locator('#field-founder__role__de:not([disabled])').waitFor();
    await screenshotForGuide(page, 'unternehmensangaben');

    // A draft changes nothing a visitor sees; the preview shows it, in the real imprint.
    await page.locator('#field-register__number').fill('HRB 314159');
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    await until(
      async () =>
        Boolean(
          (
            await site.pool.query(
              "SELECT 1 FROM _company_v WHERE latest AND version_register_number = 'HRB 314159'",
            )
          ).rowCount,
        ),
      'the draft is saved',
    );
    // The server reads the content revision every second: after 1.5 s, a draft that had moved it
    // would show.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await shown(facts.register, facts.brand)).toBe(true);
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Vorschau' }).click(),
    ]);
    await preview.waitForURL(`**${pathFor('imprint', 'de')}`);
    expect(await preview.locator('main').innerText()).toContain('HRB 314159');
    await preview.close();
    expect(await shown(facts.register, facts.brand)).toBe(true);
    // With a draft pending, the facts still cannot be unpublished, not even through the API: the site would fall back to
    // the repository's sample. The editor offers no such action for them.
    const refusal = await page.evaluate(async (url) => {
      const response = await fetch(url, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        body: JSON.stringify({ _status: 'draft' }),
      });
      return `${response.status} ${await response.text()}`;
    }, `${site.baseUrl}/backoffice/api/company/${facts.id}`);
    expect(refusal).toMatch(/^409 .*Diese Inhalte bleiben veröffentlicht/);
    const status = await site.pool.query<{ status: string }>(
      'SELECT _status AS status FROM company',
    );
    expect(status.rows[0]?.status).toBe('published');
    try {
      await publish('HRB 271828', 'Keller Partners', '089 2154');
      // Refused, naming the field.
      await page.getByText(/Das folgende Feld ist nicht korrekt/).waitFor();
      await page.getByText(/Telefon → Nummer für Anrufe/).waitFor();
      await publish('HRB 271828', 'Keller Partners');
      await until(
        () => shown('HRB 271828', 'Keller Partners'),
        'the new register number and brand in both languages',
        5_000,
      );
      expect(
        (
          await site.pool.query('SELECT 1 FROM audit_log WHERE action = $1 AND subject = $2', [
            'content.published',
            'company',
          ])
        ).rowCount,
      ).toBeGreaterThan(0);
    } finally {
      await publish(facts.register, facts.brand);
      await until(() => shown(facts.register, facts.brand), 'the facts as before');
    }
  });

  test('refuses an article address that another article has in the other language', async () => {
    const { page } = await browser.open();
    await signIn(page, site, await createAccount(site, page, unique('slugs')));
    const { rows } = await site.pool.query<{ slug: string }>(
      "SELECT slug_de AS slug FROM articles WHERE _status = 'published' LIMIT 1",
    );
    const taken = rows[0]?.slug;
    if (!taken) throw new Error('No article was imported');
    const text = { de: 'Kollision', en: 'Collision' };
    const answer = await page.evaluate(
      async ({ url, article }) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'de' },
          body: JSON.stringify(article),
        });
        return `${response.status} ${await response.text()}`;
      },
      {
        url: `${site.baseUrl}/backoffice/api/articles`,
        article: {
          _status: 'published',
          title: text,
          slug: { de: 'kollision', en: taken },
          excerpt: text,
          body: text,
          seoTitle: text,
          // Long enough for the publish-time checks, which come first.
          metaDescription: {
            de: 'Eine Beschreibung, die lang genug ist, damit Suchmaschinen sie ganz zeigen können.',
            en: 'A description that is long enough for search engines to show it in full, as it is.',
          },
          category: 'fleets',
        },
      },
    );
    expect(answer).toMatch(/^400 .*nicht korrekt: Adresse: \/blog\/… > English/);
    const kept = await site.pool.query("SELECT 1 FROM articles WHERE slug_de = 'kollision'");
    expect(kept.rowCount).toBe(0);
  });

  test('names the texts of a page’s structured sections in the owner’s words and shows one the owner publishes', async () => {
    const { page } = await browser.open();
    await signIn(page, site, await createAccount(site, page, unique('sections')));
    const id = await pageDocumentId(site.pool, 'about');
    const row = seedSectionTexts('about').findIndex((text) => text.place === 'mission.title');
    const before = seedSectionTexts('about')[row];
    if (!before) throw new Error('The about page has no mission title');
    /** Whether the about page shows these mission titles, in German and in English. */
    const titled = async (de: string, en: string) => {
      const [german, english] = await Promise.all(
        [pathFor('about', 'de'), pathFor('about', 'en')].map(async (path) =>
          (await fetch(`${site.baseUrl}${path}`)).text(),
        ),
      );
      return Boolean(german?.includes(`>${de}</h2>`) && english?.includes(`>${en}</h2>`));
    };
    const publish = async (de: string, en: string) => {
      await page.goto(`${site.baseUrl}/backoffice/content/collections/pages/${id}`);
      await page.locator(`#field-layoutTexts__${row}__text__de`).fill(de);
      await page.locator(`#field-layoutTexts__${row}__text__en`).fill(en);
      await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
    };
    expect(await titled(before.de, before.en)).toBe(true);
    // Each row is named in the owner's words, never by its place in code; the page offers no
    // field whose text it would not show (no blocks or date on the about page).
    await page.goto(`${site.baseUrl}/backoffice/content/collections/pages/${id}`);
    const label = page.getByText('Abschnitt Mission – Überschrift', { exact: true });
    await label.waitFor();
    await page.locator(`#field-layoutTexts__${row}__text__de:not([disabled])`).waitFor();
    expect(await page.getByText('mission.title').count()).toBe(0);
    expect(await page.getByText(/^Text \d+$/).count()).toBe(0);
    for (const field of ['layout', 'updated'])
      expect(await page.locator(`#field-${field}, [id^="field-${field}__"]`).count(), field).toBe(
        0,
      );
    if (process.env.DOCS_SCREENSHOTS === '1') {
      await label.scrollIntoViewIfNeeded();
      await screenshotForGuide(page, 'seitenbausteine');
    }
    // A long-form page names its blocks by their kind and heading, and its questions by the question.
    const { body } = rawSeedPageFile('riskAdvisory', 'de');
    await page.goto(
      `${site.baseUrl}/backoffice/content/collections/pages/${await pageDocumentId(site.pool, 'riskAdvisory')}`,
    );
    await page.getByText(`Text 1: ${body.sections[0]?.title ?? ''}`, { exact: true }).waitFor();
    await page.getByText(`Häufige Fragen ${body.sections.length + 1}`, { exact: true }).waitFor();
    await page.locator(`#layout-row-${body.sections.length} .collapsible__toggle`).first().click();
    await page.getByText(`Frage 1: ${body.faq?.[0]?.question ?? ''}`, { exact: true }).waitFor();
    try {
      await publish('Wofür {brand} arbeitet', 'What {brand} works for');
      const brand = (await site.pool.query<{ brand: string }>('SELECT brand FROM company')).rows[0]
        ?.brand;
      await until(
        () => titled(`Wofür ${brand} arbeitet`, `What ${brand} works for`),
        'the new mission title, its brand filled in, in both languages',
        5_000,
      );
    } finally {
      await publish(before.de, before.en);
      await until(() => titled(before.de, before.en), 'the title as before');
    }
  });

  test('lets an editor publish, then lists the change with its author and shows it beside the version before, in both languages', async () => {
    const { page } = await browser.open();
    const editor = await createAccount(site, page, unique('copywriter'), 'editor');
    await signIn(page, site, editor);
    expect(await axeViolations(page)).toEqual([]);
    // A page no other test of this file holds open in the editor.
    const id = await pageDocumentId(site.pool, 'contact');
    await page.goto(`${site.baseUrl}/backoffice/content/collections/pages/${id}`);
    const before = {
      de: await page.locator('#field-heading__de').inputValue(),
      en: await page.locator('#field-heading__en').inputValue(),
    };
    const publish = async (heading: { de: string; en: string }) => {
      await typeHeading(page, site.baseUrl, id, heading);
      await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
      await until(
        async () =>
          (
            await site.pool.query<{ en: string }>(
              'SELECT heading_en AS en FROM pages WHERE id = $1',
              [id],
            )
          ).rows[0]?.en === heading.en,
        'the published heading',
        5_000,
      );
    };
    try {
      await publish({ de: 'Kontakt, neu gefasst', en: 'Contact, rewritten' });
      await page.goto(`${site.baseUrl}/backoffice/changes`);
      const row = page.getByRole('row').filter({ hasText: editor.email }).first();
      expect((await row.innerText()).split('\t').slice(2, 4)).toEqual(['Seite', editor.email]);
      expect(await axeViolations(page)).toEqual([]);
      await row.getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: /im Vergleich/ }).waitFor();
      const rows = (await page.locator('tbody tr').allInnerTexts()).map((text) =>
        text.split('\t').map((cell) => cell.trim()),
      );
      expect(rows).toContainEqual(['heading', 'Deutsch', before.de, 'Kontakt, neu gefasst']);
      expect(rows).toContainEqual(['heading', 'Englisch', before.en, 'Contact, rewritten']);
      expect(rows).toHaveLength(2);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await publish(before);
      // Leaving the document lets go of its lock for the tests after this one.
      await page.goto(`${site.baseUrl}/backoffice/changes`);
      await page.context().close();
    }
  });

  test('sends a renamed article’s former addresses to its new one in one hop, and a deleted one’s to its replacement or answers 410', async () => {
    const { page } = await browser.open();
    const account = await createAccount(site, page, unique('renamer'));
    await signIn(page, site, account);
    /** The engine's API, called from the signed-in browser. */
    const api = (method: string, path: string, body?: unknown) =>
      page.evaluate(
        async ({ method, url, body }) => {
          const response = await fetch(url, {
            method,
            headers: { 'content-type': 'application/json', 'accept-language': 'de' },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return {
            status: response.status,
            json: (await response.json()) as { doc?: { id: number } },
          };
        },
        { method, url: `${site.baseUrl}/backoffice/api${path}`, body },
      );
    const { json: listed } = await api(
      'GET',
      '/articles?limit=1&depth=0&where[_status][equals]=published',
    );
    const sample = (listed as unknown as { docs: Record<string, unknown>[] }).docs[0] ?? {};
    // A copy of a published article's fields, as a new article's; the engine gives it its own key.
    const fields = Object.fromEntries(
      Object.entries(sample).filter(
        ([name]) => !['id', 'key', 'name', 'createdAt', 'updatedAt'].includes(name),
      ),
    );
    const run = Math.random().toString(36).slice(2, 7);
    const slug = (label: string) => ({ de: `umzug-${run}-${label}`, en: `moving-${run}-${label}` });
    const publish = async (label: string, extra: Record<string, unknown> = {}) => {
      const { status, json } = await api('POST', '/articles', {
        ...fields,
        slug: slug(label),
        _status: 'published',
        ...extra,
      });
      expect(status).toBe(201);
      return json.doc?.id ?? 0;
    };
    const answer = async (path: string) => {
      const response = await fetch(`${site.baseUrl}${path}`, { redirect: 'manual' });
      return `${response.status} ${response.headers.get('location') ?? ''}`.trim();
    };
    const becomes = (path: string, expected: string) =>
      until(async () => (await answer(path)) === expected, `${path} answers ${expected}`, 5_000);

    // Renamed twice: the first and the second address each go straight to the third.
    const renamed = await publish('a');
    await becomes(`/blog/${slug('a').de}`, '200');
    for (const label of ['b', 'c'])
      expect(
        (await api('PATCH', `/articles/${renamed}`, { slug: slug(label), _status: 'published' }))
          .status,
      ).toBe(200);
    for (const label of ['a', 'b']) {
      await becomes(`/blog/${slug(label).de}`, `301 /blog/${slug('c').de}`);
      await becomes(`/en/blog/${slug(label).en}`, `301 /en/blog/${slug('c').en}`);
    }
    expect(await answer(`/blog/${slug('c').de}`)).toBe('200');

    // Withdrawn and published again under another address: the former ones follow.
    expect((await api('PATCH', `/articles/${renamed}`, { _status: 'draft' })).status).toBe(200);
    expect(
      (await api('PATCH', `/articles/${renamed}`, { slug: slug('c2'), _status: 'published' }))
        .status,
    ).toBe(200);
    await becomes(`/blog/${slug('a').de}`, `301 /blog/${slug('c2').de}`);
    await becomes(`/blog/${slug('c').de}`, `301 /blog/${slug('c2').de}`);
    expect(
      (await api('PATCH', `/articles/${renamed}`, { slug: slug('c'), _status: 'published' }))
        .status,
    ).toBe(200);
    await becomes(`/blog/${slug('c').de}`, '200');

    // Deleted with a replacement chosen (saved as a draft is enough): 301 to it. Deleted
    // without: 410, in each language.
    const replacement = await publish('d');
    const deleted = await publish('e');
    expect(
      (await api('PATCH', `/articles/${deleted}?draft=true`, { replacement, _status: 'draft' }))
        .status,
    ).toBe(200);
    expect((await api('DELETE', `/articles/${deleted}`)).status).toBe(200);
    await becomes(`/blog/${slug('e').de}`, `301 /blog/${slug('d').de}`);
    await becomes(`/en/blog/${slug('e').en}`, `301 /en/blog/${slug('d').en}`);
    expect((await api('DELETE', `/articles/${replacement}`)).status).toBe(200);
    for (const label of ['d', 'e']) await becomes(`/blog/${slug(label).de}`, '410');
    const gone = async (path: string, language: string, text: string) => {
      const response = await fetch(`${site.baseUrl}${path}`);
      expect(response.status).toBe(410);
      const html = await response.text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(text);
    };
    await gone(`/blog/${slug('d').de}`, 'de', 'Seite nicht gefunden');
    await gone(`/en/blog/${slug('e').en}`, 'en', 'Oops! Page not found');

    // The owner sees them in the back office and removes one: the address is simply not found.
    await page.goto(`${site.baseUrl}/backoffice/site`);
    const row = page.locator(`[data-redirect="/blog/${slug('a').de}"]`);
    expect(await row.innerText()).toContain(`/blog/${slug('c').de}`);
    expect(await row.innerText()).toContain(account.email);
    expect(await page.locator(`[data-redirect="/blog/${slug('e').de}"]`).innerText()).toContain(
      'entfernt (410)',
    );
    expect(await axeViolations(page)).toEqual([]);
    await row
      .getByRole('button', { name: `Weiterleitung von /blog/${slug('a').de} entfernen` })
      .click();
    await row.waitFor({ state: 'detached' });
    await becomes(`/blog/${slug('a').de}`, '404');
    const { rows: logged } = await site.pool.query<{ actor: string }>(
      `SELECT actor FROM audit_log WHERE action = 'redirect.removed' AND subject = $1`,
      [`/blog/${slug('a').de}`],
    );
    expect(logged).toEqual([{ actor: account.email }]);
    // Published again under a former address, the article is there again: no redirect shadows it.
    expect(
      (await api('PATCH', `/articles/${renamed}`, { slug: slug('b'), _status: 'published' }))
        .status,
    ).toBe(200);
    await becomes(`/blog/${slug('b').de}`, '200');
    await becomes(`/blog/${slug('c').de}`, `301 /blog/${slug('b').de}`);
    expect((await api('DELETE', `/articles/${renamed}`)).status).toBe(200);
  });

  test('shows the page beside its fields as the owner types and with each draft she saves, at phone and desktop widths, in both languages, to her alone', async () => {
    const { page } = await browser.open();
    await signIn(page, site, await createAccount(site, page, unique('live')));
    const id = await pageDocumentId(site.pool, 'riskAdvisory');
    await page.goto(`${site.baseUrl}/backoffice/content/collections/pages/${id}`);
    const lead = { de: page.locator('#field-lead__de'), en: page.locator('#field-lead__en') };
    await page.locator('#field-lead__de:not([disabled])').waitFor();
    const before = { de: await lead.de.inputValue(), en: await lead.en.inputValue() };
    await page.getByRole('button', { name: 'Live-Vorschau', exact: true }).click();
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { level: 1 }).waitFor();
    const mark = unique('live');
    const typed = {
      de: `Wie Sie Risiken früh erkennen, bevor sie teuer werden (${mark}).`,
      en: `How you spot risks early, before they become expensive (${mark}).`,
    };
    /** What a visitor is shown of the page in both languages, without the owner's session. */
    const visitorsSee = async () =>
      Promise.all(
        (['de', 'en'] as const).map(async (locale) =>
          (await fetch(`${site.baseUrl}${pathFor('riskAdvisory', locale)}`)).text(),
        ),
      );
    try {
      // As she types, before she saves anything, the preview beside the fields follows.
      await lead.de.fill(typed.de);
      await frame.getByText(typed.de).waitFor({ timeout: 10_000 });
      await screenshotForGuide(page, 'live-vorschau');
      expect((await visitorsSee()).some((html) => html.includes(mark))).toBe(false);
      // What she types is kept for her session alone; without one, nothing is taken.
      const anonymous = new FormData();
      anonymous.set('data', JSON.stringify({ key: 'riskAdvisory', lead: typed }));
      const refused = await fetch(`${site.baseUrl}/backoffice/preview/live`, {
        method: 'POST',
        body: anonymous,
        redirect: 'manual',
      });
      expect(refused.status).toBe(303);
      expect(refused.headers.get('location')).toMatch(/^\/backoffice\/sign-in/);
      // Saved as a draft, and the preview follows the saved draft too.
      await lead.en.fill(typed.en);
      await page.getByRole('button', { name: 'Entwurf speichern' }).click();
      await page.getByText('Entwurf erfolgreich gespeichert').first().waitFor();
      expect((await visitorsSee()).some((html) => html.includes(mark))).toBe(false);

      // At a phone's width, then a desktop's, the page laid out for it.
      for (const [breakpoint, width] of [
        ['Smartphone', 390],
        ['Desktop', 1280],
      ] as const) {
        await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click();
        await page.getByRole('button', { name: breakpoint }).click();
        await until(
          async () => (await frame.locator('body').evaluate(() => window.innerWidth)) === width,
          `the preview at the width of “${breakpoint}”`,
          5_000,
        );
      }
      // Its language switch keeps the preview: the English page with the English draft.
      await frame.locator('a[hreflang="en"]').first().click();
      await frame.getByText(typed.en).waitFor({ timeout: 15_000 });
      expect(page.url()).toContain(`/collections/pages/${id}`);
    } finally {
      await lead.de.fill(before.de);
      await lead.en.fill(before.en);
      await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    }
    expect((await visitorsSee()).some((html) => html.includes(mark))).toBe(false);
  });

  test('builds a page from blocks the owner adds, moves with the keyboard, duplicates and removes, and shows them in both languages', async () => {
    test.setTimeout(120_000);
    const { page, context } = await browser.open();
    const visitor = await context.newPage();
    await signIn(page, site, await createAccount(site, page, unique('blocks')));
    const key = 'industryMunicipal';
    const id = await pageDocumentId(site.pool, key);
    const api = async (method: string, body?: unknown) =>
      JSON.parse(
        await page.evaluate(
          async ({ method, url, body }) =>
            (
              await fetch(url, {
                method,
                headers: { 'content-type': 'application/json' },
                body: body === undefined ? undefined : JSON.stringify(body),
              })
            ).text(),
          { method, url: `${site.baseUrl}/backoffice/api/pages/${id}?depth=0`, body },
        ),
      ) as { layout: { blockType: string }[]; doc?: unknown };
    const { layout: before } = await api('GET');
    const sections = before.filter((block) => block.blockType === 'text').length;
    const mark = unique('zitat');
    const visitorsSee = () =>
      Promise.all(
        (['de', 'en'] as const).map(
          async (locale) =>
            new JSDOM(await (await fetch(`${site.baseUrl}${pathFor(key, locale)}`)).text()).window
              .document,
        ),
      );
    try {
      await page.goto(`${site.baseUrl}/backoffice/content/collections/pages/${id}`);
      await page.locator('#field-lead__de:not([disabled])').waitFor();
      // Added from the drawer at the end, after the questions.
      await page.getByRole('button', { name: 'Baustein hinzufügen' }).click();
      await page.getByRole('button', { name: 'Zitat', exact: true }).click();
      const last = before.length;
      await page.getByText(`Zitat ${last + 1}`, { exact: true }).waitFor();
      await page.locator(`#layout-row-${last} .collapsible__toggle`).first().click();
      await page.locator(`#field-layout__${last}__quote__de`).fill(`Ein klarer Plan (${mark}).`);
      await page.locator(`#field-layout__${last}__quote__en`).fill(`A clear plan (${mark}).`);
      await page.locator(`#field-layout__${last}__person`).fill('Petra Beispiel');
      await page.locator(`#field-layout__${last}__role__de`).fill('Leiterin Fuhrpark');
      await page.locator(`#field-layout__${last}__role__en`).fill('Head of fleet');
      // Moved above the questions with the keyboard, from the block's menu.
      const menu = page.locator(`#layout-row-${last} .array-actions__button`).first();
      await menu.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Nach oben verschieben' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator(`#field-layout__${last - 1}__person`)).toHaveValue(
        'Petra Beispiel',
      );
      if (process.env.DOCS_SCREENSHOTS === '1') {
        await page.locator(`#layout-row-${last - 1}`).scrollIntoViewIfNeeded();
        await screenshotForGuide(page, 'seiten-aus-bausteinen');
      }
      // Duplicated, then the copy removed again.
      await page
        .locator(`#layout-row-${last - 1} .array-actions__button`)
        .first()
        .click();
      await page.getByRole('button', { name: 'Duplizieren' }).click();
      await expect(page.locator(`#field-layout__${last}__person`)).toHaveValue('Petra Beispiel');
      await page.locator(`#layout-row-${last} .array-actions__button`).first().click();
      await page.getByRole('button', { name: 'Entfernen' }).click();
      await expect(page.locator(`#field-layout__${last}__person`)).toHaveCount(0);
      await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
      await page.getByText('Erfolgreich').first().waitFor();

      // Each language shows the quote once, after the last section and before the questions.
      await until(
        async () => (await visitorsSee()).every((doc) => doc.body.textContent?.includes(mark)),
        'the quote on the published page in both languages',
        5_000,
      );
      for (const [index, doc] of (await visitorsSee()).entries()) {
        const quotes = [...doc.querySelectorAll('blockquote')];
        expect(quotes.map((quote) => quote.textContent)).toEqual([
          index === 0 ? `Ein klarer Plan (${mark}).` : `A clear plan (${mark}).`,
        ]);
        const figure = quotes[0]?.closest('figure');
        expect(figure?.querySelector('figcaption')?.textContent).toBe(
          index === 0 ? 'Petra Beispiel, Leiterin Fuhrpark' : 'Petra Beispiel, Head of fleet',
        );
        const headings = [...doc.querySelectorAll('main h2')];
        const faq = doc.getElementById('faq');
        expect(headings.filter((heading) => heading.id.startsWith('section-'))).toHaveLength(
          sections,
        );
        expect(figure?.compareDocumentPosition(faq as Node)).toBe(
          doc.defaultView?.Node.DOCUMENT_POSITION_FOLLOWING,
        );
        await visitor.goto(`${site.baseUrl}${pathFor(key, index ? 'en' : 'de')}`);
        expect(await axeViolations(visitor)).toEqual([]);
      }

      // Figures, cards and a call to action, referenced rather than typed, through the API.
      const { rows } = await site.pool.query<{ id: number }>(
        "SELECT id FROM figures WHERE key = 'fleetCost'",
      );
      const both = (de: string, en: string) => ({ de, en });
      const published = await api('PATCH', {
        layout: [
          ...before,
          { blockType: 'figures', heading: both('Zahlen', 'Figures'), figures: [rows[0]?.id] },
          {
            blockType: 'cards',
            style: 'steps',
            heading: both('So geht es weiter', 'What happens next'),
            items: [{ title: both('Gespräch', 'Call'), text: both('Wir hören zu.', 'We listen.') }],
          },
          {
            blockType: 'callToAction',
            heading: both(`Jetzt sprechen ${mark}`, `Talk now ${mark}`),
            text: both('Wir freuen uns.', 'We look forward to it.'),
            target: 'contact',
            button: both('Schreiben Sie uns', 'Write to us'),
          },
        ],
        _status: 'published',
      });
      expect(published.doc).toBeDefined();
      await until(
        async () =>
          (await visitorsSee()).every((doc) =>
            /(Jetzt sprechen|Talk now) /.test(doc.querySelector('main')?.textContent ?? ''),
          ),
        'the new blocks on the published page',
        5_000,
      );
      const [de, en] = await visitorsSee();
      const figureValues = (doc?: Document) =>
        [...(doc?.querySelectorAll('main li p.text-3xl') ?? [])].map((value) => value.textContent);
      expect(figureValues(de)).toEqual(['20–30 %']);
      expect(figureValues(en)).toEqual(['20–30%']);
      expect(de?.querySelector(`a[href="${pathFor('figures', 'de')}#fleetCost"]`)).not.toBeNull();
      expect(
        [...(en?.querySelectorAll('ol li h3') ?? [])].map((heading) => heading.textContent),
      ).toEqual(['1.Call']);
      expect(
        de?.querySelector(`section[aria-labelledby] a[href="${pathFor('contact', 'de')}"]`)
          ?.textContent,
      ).toBe('Schreiben Sie uns');
      expect(
        en?.querySelector(`section[aria-labelledby] a[href="${pathFor('contact', 'en')}"]`)
          ?.textContent,
      ).toBe('Write to us');
    } finally {
      await api('PATCH', { layout: before, _status: 'published' });
    }
  });

  test('lets the owner add a page at addresses of her own, linked from the header, and renames and deletes it as she would an article', async () => {
    test.setTimeout(120_000);
    const { page, context } = await browser.open();
    const visitor = await context.newPage();
    await signIn(page, site, await createAccount(site, page, unique('landing')));
    const run = Math.random().toString(36).slice(2, 7);
    const address = { de: `/webinar-${run}`, en: `/webinar-${run}-en` };
    const both = (de: string, en: string) => ({ de, en });
    const copy = {
      title: both(`Webinar Flotten ${run}`, `Fleet webinar ${run}`),
      description: both(
        'Im Webinar zeigen wir, wie Flotten ihre Versicherung planbar machen, mit Beispielen aus der Praxis.',
        'In the webinar we show how fleets make their insurance predictable, with examples from practice.',
      ),
      heading: both(`Webinar für Flotten ${run}`, `Webinar for fleets ${run}`),
      lead: both('Eine Stunde, live und mit Fragen.', 'One hour, live, with questions.'),
      label: both('Webinar', 'Webinar'),
    };

    // Typed into a new page, at an address the contact page has: refused at the field.
    await page.goto(`${site.baseUrl}/backoffice/content/collections/pages/create`);
    for (const [field, texts] of Object.entries(copy))
      for (const locale of ['de', 'en'] as const)
        await page.locator(`#field-${field}__${locale}`).fill(texts[locale]);
    await page.locator('#field-address__de').fill('/contact');
    await page.locator('#field-address__en').fill(address.en);
    await page.getByText('Im Kopf der Website', { exact: true }).click();
    await page.getByRole('button', { name: 'Baustein hinzufügen' }).click();
    await page.getByRole('button', { name: 'Aufforderung mit Schaltfläche', exact: true }).click();
    await page.locator('#layout-row-0 .collapsible__toggle').first().click();
    for (const [field, texts] of Object.entries({
      heading: both('Jetzt anmelden', 'Register now'),
      text: both('Die Plätze sind begrenzt.', 'Seats are limited.'),
      button: both('Platz sichern', 'Save your seat'),
    }))
      for (const locale of ['de', 'en'] as const)
        await page.locator(`#field-layout__0__${field}__${locale}`).fill(texts[locale]);
    await page.getByRole('button', { name: /^(Änderungen )?veröffentlichen$/i }).click();
    await page
      .locator('.field-type', { has: page.locator('#field-address__de') })
      .getByText('Die Seite „Kontakt“ hat diese Adresse; wählen Sie eine andere.')
      .waitFor();
    await page.locator('#field-address__de').fill(address.de);
    if (process.env.DOCS_SCREENSHOTS === '1') {
      await page
        .locator('#field-description__de')
        .evaluate((field) => field.scrollIntoView({ block: 'center' }));
      await screenshotForGuide(page, 'neue-seite');
    }
    await page.getByRole('button', { name: /^(Änderungen )?veröffentlichen$/i }).click();
    await page.getByText('Erfolgreich').first().waitFor();
    await page.waitForURL(/\/collections\/pages\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())?.[1]);
    const { rows } = await site.pool.query<{ key: string }>('SELECT key FROM pages WHERE id = $1', [
      id,
    ]);
    const key = rows[0]?.key;

    const api = (method: string, body?: unknown) =>
      page.evaluate(
        async ({ method, url, body }) =>
          (
            await fetch(url, {
              method,
              headers: { 'content-type': 'application/json' },
              body: body === undefined ? undefined : JSON.stringify(body),
            })
          ).status,
        { method, url: `${site.baseUrl}/backoffice/api/pages/${id}`, body },
      );
    const answer = async (path: string) => {
      const response = await fetch(`${site.baseUrl}${path}`, { redirect: 'manual' });
      return `${response.status} ${response.headers.get('location') ?? ''}`.trim();
    };
    const becomes = (path: string, expected: string) =>
      until(async () => (await answer(path)) === expected, `${path} answers ${expected}`, 5_000);
    try {
      // Served within 5 s in both languages, each naming the other, under the site's rules.
      await becomes(address.de, '200');
      await becomes(`/en${address.en}`, '200');
      // Canonical addresses are on the site's canonical origin; the test asks its own server.
      const absolute = (path: string) => new URL(path, siteUrl).href;
      const onServer = (url: string | null | undefined) =>
        `${site.baseUrl}${new URL(url ?? '/').pathname}`;
      for (const locale of ['de', 'en'] as const) {
        const path = locale === 'de' ? address.de : `/en${address.en}`;
        const response = await fetch(`${site.baseUrl}${path}`);
        expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
        expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
        expect(response.headers.get('x-robots-tag')).toBeNull();
        const doc = new JSDOM(await response.text()).window.document;
        expect(doc.documentElement.lang).toBe(locale);
        expect(doc.querySelector('h1')?.textContent).toBe(copy.heading[locale]);
        expect(doc.title).toContain(copy.title[locale]);
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
          absolute(path),
        );
        const alternates = Object.fromEntries(
          [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
            link.getAttribute('hreflang'),
            link.getAttribute('href'),
          ]),
        );
        expect(alternates).toEqual({
          de: absolute(address.de),
          en: absolute(`/en${address.en}`),
          'x-default': absolute(address.de),
        });
        const crumbs = [...doc.querySelectorAll('script[type="application/ld+json"]')]
          .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string })
          .find((data) => data['@type'] === 'BreadcrumbList');
        expect(JSON.stringify(crumbs)).toContain(absolute(path));
        expect(
          doc.querySelector(`header a[href="${path}"]`)?.textContent,
          'the header links to it',
        ).toBe('Webinar');
        expect(
          [...doc.querySelectorAll('main a[href$="book-consultation"]')].map(
            (link) => link.textContent,
          ),
        ).toContain(locale === 'de' ? 'Platz sichern' : 'Save your seat');
        const { total, listing } = scriptsOf(doc.documentElement.outerHTML);
        expect(total, `${path}: ${listing}`).toBeLessThanOrEqual(limitOf('Long-form page'));
        const image = doc.querySelector('meta[property="og:image"]')?.getAttribute('content');
        expect(image).toBe(absolute(`/og/${locale}/${key}`));
        const drawn = await fetch(onServer(image));
        expect(`${drawn.status} ${drawn.headers.get('content-type')}`).toBe('200 image/png');
        await visitor.goto(`${site.baseUrl}${path}`);
        expect(await axeViolations(visitor)).toEqual([]);
        if (locale === 'de') await screenshotForGuide(visitor, 'kampagnenseite');
        const other = locale === 'de' ? 'English' : 'Deutsch';
        await visitor.getByRole('link', { name: other }).first().click();
        await visitor.waitForURL(
          `${site.baseUrl}${locale === 'de' ? `/en${address.en}` : address.de}`,
        );
      }
      const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
      expect(sitemap).toContain(absolute(address.de));
      expect(sitemap).toContain(absolute(`/en${address.en}`));

      // The header has room for one page of the owner's: a second is refused at its field.
      const second = await page.evaluate(
        async ({ url, body }) => {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return `${response.status} ${await response.text()}`;
        },
        {
          url: `${site.baseUrl}/backoffice/api/pages`,
          body: {
            ...copy,
            address: { de: `${address.de}-zwei`, en: `${address.en}-two` },
            navigation: 'header',
            _status: 'published',
          },
        },
      );
      expect(second).toMatch(/^400 /);
      expect(second).toContain('"path":"navigation"');
      expect(second).toContain(
        `Der Kopf der Website hat Platz für eine eigene Seite, und dort steht „${copy.title.de}“`,
      );

      // Renamed: the former address leads to the new one. In German only: out of the index, and
      // the English address leads to the German page.
      const renamed = `${address.de}-neu`;
      expect(
        await api('PATCH', { address: { ...address, de: renamed }, _status: 'published' }),
      ).toBe(200);
      await becomes(address.de, `301 ${renamed}`);
      expect(await api('PATCH', { languages: 'de', _status: 'published' })).toBe(200);
      await becomes(`/en${address.en}`, `301 ${renamed}`);
      const german = new JSDOM(await (await fetch(`${site.baseUrl}${renamed}`)).text()).window
        .document;
      expect(german.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex, follow',
      );
      expect(await (await fetch(`${site.baseUrl}/sitemap.xml`)).text()).not.toContain(renamed);
      // Previewed in English, the German-only page is shown in German.
      await page.goto(`${site.baseUrl}/backoffice/preview?page=${key}&locale=en`);
      await page.waitForURL(`${site.baseUrl}/added/${key}`);
      expect(await page.locator('h1').innerText()).toBe(copy.heading.de);
      await page.goto(`${site.baseUrl}/backoffice/preview?exit`);
    } finally {
      // Deleted without a replacement: gone, in every address it had.
      expect(await api('DELETE')).toBe(200);
    }
    await becomes(`${address.de}-neu`, '410');
    await becomes(address.de, '410');
    const after = new JSDOM(await (await fetch(`${site.baseUrl}/about`)).text()).window.document;
    expect(after.querySelector(`header a[href^="/webinar-${run}"]`)).toBeNull();
  });

  test('takes an enquiry and a booking through the forms the owner puts on a page of her own, made for each visitor, in both languages', async () => {
    test.setTimeout(120_000);
    const { page, context } = await browser.open();
    await signIn(page, site, await createAccount(site, page, unique('forms')));
    const cookie = (await context.cookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${site.baseUrl}/backoffice/api/pages${path}`, {
        method,
        headers: { cookie, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    };
    const run = Math.random().toString(36).slice(2, 7);
    const both = (de: string, en: string) => ({ de, en });
    const form = (kind: 'contact' | 'booking', heading?: { de: string; en: string }) => ({
      blockType: 'form',
      form: kind,
      ...(heading && { heading }),
    });
    const address = { de: `/beratung-${run}`, en: `/advice-${run}` };
    const document = {
      title: both(`Beratung ${run}`, `Advice ${run}`),
      description: both(
        'Schreiben Sie uns oder buchen Sie ein Erstgespräch zur Versicherung Ihrer Flotte, ohne Umweg.',
        'Write to us or book a first call about insuring your fleet, without a detour.',
      ),
      heading: both(`Beratung für Flotten ${run}`, `Advice for fleets ${run}`),
      lead: both('Zwei Wege zu uns, auf einer Seite.', 'Two ways to reach us, on one page.'),
      label: both('Beratung', 'Advice'),
      address,
      layout: [form('contact', both('Schreiben Sie uns', 'Write to us')), form('booking')],
      _status: 'published',
    };

    // Each form stands once on a page: a second is refused at the blocks.
    const twice = await api('POST', '', {
      ...document,
      layout: [...document.layout, form('contact')],
    });
    expect(twice.status).toBe(400);
    expect(twice.text).toContain('"path":"layout"');
    expect(twice.text).toContain(
      'Ein Formular steht einmal auf einer Seite: Entfernen Sie das zweite „Anfrage (Kontaktformular)“.',
    );
    const created = await api('POST', '', document);
    expect(created.status).toBe(201);
    const { id } = (JSON.parse(created.text) as { doc: { id: number } }).doc;
    const paths = { de: address.de, en: `/en${address.en}` };
    try {
      await until(
        async () => (await fetch(`${site.baseUrl}${paths.en}`)).status === 200,
        'the page is served',
        5_000,
      );
      // Made for each visitor: never kept by the page cache, each request with a time of its own
      // that the server signed.
      const formTimes: string[] = [];
      for (const request of [0, 1]) {
        if (request) await new Promise((resolve) => setTimeout(resolve, 20));
        const response = await fetch(`${site.baseUrl}${paths.de}`);
        expect(response.headers.get('x-page-cache')).toBeNull();
        const doc = new JSDOM(await response.text()).window.document;
        const times = [...doc.querySelectorAll<HTMLInputElement>('input[name="formTime"]')];
        expect(times).toHaveLength(2);
        formTimes.push(times[0]?.value ?? '');
      }
      expect(formTimes[1]).not.toBe(formTimes[0]);

      // In German, with JavaScript: an enquiry under the owner's heading.
      const visitor = (await browser.open()).page;
      const scripts = fetchedScripts(visitor);
      await visitor.goto(`${site.baseUrl}${paths.de}`);
      await hydrated(visitor);
      for (const heading of ['Schreiben Sie uns', 'Termin wählen'])
        await visitor.getByRole('heading', { level: 2, name: heading }).waitFor();
      expect(await axeViolations(visitor)).toEqual([]);
      const enquiry = visitor.locator('form[aria-describedby="enquiry-notice"]');
      // The form's code has come and taken over: a field is checked as it loses focus.
      const typo = enquiry.locator('[name="email"]');
      await typo.fill('keine-adresse');
      await typo.blur();
      await enquiry.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').first().waitFor();
      await visitor.waitForLoadState('networkidle');
      // Its scripts, those the page lists and the forms' fetched after: the booking page's budget.
      const { total, listing, code } = scripts();
      expect(code.includes(FORMS_CODE), listing).toBe(true);
      expect(total, listing).toBeLessThanOrEqual(limitOf('Booking'));
      const email = `${run}-enquiry@example.org`;
      for (const [name, value] of Object.entries({
        name: 'Zoë Müller',
        email,
        company: 'Flotte & Co. KG',
        subject: 'Flottenversicherung prüfen',
        message: 'Bitte melden Sie sich wegen unserer Flotte mit 120 Fahrzeugen.',
      }))
        await enquiry.locator(`[name="${name}"]`).fill(value);
      await enquiry.locator('[name="audience"]').selectOption('fleet');
      await enquiry.locator('[name="consent"]').check();
      await fillTimePassed(visitor);
      await enquiry.getByRole('button', { name: 'Anfrage senden' }).click();
      await visitor.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' }).waitFor();
      const enquiries = await site.pool.query<{ locale: string }>(
        'SELECT locale FROM enquiries WHERE email = $1',
        [email],
      );
      expect(enquiries.rows).toEqual([{ locale: 'de' }]);

      // In English, without JavaScript: a booking under the form's own heading.
      const plain = (await browser.open({ javaScriptEnabled: false })).page;
      await plain.goto(`${site.baseUrl}${paths.en}`);
      for (const heading of ['Write to us', 'Choose a time'])
        await plain.getByRole('heading', { level: 2, name: heading }).waitFor();
      const booking = plain.locator('form[aria-describedby="booking-notice"]');
      const slot = await chooseSlot(plain, { time: 5 });
      const guest = `${run}-booking@example.org`;
      for (const [name, value] of Object.entries({
        name: 'Jürgen Krause',
        email: guest,
        company: 'Autohaus Krause',
        phone: '+49 89 1234567',
        topic: 'Flotte und Leasing',
      }))
        await booking.locator(`[name="${name}"]`).fill(value);
      await booking.locator('[name="consent"]').check();
      await fillTimePassed(plain);
      await booking.locator('button[type="submit"]').click();
      await plain.getByRole('heading', { name: 'Your call is booked' }).waitFor();
      expect(plain.url()).toBe(`${site.baseUrl}${paths.en}`);
      const bookings = await site.pool.query<{ slot_start: Date; locale: string }>(
        'SELECT slot_start, locale FROM bookings WHERE email = $1',
        [guest],
      );
      expect(bookings.rows.map((row) => [row.slot_start.toISOString(), row.locale])).toEqual([
        [slot, 'en'],
      ]);

      // The live preview follows what she types on a page of her own too, for her alone.
      const { rows } = await site.pool.query<{ key: string }>(
        'SELECT key FROM pages WHERE id = $1',
        [id],
      );
      const key = rows[0]?.key ?? '';
      const typed = `Beratung, wie eben getippt ${run}`;
      const typing = async (pageKey: string) => {
        const body = new FormData();
        body.set('data', JSON.stringify({ key: pageKey, heading: both(typed, typed) }));
        const response = await fetch(`${site.baseUrl}/backoffice/preview/live`, {
          method: 'POST',
          headers: { cookie },
          body,
        });
        return response.status;
      };
      expect(await typing(key)).toBe(204);
      expect(await typing('0badc0de')).toBe(404);
      const opened = await fetch(`${site.baseUrl}/backoffice/preview?page=${key}&locale=de`, {
        headers: { cookie },
        redirect: 'manual',
      });
      const draft = opened.headers
        .getSetCookie()
        .map((each) => each.split(';')[0])
        .join('; ');
      const headingAt = async (path: string, headers: Record<string, string> = {}) =>
        new JSDOM(
          await (await fetch(`${site.baseUrl}${path}`, { headers })).text(),
        ).window.document.querySelector('h1')?.textContent;
      expect(await headingAt(`/added/${key}`, { cookie: `${cookie}; ${draft}` })).toBe(typed);
      expect(await headingAt(paths.de)).toBe(document.heading.de);
      // A new page's first draft, with nothing typed yet, is previewed too.
      const blank = await api('POST', '?draft=true', { _status: 'draft' });
      expect(blank.status).toBe(201);
      const first = (JSON.parse(blank.text) as { doc: { id: number; key: string } }).doc;
      const shown = await fetch(`${site.baseUrl}/added/${first.key}`, {
        headers: { cookie: `${cookie}; ${draft}` },
      });
      expect(shown.status).toBe(200);
      expect((await api('DELETE', `/${first.id}`)).status).toBe(200);
    } finally {
      expect((await api('DELETE', `/${id}`)).status).toBe(200);
    }
  });

  test('lists pages by their titles, and leads back to the back office from every editor page', async () => {
    const { page } = await browser.open();
    const account = await createAccount(site, page, unique('lister'));
    await signIn(page, site, account);
    await page.goto(`${site.baseUrl}/backoffice/content/collections/pages?limit=100`);
    await page.getByRole('link', { name: 'Über uns – Mission und Werte' }).waitFor();
    expect(await page.getByRole('link', { name: '/about', exact: true }).count()).toBe(0);
    const back = page.getByRole('link', { name: '← Zurück zum Backoffice' });
    for (const view of [
      '/backoffice/content',
      `/backoffice/content/collections/pages/${await pageDocumentId(site.pool, 'about')}`,
      '/backoffice/content/collections/articles/create',
      '/backoffice/content/collections/media',
    ]) {
      await page.goto(`${site.baseUrl}${view}`);
      expect(await back.getAttribute('href'), view).toBe('/backoffice');
    }
  });

  test('speaks German throughout: every collection’s list and edit view and the dialogs, with no English label and no “du”', async () => {
    test.setTimeout(180_000);
    const { page } = await browser.open();
    const account = await createAccount(site, page, unique('german'));
    await signIn(page, site, account);
    // Words of the engine's English interface, and the informal address, that a German view
    // must not show (the documents' English texts are in fields, not in the interface's text).
    const english =
      /\b(Chip|Value Point|Staff Id|API|Create New|Save|Publish|Unpublish|Draft|Untitled|Loading|Search|Filters|Columns|Delete|Duplicate|Cancel|Confirm|Versions?|Preview|Created At|Updated At|Edit|Upcoming|Schedule|Timezone)\b/;
    const informal =
      /\b(du|Du|dein\w*|Dein\w*|dich|dir|bist|hast|kannst|möchtest|Bitte (gib|wähle|klicke))\b/;
    /** The interface's text of the current view: everything but the documents' own texts. */
    const interfaceText = () =>
      page.evaluate(() => {
        let text = document.body.innerText;
        for (const content of document.querySelectorAll<HTMLElement>(
          'textarea, [contenteditable], tbody, .rs__single-value',
        ))
          text = text.replace(content.innerText, '');
        return text;
      });
    const german = async (where: string) => {
      const text = await interfaceText();
      expect(text.match(english)?.[0], where).toBeUndefined();
      expect(text.match(informal)?.[0], where).toBeUndefined();
    };
    const collections = ['pages', 'articles', 'posts', 'figures', 'heroes', 'media', 'company'];
    for (const collection of collections) {
      await page.goto(`${site.baseUrl}/backoffice/content/collections/${collection}`);
      await page.locator('.collection-list').waitFor();
      await german(`${collection}: list`);
      const { rows } = await site.pool.query<{ id: number }>(
        `SELECT id FROM ${collection} ORDER BY id LIMIT 1`,
      );
      const id = rows[0]?.id;
      if (id === undefined) continue;
      await page.goto(`${site.baseUrl}/backoffice/content/collections/${collection}/${id}`);
      await page.locator('.document-fields').waitFor();
      await german(`${collection}: edit view`);
    }
    await page.goto(`${site.baseUrl}/backoffice/content/collections/articles/create`);
    await page.locator('.document-fields').waitFor();
    await german('articles: new');
    // The dialogs of a published article: its menu, unpublishing, deleting, scheduling.
    const { rows } = await site.pool.query<{ id: number }>(
      `SELECT id FROM articles WHERE _status = 'published' ORDER BY id LIMIT 1`,
    );
    await page.goto(`${site.baseUrl}/backoffice/content/collections/articles/${rows[0]?.id}`);
    await page.locator('.doc-controls__popup button').first().click();
    await german('articles: the document’s menu');
    await page.getByRole('button', { name: 'Veröffentlichung aufheben', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await german('articles: unpublishing');
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
    await page.locator('.doc-controls__popup button').first().click();
    await page.getByRole('button', { name: 'Löschen', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await german('articles: deleting');
    await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
    await page.locator('.form-submit .popup-button').first().click();
    await page.getByRole('button', { name: 'Veröffentlichungsplanung' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.locator('.timezone-picker').waitFor();
    expect(await drawer.locator('.timezone-picker').innerText()).toContain('Berlin');
    await german('articles: scheduling');
  });

  test('refuses to publish a claim, a figure outside its wordings or an article missing a section, naming field, language and sentence in the editor’s language', async () => {
    const { page } = await browser.open();
    const account = await createAccount(site, page, unique('checker'));
    await signIn(page, site, account);
    const id = await pageDocumentId(site.pool, 'services');
    const published = async () =>
      (
        await site.pool.query<{ de: string; en: string }>(
          'SELECT heading_de AS de, heading_en AS en FROM pages WHERE id = $1',
          [id],
        )
      ).rows[0];
    const before = await published();
    await typeHeading(page, site.baseUrl, id, {
      de: 'Leistungen: BaFin-konform beraten',
      en: before?.en ?? '',
    });
    // The message stands at the field, naming the language, the sentence and what to write
    // instead, and in the list above the fields; both stay while the owner works on.
    const message =
      'Deutsch. Satz „Leistungen: BaFin-konform beraten“: „BaFin-konform“ steht nicht auf der Website: eine Zusage, die wir nicht geben können, oder nicht unser Begriff dafür. Schreiben Sie stattdessen:';
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
    await refusalStays(page, message, '#field-heading__de', '#field-heading__en');
    // Mended, the message leaves the field and the list as the owner types.
    await page.locator('#field-heading__de').fill(before?.de ?? '');
    await page.getByRole('alert').filter({ hasText: message }).waitFor({ state: 'detached' });
    expect(await published()).toEqual(before);
    // A new article, saved as a draft, refused: the same.
    const stamp = Date.now();
    await typeArticle(page, site.baseUrl, {
      title: { de: 'Zusagen im Vertrieb', en: 'Promises in sales' },
      slug: { de: `zusagen-${stamp}`, en: `promises-${stamp}` },
      excerpt: {
        de: 'Wir garantiert Ihnen den Abschluss.',
        en: 'What a dealership can promise.',
      },
      body: { de: '## Zusagen\n\nEin Text.', en: '## Promises\n\nA text.' },
      seoTitle: { de: 'Zusagen im Vertrieb', en: 'Promises in sales' },
      metaDescription: {
        de: 'Was ein Autohaus im Verkaufsgespräch zusagen kann und was nicht, in beiden Sprachen.',
        en: 'What a dealership can promise in a sales conversation and what it cannot, in both.',
      },
      category: 'Autohäuser',
    });
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    await page.waitForURL(/\/collections\/articles\/\d+/);
    await page.getByRole('button', { name: /^(Änderungen )?veröffentlichen$/i }).click();
    await refusalStays(
      page,
      'Deutsch. Satz „Wir garantiert Ihnen den Abschluss.“: „garantiert“ steht nicht auf der Website',
      '#field-excerpt__de',
      '#field-title__en',
    );
    expect(
      (
        await site.pool.query(
          "SELECT 1 FROM articles WHERE slug_de = $1 AND _status = 'published'",
          [`zusagen-${stamp}`],
        )
      ).rowCount,
    ).toBe(0);
    // The same refusals through the engine's API, for an editor working in English.
    await site.pool.query(`UPDATE staff SET locale = 'en' WHERE email = $1`, [account.email]);
    const send = (method: string, path: string, body: unknown) =>
      page.evaluate(
        async ({ method, url, body }) => {
          const response = await fetch(url, {
            method,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          return `${response.status} ${await response.text()}`;
        },
        { method, url: `${site.baseUrl}/backoffice/api${path}`, body },
      );
    const refused = await send('PATCH', `/pages/${id}`, {
      heading: { de: before?.de, en: 'Services: fully compliant advice' },
      _status: 'published',
    });
    expect(refused).toMatch(/^400 /);
    expect(refused).toContain(
      'English. Sentence “Services: fully compliant advice”: “compliant” is not on the website',
    );
    const article = (body: { de: string; en: string }) => ({
      _status: 'published',
      title: { de: 'Prüfung vor dem Veröffentlichen', en: 'Checks before publishing' },
      slug: { de: `pruefung-${Date.now()}`, en: `checks-${Date.now()}` },
      excerpt: {
        de: 'Was vor dem Veröffentlichen geprüft wird.',
        en: 'What is checked before publishing.',
      },
      body,
      seoTitle: { de: 'Prüfung vor dem Veröffentlichen', en: 'Checks before publishing' },
      metaDescription: {
        de: 'Welche Regeln ein Artikel erfüllt, bevor er auf der Website erscheint, in beiden Sprachen.',
        en: 'Which rules an article meets before it appears on the website, in both languages alike.',
      },
      author: 'Redaktion',
      date: '2026-11-26',
      category: 'fleets',
    });
    const figure = await send(
      'POST',
      '/articles',
      article({
        de: '## Ergebnis\n\nDer Anteil steigt in jedem Projekt auf 85 %.',
        en: '## Result\n\nThe share rises to 85% or more.',
      }),
    );
    expect(figure).toMatch(/^400 /);
    expect(figure).toContain('German. Sentence “Der Anteil steigt in jedem Projekt auf 85 %.”');
    const missing = await send(
      'POST',
      '/articles',
      article({
        de: '## Ausgangslage\n\nDie Bank finanziert.\n\n## Lösung\n\nDie Bank versichert mit.',
        en: '## Where we start\n\nThe bank finances.',
      }),
    );
    expect(missing).toMatch(/^400 /);
    expect(missing).toContain('English. German has 2 subheadings, English 1');
    const { rowCount } = await site.pool.query(
      `SELECT 1 FROM articles WHERE title_de = 'Prüfung vor dem Veröffentlichen'`,
    );
    expect(rowCount).toBe(0);
    await page.goto(`${site.baseUrl}/backoffice/changes`);
    await page.context().close();
  });

  test('takes images by their content, serves them in sizes and modern formats, and shows them in an article, its preview and a case study', async () => {
    test.setTimeout(180_000);
    const { page } = await browser.open();
    const account = await createAccount(site, page, unique('pictures'));
    await signIn(page, site, account);
    const send = (method: string, path: string, body?: unknown) =>
      page.evaluate(
        async ({ method, url, body }) => {
          const response = await fetch(url, {
            method,
            headers: { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: response.status, text: await response.text() };
        },
        { method, url: `${site.baseUrl}/backoffice/api${path}`, body },
      );
    const countImages = async () =>
      Number((await site.pool.query<{ n: string }>('SELECT count(*) AS n FROM media')).rows[0]?.n);
    const before = await countImages();

    // A JPEG, and a PNG named .jpg: each is stored as what its content is.
    const jpeg = await testImage('jpeg');
    const photo = await uploadImage(
      page,
      site.baseUrl,
      { bytes: jpeg, name: 'Flotte im Hof.JPG', type: 'image/jpeg' },
      { de: 'Drei Transporter im Hof eines Autohauses', en: 'Three vans in a dealership’s yard' },
    );
    expect(photo.errors).toEqual([]);
    expect(photo.status).toBe(201);
    const stored = photo.doc;
    expect(stored?.mimeType).toBe('image/jpeg');
    expect(stored?.filename).toMatch(/^flotte-im-hof-[0-9a-f]{12}\.jpg$/);
    expect([stored?.width, stored?.height]).toEqual([2000, 1200]);
    const png = await uploadImage(page, site.baseUrl, {
      bytes: await testImage('png', 800, 600),
      name: 'renamed.jpg',
      type: 'image/jpeg',
    });
    expect(png.status).toBe(201);
    expect(png.doc?.mimeType).toBe('image/png');
    expect(png.doc?.filename).toMatch(/^renamed-[0-9a-f]{12}\.png$/);
    const served = await fetch(`${site.baseUrl}/media/${png.doc?.filename ?? ''}`);
    expect(served.headers.get('content-type')).toBe('image/png');

    // An SVG with a script is refused, whatever its name; so is an image without both texts.
    for (const name of ['logo.svg', 'logo.jpg']) {
      const svg = await uploadImage(page, site.baseUrl, {
        bytes: SCRIPTED_SVG,
        name,
        type: 'image/svg+xml',
      });
      expect(svg.status, name).toBe(400);
      expect(svg.errors.join(' ')).toContain('SVG-Dateien werden nicht angenommen');
    }
    // The editor's language is the account's.
    const language = (locale: string) =>
      site.pool.query('UPDATE staff SET locale = $1 WHERE email = $2', [locale, account.email]);
    await language('en');
    const english = await uploadImage(page, site.baseUrl, {
      bytes: SCRIPTED_SVG,
      name: 'logo.svg',
      type: 'image/svg+xml',
    });
    await language('de');
    expect(english.errors.join(' ')).toContain('SVG files are not accepted');
    const untold = await uploadImage(
      page,
      site.baseUrl,
      { bytes: await testImage('jpeg', 640, 480), name: 'ohne.jpg', type: 'image/jpeg' },
      { de: 'Nur deutsch' },
    );
    expect(untold.status).toBe(400);
    expect(await countImages()).toBe(before + 2);
    // More pixels than a camera's, however small the file: refused before it is decoded.
    const huge = await uploadImage(page, site.baseUrl, {
      bytes: await sharp({
        create: { width: 10_000, height: 6_000, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer(),
      name: 'riesig.png',
      type: 'image/png',
    });
    expect(huge.status).toBe(400);
    expect(huge.errors.join(' ')).toContain(
      'Das Bild hat 10000 × 6000 Pixel, mehr als 24 Megapixel',
    );
    // Larger than the stated size: refused before the body is read (none is sent).
    const large = await rawSocketExchange(
      site.baseUrl,
      `POST /backoffice/api/media HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${MAX_IMAGE_BYTES + 1024 * 1024}\r\n\r\n`,
    );
    expect(large).toMatch(/^HTTP\/1\.1 413 /);

    // Every size is served from the site itself, by content type, cached for good.
    const files = Object.values(stored?.sizes ?? {}).map((size) => size.filename ?? '');
    expect(files).toHaveLength(7);
    for (const file of [stored?.filename ?? '', ...files]) {
      const response = await fetch(`${site.baseUrl}/media/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toBe(
        `image/${file.split('.').pop() === 'jpg' ? 'jpeg' : file.split('.').pop()}`,
      );
    }
    expect((await fetch(`${site.baseUrl}/media/none-0123456789ab.jpg`)).status).toBe(404);
    for (const path of ['..%2Fpayload.secret', '%2e%2e/payload.secret', '%2E%2E%2Fpassword'])
      expect((await fetch(`${site.baseUrl}/media/${path}`)).status, path).toBe(404);

    // A phone's photo is stored upright and without its metadata (where it was taken, the camera).
    const turned = await uploadImage(page, site.baseUrl, {
      bytes: await sharp(await testImage('jpeg', 640, 480))
        .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Telefon', Copyright: 'Privat' } } })
        .toBuffer(),
      name: 'hochkant.jpg',
      type: 'image/jpeg',
    });
    expect([turned.doc?.width, turned.doc?.height]).toEqual([480, 640]);
    const kept = await sharp(
      Buffer.from(
        await (await fetch(`${site.baseUrl}/media/${turned.doc?.filename ?? ''}`)).arrayBuffer(),
      ),
    ).metadata();
    expect([kept.width, kept.height, kept.orientation, kept.exif]).toEqual([
      480,
      640,
      undefined,
      undefined,
    ]);
    expect((await send('DELETE', `/media/${turned.doc?.id}`)).status).toBe(200);

    // In an article (above its text and as its preview image) and in a case study.
    const { rows: articles } = await site.pool.query<{ id: number }>(
      "SELECT id FROM articles WHERE _status = 'published' ORDER BY id LIMIT 1",
    );
    const articleId = articles[0]?.id ?? 0;
    // Above the text, and once inside it, below the fold.
    const { rows: bodies } = await site.pool.query<{ de: string; en: string }>(
      'SELECT body_de AS de, body_en AS en FROM articles WHERE id = $1',
      [articleId],
    );
    const inText = `/media/${png.doc?.filename ?? ''}`;
    const body = {
      de: `${bodies[0]?.de ?? ''}\n\n![Die Grafik zum Abschnitt](${inText})`,
      en: `${bodies[0]?.en ?? ''}\n\n![The section’s chart](${inText})`,
    };
    expect(
      (
        await send('PATCH', `/articles/${articleId}`, {
          image: stored?.id,
          body,
          _status: 'published',
        })
      ).status,
    ).toBe(200);
    const caseStudies = await pageDocumentId(site.pool, 'caseStudies');
    const { layout } = JSON.parse(
      (await page.evaluate(
        async (url) => (await fetch(url)).text(),
        `${site.baseUrl}/backoffice/api/pages/${caseStudies}?depth=0`,
      )) as string,
    ) as { layout: Record<string, unknown>[] };
    const withImage = layout.map((block, index) =>
      index === 1 ? { ...block, image: png.doc?.id } : block,
    );
    expect(
      (await send('PATCH', `/pages/${caseStudies}`, { layout: withImage, _status: 'published' }))
        .status,
    ).toBe(200);
    const { rows: slugs } = await site.pool.query<{ de: string; en: string }>(
      'SELECT slug_de AS de, slug_en AS en FROM articles WHERE id = $1',
      [articleId],
    );
    const paths = { de: `/blog/${slugs[0]?.de}`, en: `/en/blog/${slugs[0]?.en}` };
    const alt = {
      de: 'Drei Transporter im Hof eines Autohauses',
      en: 'Three vans in a dealership’s yard',
    };
    for (const locale of ['de', 'en'] as const) {
      await until(
        async () =>
          (await (await fetch(`${site.baseUrl}${paths[locale]}`)).text()).includes('<picture'),
        `the picture in ${paths[locale]}`,
        5_000,
      );
      const { window } = new JSDOM(await (await fetch(`${site.baseUrl}${paths[locale]}`)).text());
      const img = window.document.querySelector('article > div:not(.article-body) picture img');
      expect(img?.getAttribute('alt')).toBe(alt[locale]);
      expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['2000', '1200']);
      // The top of the article loads at once; a picture further down waits (below).
      expect(img?.getAttribute('loading')).toBe('eager');
      const sources = [
        ...window.document.querySelectorAll('article > div:not(.article-body) picture source'),
      ].map((source) => [source.getAttribute('type'), source.getAttribute('srcset')]);
      expect(sources.map(([type]) => type)).toEqual(['image/avif', 'image/webp']);
      for (const [type, srcset] of sources)
        expect(srcset).toMatch(
          new RegExp(
            `^/media/flotte-im-hof-[0-9a-f]{12}-480x288\\.${type?.slice(6)} 480w, \\S+-960x576\\.${type?.slice(6)} 960w, \\S+-1600x960\\.${type?.slice(6)} 1600w$`,
          ),
        );
      const below = window.document.querySelector('.article-body picture img');
      expect(below?.getAttribute('loading')).toBe('lazy');
      expect([below?.getAttribute('width'), below?.getAttribute('height')]).toEqual(['800', '600']);
      expect(below?.getAttribute('alt')).toBe(
        locale === 'de' ? 'Die Grafik zum Abschnitt' : 'The section’s chart',
      );
      const og = window.document
        .querySelector('meta[property="og:image"]')
        ?.getAttribute('content');
      expect(og).toMatch(/\/media\/flotte-im-hof-[0-9a-f]{12}-1200x630\.jpg$/);
      expect(
        window.document.querySelector('meta[property="og:image:alt"]')?.getAttribute('content'),
      ).toBe(alt[locale]);
      window.close();
      const share = await fetch(new URL(new URL(og ?? '').pathname, site.baseUrl));
      expect(share.headers.get('content-type')).toBe('image/jpeg');
    }
    await until(
      async () =>
        (await (await fetch(`${site.baseUrl}/en/case-studies`)).text()).includes('<picture'),
      'the picture in the case study',
      5_000,
    );
    const studies = new JSDOM(await (await fetch(`${site.baseUrl}/en/case-studies`)).text());
    const second = studies.window.document.querySelectorAll('main section h2')[1]?.parentElement;
    const study = second?.querySelector('picture img');
    expect(study?.getAttribute('alt')).toBe('A test image');
    expect(study?.getAttribute('loading')).toBe('lazy');
    expect([study?.getAttribute('width'), study?.getAttribute('height')]).toEqual(['800', '600']);
    studies.window.close();

    // The page does not move while its images load (Lighthouse, as a phone).
    const shift = await layoutShift(`${site.baseUrl}${paths.de}`);
    expect(shift).toBeLessThan(0.01);
    await page.goto(`${site.baseUrl}${paths.en}`);
    expect(await axeViolations(page)).toEqual([]);

    // An image still shown, above or inside a text or in a section, is not deleted; once it is
    // no longer, it goes with its files. A new file is a new image, never a replacement.
    const refused = await send('DELETE', `/media/${stored?.id}`);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(`Das Bild wird noch gezeigt: ${paths.de}.`);
    expect((await send('DELETE', `/media/${png.doc?.id}`)).text).toContain(
      `Das Bild wird noch gezeigt: ${paths.de}, /case-studies.`,
    );
    const replaced = await page.evaluate(
      async ({ url, base64 }) => {
        const form = new FormData();
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        form.append('file', new File([bytes], 'neu.png', { type: 'image/png' }));
        form.append('_payload', '{}');
        const response = await fetch(url, { method: 'PATCH', body: form });
        return `${response.status} ${await response.text()}`;
      },
      {
        url: `${site.baseUrl}/backoffice/api/media/${stored?.id}`,
        base64: (await testImage('png', 600, 400)).toString('base64'),
      },
    );
    expect(replaced).toMatch(/^400 .*Eine neue Datei laden Sie als neues Bild hoch/);
    // Nor is it cropped into other content under its name.
    const cropped = await send(
      'PATCH',
      `/media/${stored?.id}?uploadEdits[crop][x]=0&uploadEdits[crop][y]=0&uploadEdits[widthInPixels]=10&uploadEdits[heightInPixels]=10`,
      {},
    );
    expect(`${cropped.status} ${cropped.text}`).toMatch(/^400 .*Bilder werden nicht zugeschnitten/);
    // Nor does the engine fetch a file from an address it is given.
    const fetched = await send('POST', '/media', {
      alt: { de: 'Von woanders', en: 'From elsewhere' },
      filename: 'fremd.jpg',
      url: 'https://cdn.example.org/fremd.jpg',
    });
    expect(`${fetched.status} ${fetched.text}`).toMatch(/^400 .*Wählen Sie eine Bilddatei aus/);
    expect(
      (
        await send('PATCH', `/articles/${articleId}`, {
          image: null,
          body: { de: bodies[0]?.de, en: bodies[0]?.en },
          _status: 'published',
        })
      ).status,
    ).toBe(200);
    expect(
      (await send('PATCH', `/pages/${caseStudies}`, { layout, _status: 'published' })).status,
    ).toBe(200);
    for (const image of [stored, png.doc]) {
      expect((await send('DELETE', `/media/${image?.id}`)).status).toBe(200);
      expect((await fetch(`${site.baseUrl}/media/${image?.filename ?? ''}`)).status).toBe(404);
    }
    await until(
      async () => !(await (await fetch(`${site.baseUrl}${paths.de}`)).text()).includes('<picture'),
      'the article without its picture',
      5_000,
    );
    await page.context().close();
  });

  test('lets an editor upload an image in the editor, with both descriptions, and lists it from the site’s own address', async () => {
    const { page } = await browser.open();
    const account = await createAccount(site, page, unique('uploader'), 'editor');
    await signIn(page, site, account);
    await page.goto(`${site.baseUrl}/backoffice/content/collections/media/create`);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Beratung vor Ort.png',
      mimeType: 'image/png',
      buffer: await testImage('png', 1000, 700),
    });
    await page.locator('#field-alt__de').fill('Beratungsgespräch im Autohaus');
    await page.locator('#field-alt__en').fill('A consultation in a dealership');
    await screenshotForGuide(page, 'bild-hochladen');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.waitForURL(/\/collections\/media\/\d+$/);
    const { rows } = await site.pool.query<{ filename: string; alt_en: string }>(
      'SELECT filename, alt_en FROM media ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]?.filename).toMatch(/^beratung-vor-ort-[0-9a-f]{12}\.png$/);
    expect(rows[0]?.alt_en).toBe('A consultation in a dealership');
    await page.goto(`${site.baseUrl}/backoffice/content/collections/media`);
    const thumbnail = page.locator(`img[src*="/media/beratung-vor-ort-"]`).first();
    await thumbnail.waitFor();
    expect(
      await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await thumbnail.getAttribute('src')).toMatch(
      /^\/media\/beratung-vor-ort-[0-9a-f]{12}-480x336\.webp(\?|$)/,
    );
    await page.context().close();
  });

  test('imports the repository once: an edit survives a restart, and a backup restored elsewhere', async () => {
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-content-'));
    const restoredDir = mkdtempSync(path.join(tmpdir(), 'site-content-restored-'));
    const env = { TRUST_PROXY: '127.0.0.1, ::1', TOTP_KEY: randomBytes(32).toString('base64') };
    let server = await startSite(dataDir, env);
    let restored: Awaited<ReturnType<typeof startSite>> | undefined;
    const pool = testPool(server.databaseUrl);
    try {
      const own: Site = {
        baseUrl: server.baseUrl,
        cliEnv: { DATA_DIR: dataDir, DATABASE_URL: '', ...env },
        pool,
      };
      expect(await headingOf(`${server.baseUrl}/en/about`)).not.toBe('Edited before the backup');
      expect(server.output()).toMatch(/Imported into the content engine: \d+ documents/);

      const { page } = await browser.open();
      await signIn(page, own, await createAccount(own, page, unique('restart')));
      // An image in DATA_DIR: it is served after the restart, and a backup takes it along.
      const image = await testImage('jpeg', 900, 500);
      const uploaded = await uploadImage(page, server.baseUrl, {
        bytes: image,
        name: 'bleibt.jpg',
        type: 'image/jpeg',
      });
      expect(uploaded.status).toBe(201);
      const imagePath = `/media/${uploaded.doc?.filename ?? ''}`;
      const servedBy = async (baseUrl: string) =>
        Buffer.from(await (await fetch(`${baseUrl}${imagePath}`)).arrayBuffer());
      const served = await servedBy(server.baseUrl);
      expect(served.length).toBeGreaterThan(1000);
      const sameImage = async (baseUrl: string) => (await servedBy(baseUrl)).equals(served);
      await typeHeading(page, server.baseUrl, await pageDocumentId(pool, 'about'), {
        de: 'Vor der Sicherung geändert',
        en: 'Edited before the backup',
      });
      await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
      await until(
        async () => (await headingOf(`${server.baseUrl}/en/about`)) === 'Edited before the backup',
        'the published heading',
        5_000,
      );
      await page.goto(
        `${server.baseUrl}/backoffice/content/collections/pages/${await pageDocumentId(pool, 'about')}/versions`,
      );
      await page
        .getByRole('row', { name: /Zuvor veröffentlicht/ })
        .first()
        .getByRole('link')
        .click();
      await page.getByRole('button', { name: 'Diese Version wiederherstellen' }).waitFor();
      await screenshotForGuide(page, 'versionen');

      // A page whose structured sections' rows no longer match the code (a release added texts, or
      // the page was imported before they were content) gets them back at the next start, with the
      // owner's edits kept.
      const expertise = await pageDocumentId(pool, 'expertise');
      await pool.query(
        'DELETE FROM pages_layout_texts WHERE _parent_id = $1 AND _order > (SELECT min(_order) FROM pages_layout_texts WHERE _parent_id = $1)',
        [expertise],
      );
      await pool.query(
        "UPDATE pages_layout_texts SET text_de = 'Kompetenzen, bearbeitet' WHERE _parent_id = $1",
        [expertise],
      );
      await server.stop();
      server = await startSite(dataDir, env);
      expect(await headingOf(`${server.baseUrl}/about`)).toBe('Vor der Sicherung geändert');
      expect(await sameImage(server.baseUrl)).toBe(true);
      // The database is at a new address after the restart.
      const reopened = testPool(server.databaseUrl);
      const rows = await reopened
        .query<{ de: string }>(
          'SELECT text_de AS de FROM pages_layout_texts WHERE _parent_id = $1 ORDER BY _order',
          [expertise],
        )
        .finally(() => reopened.end());
      expect(rows.rows.length).toBe(seedSectionTexts('expertise').length);
      expect(rows.rows[0]?.de).toBe('Kompetenzen, bearbeitet');
      expect(rows.rows[1]?.de).toBe(seedSectionTexts('expertise')[1]?.de);
      // Nothing else is imported again.
      expect(server.output()).toContain('Imported into the content engine: 1 documents');

      const file = path.join(restoredDir, '..', `${path.basename(restoredDir)}.json`);
      expect(cli(own, 'leads', 'backup', file).code).toBe(0);
      const restore = cli(
        { ...own, cliEnv: { DATA_DIR: restoredDir, DATABASE_URL: '', ...env } },
        'leads',
        'restore',
        file,
      );
      expect(restore.output).toMatch(/\d+ pages, .*\d+ _pages_v/);
      expect(restore.output).toContain('Restored 4 image files.');
      expect(restore.code).toBe(0);
      restored = await startSite(restoredDir, env);
      expect(restored.output()).not.toContain('Imported into the content engine');
      for (const path of ['/about', '/en/about', '/', '/en/privacy'])
        expect(pageText(await (await fetch(`${restored.baseUrl}${path}`)).text()), path).toEqual(
          pageText(await (await fetch(`${server.baseUrl}${path}`)).text()),
        );
      expect(await headingOf(`${restored.baseUrl}/en/about`)).toBe('Edited before the backup');
      expect(await sameImage(restored.baseUrl)).toBe(true);
      rmSync(file, { force: true });
      rmSync(`${file}.media`, { recursive: true, force: true });
    } finally {
      await pool.end();
      await server.stop();
      await restored?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(restoredDir, { recursive: true, force: true });
    }
  });
});
