import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { Secret, TOTP } from 'otpauth';
import { Pool } from 'pg';
import { expect, test, type BrowserContext } from '@playwright/test';
import { baseUrl, siteDataDir, siteDatabaseUrl } from './support/site';
import { startPostgres, type PostgresServer } from '../integration/postgres-server';
import { onBackend } from './support/database';
import { axeViolations, phone, sharedBrowser, visitorAddress } from './support/browser';
import { enquiryValues, submitWithoutJavaScript } from './support/forms';
import {
  createAccount,
  enterPassword,
  nextCode,
  owner,
  PASSWORD,
  setupPath,
  signIn,
  unique,
  type Site,
} from './support/backoffice';
import { startSite, type SiteServer } from './support/server';
import { testPool } from './support/database';

const browser = sharedBrowser();

const sharedSite: Site = {
  baseUrl: baseUrl,
  // An empty DATABASE_URL counts as unset: the command line uses the running server's database.
  cliEnv: { DATA_DIR: siteDataDir, DATABASE_URL: '' },
  pool: testPool(siteDatabaseUrl),
};
test.afterAll(() => sharedSite.pool.end());

async function newPage(options: Parameters<typeof browser.open>[0] = {}) {
  return browser.open(options);
}

for (const backend of ['the embedded database', 'PostgreSQL']) {
  test.describe(`the back office on ${backend}`, () => {
    const { onPostgres, binDir } = onBackend(backend);

    let site = sharedSite;
    let postgres: PostgresServer | undefined;
    const servers: Array<{ server: SiteServer; dataDir: string; pool: Pool }> = [];
    /** A production server of its own, on this backend (on PostgreSQL: the same database). */
    const startOwnSite = async (env: Record<string, string> = {}): Promise<Site> => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'site-backoffice-'));
      const server = await startSite(dataDir, {
        TRUST_PROXY: '127.0.0.1, ::1',
        ...env,
        ...(postgres && { DATABASE_URL: postgres.url }),
      });
      const pool = testPool(server.databaseUrl);
      servers.push({ server, dataDir, pool });
      return {
        baseUrl: server.baseUrl,
        cliEnv: postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir, DATABASE_URL: '' },
        pool,
      };
    };
    test.beforeAll(async () => {
      if (!onPostgres || !binDir) return;
      postgres = await startPostgres(binDir ?? '');
      site = await startOwnSite();
    });
    test.afterAll(async () => {
      for (const { server, dataDir, pool } of servers) {
        await pool.end();
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
      postgres?.stop();
    });

    test('sets up an account from the command line, signs in with password and TOTP, finds a submitted enquiry, keeps its status and notes, and exports it', async () => {
      const { page, context } = await newPage();
      const account = await createAccount(site, page, unique('owner'));
      expect(await axeViolations(page)).toEqual([]);
      expect(owner(site, 'list').output).toContain(`${account.email}  owner  Test Owner  set up`);

      const lead = unique('lead');
      const sent = await submitWithoutJavaScript(
        site.baseUrl,
        '/contact',
        'enquiry',
        { ...enquiryValues(lead, 'Quirin Quellmann'), audience: 'bank' },
        visitorAddress(),
      );
      expect(sent.status).toBe(200);

      const setCookie = page.waitForResponse(
        async (response) =>
          response.request().method() === 'POST' &&
          /__Host-backoffice=[^;]+;/.test((await response.allHeaders())['set-cookie'] ?? '') &&
          !(await response.allHeaders())['set-cookie']?.includes('Max-Age=0'),
      );
      await enterPassword(page, site, account.email);
      await page.getByLabel('Code', { exact: true }).fill(await nextCode(account.secret));
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      const cookieHeader = (await (await setCookie).allHeaders())['set-cookie'] ?? '';
      const sessionCookie = cookieHeader
        .split('\n')
        .filter((line) => line.startsWith('__Host-backoffice='))
        .at(-1);
      expect(sessionCookie).toMatch(/; Path=\/(;|$)/);
      expect(sessionCookie).toMatch(/; HttpOnly/i);
      expect(sessionCookie).toMatch(/; Secure/i);
      expect(sessionCookie).toMatch(/; SameSite=lax/i);
      expect(sessionCookie).not.toMatch(/Domain=/i);
      await page.getByRole('heading', { name: 'Eingang', level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize(phone);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
      await page.setViewportSize({ width: 1280, height: 800 });

      const unreadBefore = Number(await page.locator('[data-unread]').getAttribute('data-unread'));
      expect(unreadBefore).toBeGreaterThan(0);
      await page.getByLabel('Suche').fill('Quellmann');
      await page.getByLabel('Art').selectOption('enquiry');
      await page.getByLabel('Zielgruppe').selectOption('bank');
      await page.getByLabel('Sprache', { exact: true }).selectOption('de');
      await page.getByRole('button', { name: 'Anwenden' }).click();
      await page.waitForURL(/q=Quellmann/);
      const row = page.locator('tbody tr');
      expect(await row.count()).toBe(1);
      expect(await row.innerText()).toContain(lead);
      await page.getByLabel('Zielgruppe').selectOption('fleet');
      await page.getByRole('button', { name: 'Anwenden' }).click();
      await page.waitForURL(/audience=fleet/);
      expect(await page.getByRole('status').innerText()).toContain('Keine Anfragen gefunden');

      const exported = await context.request.get(`${site.baseUrl}/backoffice/export?q=Quellmann`);
      expect(exported.status()).toBe(200);
      expect(exported.headers()['cache-control']).toBe('no-store');
      expect(exported.headers()['x-robots-tag']).toBe('noindex, nofollow');
      const csv = await exported.text();
      expect(csv).toContain(`,new,Quirin Quellmann,${lead},`);
      expect(csv.split('\r\n').filter(Boolean)).toHaveLength(2);

      await page.goto(`${site.baseUrl}/backoffice?q=Quellmann`);
      await page.getByRole('link', { name: 'Quirin Quellmann' }).click();
      await page.getByRole('heading', { name: /Anfrage #\d+: Quirin Quellmann/ }).waitFor();
      expect(Number(await page.locator('[data-unread]').getAttribute('data-unread'))).toBe(
        unreadBefore - 1,
      );
      expect(await page.locator('main').innerText()).toContain('mit 120 Fahrzeugen');
      await page.getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
      await page.getByRole('button', { name: 'Status speichern' }).click();
      await page.getByLabel('Neue Notiz').fill('Rückruf am Freitag vereinbart.');
      await page.getByRole('button', { name: 'Notiz speichern' }).click();
      await page.locator('[data-note]').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.reload();
      expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('in_progress');
      expect(await page.locator('[data-note]').innerText()).toContain(
        'Rückruf am Freitag vereinbart.',
      );
      const { rows } = await site.pool.query<{ lead_status: string; read_at: Date | null }>(
        'SELECT lead_status, read_at FROM enquiries WHERE email = $1',
        [lead],
      );
      expect(rows).toEqual([{ lead_status: 'in_progress', read_at: expect.any(Date) }]);

      // The account's language: English from now on, also after signing in again.
      await page.getByRole('button', { name: 'Sprache des Backoffice' }).click();
      await page.getByRole('heading', { name: /Enquiry #\d+: Quirin Quellmann/ }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      // Signed out, the page keeps the language chosen in this browser.
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await context.cookies()).not.toContainEqual(
        expect.objectContaining({ name: '__Host-backoffice' }),
      );
      // After a client-side navigation the title arrives with the streamed metadata.
      await expect.poll(() => page.title()).toBe('Sign in · Back office');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('E-mail address').fill(account.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Code', { exact: true }).fill(await nextCode(account.secret));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
      const [cookie] = (await context.cookies()).filter((c) => c.name === '__Host-backoffice');
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    });

    test('says which step failed, accepts each code once, and takes a recovery code once', async () => {
      const { page } = await newPage();
      const account = await createAccount(site, page, unique('codes'));
      await enterPassword(page, site, account.email, 'not the password at all');
      await page.getByText('E-Mail-Adresse oder Passwort ist falsch.').waitFor();
      expect(await page.getByLabel('E-Mail-Adresse').inputValue()).toBe(account.email);

      await enterPassword(page, site, account.email);
      await page.getByLabel('Code', { exact: true }).fill('000000');
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.getByText('Der Code ist falsch oder wurde bereits verwendet.').waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const code = await nextCode(account.secret);
      await page.getByLabel('Code', { exact: true }).fill(code);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.getByRole('heading', { name: 'Eingang', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Abmelden', exact: true }).click();

      // The same code again, while it is still valid: refused.
      await enterPassword(page, site, account.email);
      await page.getByLabel('Code', { exact: true }).fill(code);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.getByText('Der Code ist falsch oder wurde bereits verwendet.').waitFor();

      const [recovery = ''] = account.recoveryCodes;
      await page.getByLabel('Code', { exact: true }).fill(recovery.toUpperCase());
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.getByRole('heading', { name: 'Eingang', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
      await enterPassword(page, site, account.email);
      await page.getByLabel('Code', { exact: true }).fill(recovery);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await page.getByText('Der Code ist falsch oder wurde bereits verwendet.').waitFor();

      const { rows } = await site.pool.query<{ action: string }>(
        'SELECT action FROM audit_log WHERE actor = $1 OR subject = $1 ORDER BY id',
        [account.email],
      );
      expect(rows.map((row) => row.action)).toEqual([
        'account.added',
        'account.set-up',
        'sign-in.code-failed',
        'sign-in',
        'sign-out',
        'sign-in.code-failed',
        'sign-in.recovery-code-used',
        'sign-in',
        'sign-out',
        'sign-in.code-failed',
      ]);
      // A failed attempt is logged without what was typed or where it came from.
      const failures = await site.pool.query<{ subject: string | null; address: string | null }>(
        `SELECT subject, address FROM audit_log WHERE action LIKE 'sign-in.%-failed'`,
      );
      expect(failures.rows.length).toBeGreaterThan(0);
      expect(failures.rows.filter((row) => row.subject !== null || row.address !== null)).toEqual(
        [],
      );
    });

    test('throttles guessing from one address, counted in the database, without locking the owner out', async () => {
      const { page } = await newPage();
      const account = await createAccount(site, page, unique('throttle'));
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await enterPassword(page, site, account.email, `wrong password ${attempt}`);
        await page.getByText('E-Mail-Adresse oder Passwort ist falsch.').waitFor();
      }
      const { rows: failures } = await site.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sign_in_failures WHERE account = $1',
        [account.email],
      );
      expect(failures[0]?.n).toBe(5);
      // Now even the right password waits.
      await enterPassword(page, site, account.email);
      await page
        .getByText(/Zu viele Fehlversuche\. Bitte warten Sie (eine Minute|\d+ Minuten)/)
        .waitFor();
      const { rows } = await site.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sign_in_failures WHERE account = $1',
        [account.email],
      );
      expect(rows[0]?.n).toBe(5);

      // The owner, from another address, still gets in.
      const other = await newPage();
      await signIn(other.page, site, account);
    });

    /** The sign-in page's first form, as a browser without JavaScript sends it. */
    async function passwordForm(): Promise<Array<readonly [string, string]>> {
      const { window } = new JSDOM(
        await (await fetch(`${site.baseUrl}/backoffice/sign-in`)).text(),
      );
      const form = window.document.querySelector('input[name="password"]')?.closest('form');
      const fields = [...new window.FormData(form ?? undefined)].map(
        ([name, value]) => [name, String(value)] as const,
      );
      window.close();
      return fields;
    }

    /** Sends e-mail address and password from `address`; the answer's alert. */
    async function sendPassword(
      fields: Array<readonly [string, string]>,
      email: string,
      password: string,
      address: string,
    ): Promise<string> {
      const body = new FormData();
      for (const [name, value] of fields) body.append(name, value);
      body.set('email', email);
      body.set('password', password);
      const response = await fetch(`${site.baseUrl}/backoffice/sign-in`, {
        method: 'POST',
        body,
        headers: { 'X-Forwarded-For': address },
      });
      const { window } = new JSDOM(await response.text());
      const alert = window.document.querySelector('[role="alert"]')?.textContent ?? '';
      window.close();
      return alert;
    }

    test('counts an IPv6 client by its /64: rotating addresses inside it meets the throttle', async () => {
      test.skip(onPostgres, 'Runs on the embedded database only, not again on PostgreSQL');
      const { page } = await newPage();
      const account = await createAccount(site, page, unique('rotate'));
      const fields = await passwordForm();
      const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:42`;
      const answers: string[] = [];
      for (let host = 1; host <= 6; host += 1)
        answers.push(
          await sendPassword(fields, account.email, `wrong guess ${host}`, `${net}::${host}`),
        );
      expect(answers.slice(0, 5)).toEqual(
        Array(5).fill('E-Mail-Adresse oder Passwort ist falsch.'),
      );
      expect(answers[5]).toMatch(/^Zu viele Fehlversuche/);
      // Another /64 is another client.
      expect(
        await sendPassword(
          fields,
          account.email,
          'wrong again',
          `${net.replace(/:42$/, ':43')}::1`,
        ),
      ).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    });

    test('checks at most two passwords at once and refuses the rest at once, with the throttle’s message', async () => {
      test.skip(onPostgres, 'Runs on the embedded database only, not again on PostgreSQL');
      const fields = await passwordForm();
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, n) =>
          sendPassword(fields, unique(`crowd${n}`), `crowd guess ${n}`, visitorAddress()),
        ),
      );
      const checked = answers.filter(
        (alert) => alert === 'E-Mail-Adresse oder Passwort ist falsch.',
      );
      const refused = answers.filter((alert) =>
        alert.startsWith('Zu viele Fehlversuche. Bitte warten Sie eine Minute'),
      );
      expect(checked.length + refused.length).toBe(24);
      expect(checked.length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(20_000);
    });

    test('locks the code step after ten wrong codes in a row, mails the owner, and opens it to a recovery code', async () => {
      test.skip(onPostgres, 'Runs on the embedded database only, not again on PostgreSQL');
      const mailSite = await startOwnSite({
        SMTP_URL: 'smtp://127.0.0.1:9?requireTLS=true',
        SMTP_INSECURE: '1',
        OWNER_EMAIL: 'owner@keller-advisory.example',
      });
      const { page, context } = await newPage();
      const account = await createAccount(mailSite, page, unique('locked'));
      const app = new TOTP({ secret: Secret.fromBase32(account.secret), digits: 6, period: 30 });
      /** A code that is none of the steps the server accepts now. */
      const wrongCode = () => {
        const valid = [-1, 0, 1].map((delta) =>
          app.generate({ timestamp: Date.now() + delta * 30_000 }),
        );
        let code = 0;
        while (valid.includes(String(code).padStart(6, '0'))) code += 1;
        return String(code).padStart(6, '0');
      };
      const enterCode = async (code: string) => {
        await page.getByLabel('Code', { exact: true }).fill(code);
        await Promise.all([
          page.waitForResponse((response) => response.request().method() === 'POST'),
          page.getByRole('button', { name: 'Anmelden', exact: true }).click(),
        ]);
      };
      await enterPassword(page, mailSite, account.email);
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        // Five from each address: the throttle alone would let the guessing go on elsewhere.
        if (attempt === 6)
          await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
        await enterCode(wrongCode());
        // The form is drawn anew, empty, before the next code goes in.
        await expect.poll(() => page.getByLabel('Code', { exact: true }).inputValue()).toBe('');
      }
      await page
        .getByText('nimmt die Anmeldung nur noch einen Wiederherstellungscode an')
        .waitFor();
      // Even the right code is refused now.
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
      await enterCode(await nextCode(account.secret));
      await page
        .getByText('nimmt die Anmeldung nur noch einen Wiederherstellungscode an')
        .waitFor();
      const { rows: mails } = await mailSite.pool.query<{ subject: string }>(
        'SELECT subject FROM outbox WHERE recipient = $1',
        [account.email],
      );
      expect(mails).toEqual([{ subject: 'Backoffice: Code-Eingabe nach falschen Codes gesperrt' }]);
      await enterCode(account.recoveryCodes[0] ?? '');
      await page.getByRole('heading', { name: 'Eingang', level: 1 }).waitFor();
      const { rows } = await mailSite.pool.query(
        'SELECT failed_codes, codes_locked_at FROM staff WHERE email = $1',
        [account.email],
      );
      expect(rows).toEqual([{ failed_codes: 0, codes_locked_at: null }]);
    });

    test('counts guesses sent at once against each other', async () => {
      const { page } = await newPage();
      const account = await createAccount(site, page, unique('burst'));
      const fields = await passwordForm();
      const address = visitorAddress();
      const answers = await Promise.all(
        Array.from({ length: 12 }, async (_, n) => {
          const body = new FormData();
          for (const [name, value] of fields) body.append(name, value);
          body.set('email', account.email);
          body.set('password', `guess number ${n}`);
          const response = await fetch(`${site.baseUrl}/backoffice/sign-in`, {
            method: 'POST',
            body,
            headers: { 'X-Forwarded-For': address },
          });
          const { window: answer } = new JSDOM(await response.text());
          const alert = answer.document.querySelector('[role="alert"]')?.textContent ?? '';
          answer.close();
          return alert;
        }),
      );
      const checked = answers.filter(
        (alert) => alert === 'E-Mail-Adresse oder Passwort ist falsch.',
      );
      const waited = answers.filter((alert) => alert.startsWith('Zu viele Fehlversuche'));
      expect(checked.length + waited.length).toBe(12);
      expect(checked.length).toBeLessThanOrEqual(5);
      const { rows } = await site.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sign_in_failures WHERE account = $1',
        [account.email],
      );
      expect(rows[0]?.n).toBe(checked.length);
    });

    test('ends every session of the account with sign-out everywhere', async () => {
      const first = await newPage();
      const account = await createAccount(site, first.page, unique('everywhere'));
      await signIn(first.page, site, account);
      const sessionOf = async (context: BrowserContext) =>
        (await context.cookies()).find((cookie) => cookie.name === '__Host-backoffice')?.value;
      const firstCookie = await sessionOf(first.context);
      const inboxWith = (cookie: string | undefined) =>
        fetch(`${site.baseUrl}/backoffice`, {
          headers: { Cookie: `__Host-backoffice=${cookie}` },
          redirect: 'manual',
        });
      expect((await inboxWith(firstCookie)).status).toBe(200);

      const second = await newPage();
      await signIn(second.page, site, account);
      expect(await sessionOf(second.context)).not.toBe(firstCookie);
      await second.page.getByRole('button', { name: 'Überall abmelden' }).click();
      await second.page.getByRole('heading', { name: 'Anmelden' }).waitFor();
      const after = await inboxWith(firstCookie);
      expect(after.status).toBe(307);
      expect(after.headers.get('location')).toBe('/backoffice/sign-in');
    });

    test("refuses every back-office page, action and download without a session and with the session of a removed account; an editor gets 403 on each that is the owner's", async () => {
      const manifest = JSON.parse(
        readFileSync('.next/server/app-paths-manifest.json', 'utf8'),
      ) as Record<string, string>;
      const guardedPages = Object.keys(manifest)
        .filter((route) => route.startsWith('/backoffice'))
        .map((route) => route.replace(/\/(page|route)$/, ''))
        // Open to all: the sign-in, the setup link, and the 404 of an address that is no page.
        .filter(
          (route) =>
            ![
              '/backoffice/sign-in',
              '/backoffice/setup/[token]',
              '/backoffice/[...missing]',
            ].includes(route),
        )
        .sort();
      expect(guardedPages).toEqual([
        '/backoffice',
        '/backoffice/audit',
        '/backoffice/availability',
        '/backoffice/bookings',
        '/backoffice/changes',
        '/backoffice/changes/[kind]/[version]',
        '/backoffice/export',
        '/backoffice/leads/[kind]/[id]',
        '/backoffice/preview',
        '/backoffice/preview/live',
        '/backoffice/privacy',
        '/backoffice/privacy/export',
        '/backoffice/site',
        '/backoffice/statistics',
        '/backoffice/statistics/export',
      ]);
      /** What an editor may open of them: the content's changes, the statistics, the preview. */
      const editorPages = [
        '/backoffice/changes',
        '/backoffice/changes/[kind]/[version]',
        '/backoffice/preview',
        '/backoffice/preview/live',
        '/backoffice/statistics',
        '/backoffice/statistics/export',
      ];
      /** Downloads asked for with a POST, and what they are sent. */
      const posted: Record<string, Record<string, string>> = {
        '/backoffice/privacy/export': { format: 'json' },
        '/backoffice/preview/live': { data: JSON.stringify({ key: 'home' }) },
      };
      /** What each answers a session that may open it: the preview leads on, what is typed is kept. */
      const openedStatus = (url: string) =>
        url === '/backoffice/preview' ? 303 : url === '/backoffice/preview/live' ? 204 : 200;
      const actions = JSON.parse(
        readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
      ) as { node: Record<string, { exportedName: string; filename: string }> };
      const publicActions = [
        'chooseLanguage',
        'restartSignIn',
        'setUpAccount',
        'signIn',
        'verifyCode',
      ];
      const guardedActions = Object.values(actions.node)
        .filter((action) => action.filename.startsWith('src/next/backoffice/'))
        .map((action) => action.exportedName)
        .filter((name) => !publicActions.includes(name))
        .sort();
      // Each of these is submitted below from its form; a new action must join them.
      expect(guardedActions).toEqual([
        'addNote',
        'addOwnerCalendar',
        'blockTime',
        'cancelBookingByOwner',
        'changeFeed',
        'moveBookingByOwner',
        'personRequest',
        'placeBookingByOwner',
        'refreshOwnerCalendar',
        'removeContentRedirect',
        'removeOwnerCalendar',
        'saveAvailability',
        'savePlace',
        'setBookingCap',
        'signOut',
        'signOutEverywhere',
        'switchHoliday',
        'switchMaintenance',
        'switchWeeklySummary',
        'unblockTime',
        'updateLeadStatus',
        'withdrawRoi',
      ]);

      const { page, context } = await newPage({ javaScriptEnabled: false });
      const account = await createAccount(site, page, unique('removed'));
      const lead = unique('secret-lead');
      await submitWithoutJavaScript(
        site.baseUrl,
        '/contact',
        'enquiry',
        enquiryValues(lead, 'Vertraulich Verena'),
        visitorAddress(),
      );
      const {
        rows: [stored],
      } = await site.pool.query<{ id: string }>('SELECT id FROM enquiries WHERE email = $1', [
        lead,
      ]);
      const leadPath = `/backoffice/leads/enquiry/${stored?.id}`;
      await site.pool.query(
        `UPDATE enquiries SET roi_context = 'fleet', roi_percentage = 150 WHERE id = $1`,
        [stored?.id],
      );
      // A booking (a late slot, apart from the other tests') and a blocked time far ahead.
      const { window: bookingPage } = new JSDOM(
        await (await fetch(`${site.baseUrl}/book-consultation`)).text(),
      );
      const slots = [
        ...bookingPage.document.querySelectorAll<HTMLInputElement>('input[name="slot"]'),
      ].map((input) => input.value);
      bookingPage.close();
      const bookingEmail = unique('secret-booking');
      await submitWithoutJavaScript(
        site.baseUrl,
        '/book-consultation',
        'booking',
        {
          slot: slots.at(-1 - Math.floor(Math.random() * 5)) ?? '',
          name: 'Vertraulich Verena',
          email: bookingEmail,
          company: 'Geheim GmbH',
          topic: 'Vertraulich',
          phone: '+49 89 1234567',
          consent: 'on',
        },
        visitorAddress(),
      );
      const {
        rows: [booking],
      } = await site.pool.query<{ id: string }>('SELECT id FROM bookings WHERE email = $1', [
        bookingEmail,
      ]);
      expect(booking).toBeDefined();
      await site.pool.query(
        `INSERT INTO blocked_times (starts_at, ends_at, reason, created_by)
         VALUES (now() + interval '400 days', now() + interval '401 days', 'Access test', 'test')`,
      );
      // A calendar of the owner's, which only the owner may fetch or remove.
      // Attempted "tomorrow", so that no fetch of the server's own touches it meanwhile.
      await site.pool.query(
        `INSERT INTO calendar_sources (created_by, label, kind, host, address, attempted_at)
           SELECT 'test', 'Zugriff', 'ical', 'calendar.example', 'sealed', '2100-01-01T00:00:00Z'
            WHERE NOT EXISTS (SELECT 1 FROM calendar_sources WHERE label = 'Zugriff')`,
      );
      // A former address of an article, whose redirect only the owner may remove.
      await site.pool.query(
        `INSERT INTO content_redirects (from_path, to_path) VALUES ('/blog/access-test', NULL)
           ON CONFLICT DO NOTHING`,
      );
      const bookingState = async () =>
        (
          await site.pool.query(
            `SELECT status, slot_start, sequence, (SELECT count(*)::int FROM blocked_times) AS blocks
               FROM bookings WHERE id = $1`,
            [booking?.id],
          )
        ).rows;
      const bookingBefore = await bookingState();
      const formPages = [
        leadPath,
        `/backoffice/leads/booking/${booking?.id}`,
        '/backoffice/bookings',
        '/backoffice/availability',
        '/backoffice/privacy',
        '/backoffice/site',
      ];
      const {
        rows: [pageVersion],
      } = await site.pool.query<{ id: number }>(
        `SELECT id FROM _pages_v WHERE version__status = 'published' ORDER BY id DESC LIMIT 1`,
      );
      const urlOf = (route: string) =>
        route.startsWith('/backoffice/changes/')
          ? `/backoffice/changes/pages/${pageVersion?.id}`
          : route.replace('[kind]', 'enquiry').replace('[id]', String(stored?.id));
      const urls = guardedPages.map(urlOf);
      const editorUrls = editorPages.map(urlOf);

      const refuses = async (cookie: string | undefined) => {
        for (const url of urls) {
          const fields = posted[url];
          const form = fields && new URLSearchParams({ ...fields, email: lead });
          const response = await fetch(`${site.baseUrl}${url}`, {
            method: form ? 'POST' : 'GET',
            body: form,
            headers: cookie ? { Cookie: `__Host-backoffice=${cookie}` } : {},
            redirect: 'manual',
          });
          const body = await response.text();
          expect([303, 307], url).toContain(response.status);
          expect(response.headers.get('location'), url).toMatch(/^\/backoffice\/sign-in/);
          expect(response.headers.get('cache-control'), url).toBe('no-store');
          expect(body, url).not.toContain('Verena');
          expect(body, url).not.toContain(lead);
        }
      };
      const actionIds = new Map(
        Object.entries(actions.node).map(([id, action]) => [id, action.exportedName]),
      );
      /** The forms of each page as the signed-in owner got them, each set to change something. */
      await signIn(page, site, account);
      const forms: Array<{ page: string; body: FormData; name: string | undefined }> = [];
      for (const formPage of formPages) {
        await page.goto(`${site.baseUrl}${formPage}`);
        const { window } = new JSDOM(await page.content());
        for (const form of window.document.querySelectorAll('form')) {
          const body = new FormData();
          for (const [name, value] of new window.FormData(form)) body.append(name, String(value));
          const changes: Record<string, string> = {
            status: 'spam',
            note: 'Darf nicht gespeichert werden',
            slot: slots.at(-7) ?? '',
            reason: 'Darf nicht abgesagt werden',
            fromDate: '2099-01-01',
            toDate: '2099-01-02',
          };
          for (const [name, value] of Object.entries(changes))
            if (body.has(name)) body.set(name, value);
          // The privacy page's search, turned into the erasure of the lead's address.
          if (body.get('intent') === 'find') {
            body.set('intent', 'erase');
            body.set('email', lead);
            body.set('confirm', lead);
          }
          const fields = [...body.keys(), ...body.values()].join(' ');
          const names = [...fields.matchAll(/[0-9a-f]{40,}/g)].map(([id]) => actionIds.get(id));
          forms.push({ page: formPage, body, name: names.find(Boolean) });
        }
        window.close();
      }
      expect(
        [
          ...new Set(
            forms.map((form) => form.name).filter((name) => name && guardedActions.includes(name)),
          ),
        ].sort(),
      ).toEqual(guardedActions);

      /** Sends each owner-only form: each answer is the way to the sign-in, and nothing changes. */
      const submitsRefused = async (cookie: string | undefined) => {
        for (const form of forms.filter(
          (each) => each.name && guardedActions.includes(each.name),
        )) {
          const response = await fetch(`${site.baseUrl}${form.page}`, {
            method: 'POST',
            body: form.body,
            headers: cookie ? { Cookie: `__Host-backoffice=${cookie}` } : {},
            redirect: 'manual',
          });
          const text = await response.text();
          expect(response.status, form.name).toBe(303);
          expect(response.headers.get('location'), form.name).toMatch(/^\/backoffice\/sign-in/);
          expect(text, form.name).not.toContain(lead);
        }
        const { rows } = await site.pool.query<{ lead_status: string; notes: number }>(
          `SELECT lead_status, roi_percentage AS roi,
                  (SELECT count(*)::int FROM lead_notes WHERE lead_kind = 'enquiry' AND lead_id = e.id) AS notes
             FROM enquiries e WHERE email = $1`,
          [lead],
        );
        expect(rows).toEqual([{ lead_status: 'new', roi: '150', notes: 0 }]);
        expect(await bookingState()).toEqual(bookingBefore);
        const { rows: state } = await site.pool.query('SELECT maintenance FROM site_state');
        expect(state).toEqual([{ maintenance: false }]);
        const { rowCount: availabilitySet } = await site.pool.query(
          'SELECT 1 FROM booking_settings',
        );
        expect(availabilitySet).toBe(0);
        const { rows: calendars } = await site.pool.query(
          'SELECT label, attempted_at FROM calendar_sources',
        );
        expect(calendars).toEqual([
          { label: 'Zugriff', attempted_at: new Date('2100-01-01T00:00:00Z') },
        ]);
        const { rowCount: kept } = await site.pool.query(
          `SELECT 1 FROM content_redirects WHERE from_path = '/blog/access-test'`,
        );
        expect(kept).toBe(1);
        const { rowCount: switchedOff } = await site.pool.query(
          'SELECT 1 FROM staff WHERE NOT weekly_summary',
        );
        expect(switchedOff).toBe(0);
      };

      await refuses(undefined);
      await submitsRefused(undefined);
      const cookie = (await context.cookies()).find((c) => c.name === '__Host-backoffice')?.value;

      /** What each page answers to a session: the status, and whether a lead's data shows. */
      const opened = async (session: string | undefined, url: string) => {
        const fields = posted[url];
        const form = fields && new URLSearchParams({ ...fields, email: lead });
        const response = await fetch(`${site.baseUrl}${url}`, {
          method: form ? 'POST' : 'GET',
          body: form,
          headers: { Cookie: `__Host-backoffice=${session}` },
          redirect: 'manual',
        });
        const body = await response.text();
        return { status: response.status, body };
      };
      // The owner opens every one of them (the preview leads on to the site).
      for (const url of urls)
        expect((await opened(cookie, url)).status, url).toBe(openedStatus(url));

      // An editor, signed in through the real sign-in, lands on the changes and opens the
      // content editor, the statistics and the preview, and nothing else.
      const editorBrowser = await newPage();
      const editor = await createAccount(site, editorBrowser.page, unique('editor'), 'editor');
      expect(owner(site, 'list').output).toMatch(new RegExp(`${editor.email}\\s+editor`));
      await signIn(editorBrowser.page, site, editor);
      const editorCookie = (await editorBrowser.context.cookies()).find(
        (c) => c.name === '__Host-backoffice',
      )?.value;
      // The editor's header offers only what is theirs.
      const links = await editorBrowser.page
        .getByRole('navigation', { name: 'Backoffice' })
        .getByRole('link')
        .allInnerTexts();
      expect(links).toEqual(['Änderungen', 'Statistik', 'Inhalte']);
      for (const url of urls) {
        const { status, body } = await opened(editorCookie, url);
        if (editorUrls.includes(url)) {
          expect(status, url).toBe(openedStatus(url));
        } else {
          expect(status, url).toBe(403);
          expect(body, url).toContain(
            'Dieser Bereich des Backoffice ist der Inhaberin oder dem Inhaber vorbehalten.',
          );
        }
        expect(body, url).not.toContain(lead);
        expect(body, url).not.toContain('Verena');
      }
      expect((await editorBrowser.page.goto(`${site.baseUrl}/backoffice/content`))?.status()).toBe(
        200,
      );
      await editorBrowser.page.getByRole('heading', { name: 'Seiten' }).first().waitFor();
      // A path that the framework resolves to an owner's page is refused as that page.
      for (const disguised of [
        '/backoffice/changes/%2e%2e/bookings',
        '/backoffice/statistics/../audit',
      ])
        expect((await opened(editorCookie, disguised)).status, disguised).toBe(403);
      // In the account's language.
      await site.pool.query(`UPDATE staff SET locale = 'en' WHERE email = $1`, [editor.email]);
      const english = await opened(editorCookie, '/backoffice/audit');
      expect(english.status).toBe(403);
      expect(english.body).toContain('<html lang="en"');
      expect(english.body).toContain('This part of the back office is for the owner only.');
      // The engine's accounts: an editor reads only their own.
      const accounts = (await opened(editorCookie, '/backoffice/api/accounts')).body;
      expect(JSON.parse(accounts)).toMatchObject({ totalDocs: 1, docs: [{ email: editor.email }] });
      // Every owner's form an editor sends is refused, and nothing changes.
      for (const form of forms.filter((each) => each.name && guardedActions.includes(each.name))) {
        const response = await fetch(`${site.baseUrl}${form.page}`, {
          method: 'POST',
          body: form.body,
          headers: { Cookie: `__Host-backoffice=${editorCookie}` },
          redirect: 'manual',
        });
        expect(response.status, form.name).toBe(403);
        expect(await response.text(), form.name).not.toContain(lead);
      }
      const { rows: unchanged } = await site.pool.query<{ lead_status: string }>(
        'SELECT lead_status FROM enquiries WHERE email = $1',
        [lead],
      );
      expect(unchanged).toEqual([{ lead_status: 'new' }]);
      expect(await bookingState()).toEqual(bookingBefore);
      const { rows: siteState } = await site.pool.query(
        `SELECT (SELECT maintenance FROM site_state) AS maintenance,
                  (SELECT count(*)::int FROM content_redirects WHERE from_path = '/blog/access-test') AS kept`,
      );
      expect(siteState).toEqual([{ maintenance: false, kept: 1 }]);
      const { rowCount: switchedOff } = await site.pool.query(
        'SELECT 1 FROM staff WHERE NOT weekly_summary',
      );
      expect(switchedOff).toBe(0);
      await editorBrowser.context.close();

      expect(
        (
          await fetch(`${site.baseUrl}${leadPath}`, {
            headers: { Cookie: `__Host-backoffice=${cookie}` },
          })
        ).status,
      ).toBe(200);
      expect(owner(site, 'remove', account.email).output).toContain('Removed');
      await refuses(cookie);
      await submitsRefused(cookie);
    });

    // The timeout is the same query on both databases: the wait runs once.
    test('ends a session after the idle timeout, not while it is used', async () => {
      test.skip(onPostgres, 'Runs on the embedded database only, not again on PostgreSQL');
      const idleSite = await startOwnSite({ SESSION_IDLE_SECONDS: '10' });
      const { page } = await newPage();
      const account = await createAccount(idleSite, page, unique('idle'));
      await signIn(page, idleSite, account);
      for (let round = 0; round < 2; round += 1) {
        // 6 s idle, less than the 10 s timeout: the reload keeps the session alive.
        await page.waitForTimeout(6000);
        await page.reload();
        await page.getByRole('heading', { name: 'Eingang', level: 1 }).waitFor();
      }
      // 11 s idle, more than the 10 s timeout: the session must have expired.
      await page.waitForTimeout(11_000);
      await page.reload();
      await page
        .getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')
        .waitFor();
      const { rows } = await idleSite.pool.query<{ action: string }>(
        "SELECT action FROM audit_log WHERE actor = $1 AND action = 'session.expired'",
        [account.email],
      );
      expect(rows).toHaveLength(1);
    });

    test('makes the setup link single-use and refuses a short or common password', async () => {
      const { page, context } = await newPage();
      const email = unique('setup');
      const added = owner(site, 'add', email);
      const link = `${site.baseUrl}${setupPath(added.output)}`;
      expect(owner(site, 'add', email).output).toContain('already has an account');
      await page.goto(link);
      let secret = (await page.locator('[data-totp-secret]').innerText()).trim();
      // The browser would refuse it first: the server's check is what counts.
      await page.locator('form').evaluate((form: HTMLFormElement) => {
        form.noValidate = true;
      });
      await page.getByLabel('Neues Passwort').fill('too short');
      await page.getByLabel('Passwort wiederholen').fill('too short');
      await page.getByLabel('Code aus der App').fill(await nextCode(secret));
      await page.getByRole('button', { name: 'Konto einrichten' }).click();
      await page.getByText('Das Passwort muss 12 bis 128 Zeichen lang sein.').waitFor();
      expect(await page.getByLabel('Neues Passwort').getAttribute('aria-invalid')).toBe('true');
      expect((await page.locator('[data-totp-secret]').innerText()).trim()).toBe(secret);
      // A common password, or one made of the account's address, is refused too (before the
      // code is looked at).
      for (const common of ['passwordpassword', email.split('@')[0] ?? '']) {
        await page.getByLabel('Neues Passwort').fill(common);
        await page.getByLabel('Passwort wiederholen').fill(common);
        await page.getByLabel('Code aus der App').fill('123456');
        await page.getByRole('button', { name: 'Konto einrichten' }).click();
        await page.getByText('Dieses Passwort ist zu leicht zu erraten').waitFor();
      }
      // The same in English, the language chosen in this browser before signing in.
      await page.goto(`${site.baseUrl}/backoffice/sign-in`);
      await page.getByRole('button', { name: 'Sprache des Backoffice' }).click();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.goto(link);
      await page.getByLabel('New password').fill('iloveyou12345');
      await page.getByLabel('Repeat the password').fill('iloveyou12345');
      await page.getByLabel('Code from the app').fill('123456');
      await page.getByRole('button', { name: 'Set up account' }).click();
      await page.getByText('This password is too easy to guess').waitFor();
      await context.clearCookies({ name: '__Host-backoffice-lang' });
      await page.goto(link);
      // A page drawn anew shows a new key.
      secret = (await page.locator('[data-totp-secret]').innerText()).trim();
      await page.getByLabel('Neues Passwort').fill(PASSWORD);
      await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
      await page.getByLabel('Code aus der App').fill(await nextCode(secret));
      await page.getByRole('button', { name: 'Konto einrichten' }).click();
      await page.getByRole('list', { name: 'Wiederherstellungscodes' }).waitFor();
      await page.goto(link);
      await page
        .getByText('Dieser Einrichtungslink ist abgelaufen oder wurde bereits verwendet')
        .waitFor();
    });
  });
}
