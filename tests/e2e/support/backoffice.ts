import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { Pool } from 'pg';
import { expect, test, type Page } from '@playwright/test';
import { startSite, type SiteServer } from './server';
import { testPool } from './database';

/** The back office under test: signing in as the owner, from the command line's setup link on. */

/** A site under test: where it answers, how the owner's command line reaches its database. */
export interface Site {
  readonly baseUrl: string;
  readonly cliEnv: Record<string, string>;
  readonly pool: Pool;
}

/**
 * A production server of the test file's own, on the embedded database in a new directory: started
 * before the file's tests (with `env()`, read then) and stopped after them.
 */
export function siteOfItsOwn(
  env: () => Record<string, string> | Promise<Record<string, string>> = () => ({}),
): Site & { readonly pid: number } {
  let dataDir = '';
  let started: { server: SiteServer; site: Site & { pid: number } } | undefined;
  test.beforeAll(async () => {
    // Made when the tests start: Playwright also loads the file only to list its tests.
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-own-'));
    const server = await startSite(dataDir, { TRUST_PROXY: '127.0.0.1, ::1', ...(await env()) });
    started = {
      server,
      site: {
        baseUrl: server.baseUrl,
        cliEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
        pool: testPool(server.databaseUrl),
        pid: server.child.pid ?? 0,
      },
    };
  });
  test.afterAll(async () => {
    await started?.site.pool.end();
    await started?.server.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  const current = () => {
    if (!started) throw new Error('The site has not started yet.');
    return started.site;
  };
  return {
    get baseUrl() {
      return current().baseUrl;
    },
    get cliEnv() {
      return current().cliEnv;
    },
    get pool() {
      return current().pool;
    },
    get pid() {
      return current().pid;
    },
  };
}

export const PASSWORD = 'correct horse battery staple';

/** Runs `npm run owner|leads|site -- ARGS` against the site's database. */
export function cli(
  site: Site,
  name: 'owner' | 'leads' | 'site',
  ...args: string[]
): { code: number | null; output: string; stdout: string } {
  const run = spawnSync(process.execPath, ['scripts/cli.mjs', name, ...args], {
    env: { ...process.env, ...site.cliEnv },
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}`, stdout: run.stdout };
}

export const owner = (site: Site, ...args: string[]) => cli(site, 'owner', ...args);

/**
 * The same, leaving this process free meanwhile: for a site whose mail goes to an SMTP catcher in
 * this process, which must answer while the command waits for the database.
 */
export async function cliAsync(
  site: Site,
  name: 'owner' | 'leads' | 'site',
  ...args: string[]
): Promise<{ code: number | null; output: string; stdout: string }> {
  const child = spawn(process.execPath, ['scripts/cli.mjs', name, ...args], {
    env: { ...process.env, ...site.cliEnv },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output: `${stdout}${stderr}`, stdout };
}

/** The setup link's path, from what `npm run owner -- add|reset` printed. */
export function setupPath(output: string): string {
  const match = /\/backoffice\/setup\/[\w-]+/.exec(output);
  if (!match) throw new Error(`No setup link in: ${output}`);
  return match[0];
}

/** TOTP codes as an authenticator app shows them, each time step used once (as the server demands). */
const usedSteps = new Map<string, number>();
export async function nextCode(secret: string): Promise<string> {
  const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    for (const candidate of [step, step + 1]) {
      if (candidate > (usedSteps.get(secret) ?? -1)) {
        usedSteps.set(secret, candidate);
        return app.generate({ timestamp: candidate * 30_000 + 1000 });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export interface Account {
  readonly email: string;
  readonly role: 'owner' | 'editor';
  readonly secret: string;
  readonly recoveryCodes: string[];
}

/** Runs the command line's `add` and follows its link through password and TOTP enrolment. */
export async function createAccount(
  site: Site,
  page: Page,
  email: string,
  role: Account['role'] = 'owner',
): Promise<Account> {
  const name = role === 'owner' ? 'Test Owner' : 'Test Editor';
  const added = owner(site, 'add', email, '--name', name, '--role', role);
  expect(added.code, added.output).toBe(0);
  expect(added.output).toContain('valid until');
  await page.goto(`${site.baseUrl}${setupPath(added.output)}`);
  await page.getByRole('heading', { name: 'Konto einrichten' }).waitFor();
  const secret = (await page.locator('[data-totp-secret]').innerText()).trim();
  expect(await page.getByRole('img', { name: /QR-Code/ }).count()).toBe(1);
  await page.getByLabel('Neues Passwort').fill(PASSWORD);
  await page.getByLabel('Passwort wiederholen').fill(PASSWORD);
  await page.getByLabel('Code aus der App').fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Konto einrichten' }).click();
  const list = page.getByRole('list', { name: 'Wiederherstellungscodes' });
  await list.waitFor();
  const recoveryCodes = (await list.getByRole('listitem').allInnerTexts()).map((code) =>
    code.trim(),
  );
  expect(recoveryCodes).toHaveLength(10);
  return { email, role, secret, recoveryCodes };
}

export async function enterPassword(page: Page, site: Site, email: string, password = PASSWORD) {
  if (!page.url().endsWith('/backoffice/sign-in'))
    await page.goto(`${site.baseUrl}/backoffice/sign-in`);
  // A previous attempt's answer may have arrived before the form took it in: once it does, the
  // form empties its password, so typing waits until the button is idle again.
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeEnabled();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Weiter' }).click(),
  ]);
}

export async function signIn(page: Page, site: Site, account: Account): Promise<void> {
  await enterPassword(page, site, account.email);
  await page.getByLabel('Code', { exact: true }).fill(await nextCode(account.secret));
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  // Each role's home: the owner's inbox, an editor's list of changes.
  const home = account.role === 'owner' ? 'Eingang' : 'Änderungen';
  await page.getByRole('heading', { name: home, level: 1 }).waitFor();
}

export const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.org`;
