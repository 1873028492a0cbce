import { afterAll, describe, expect, inject, it } from 'vitest';
import { sharedBrowser } from './support/browser';
import { createAccount, enterPassword, signIn, unique, type Site } from './support/backoffice';
import { testPool } from './support/database';
import { CONTENT_API_ROUTES } from './support/content-api-routes';

const browser = sharedBrowser();

const site: Site = {
  baseUrl: inject('baseUrl'),
  // An empty DATABASE_URL counts as unset: the command line uses the running server's database.
  cliEnv: { DATA_DIR: inject('dataDir'), DATABASE_URL: '' },
  pool: testPool(inject('databaseUrl')),
};
afterAll(() => site.pool.end());

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
    expect(body, `${method} ${path}`).not.toMatch(/"docs"|"email"|"_status"|"version"/);
  }
}

describe('the content engine inside the back office', () => {
  it('answers no API route and shows no editor page without a signed-in owner', async () => {
    await refusedEverywhere();
    for (const path of ['/backoffice/content', '/backoffice/content/collections/pages']) {
      const response = await fetch(`${site.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location')).toBe('/backoffice/sign-in');
    }
  });

  it('keeps a session that has only passed the password out', async () => {
    const { page, context } = await browser.open();
    const account = await createAccount(site, page, unique('half'));
    await context.clearCookies();
    await enterPassword(page, site, account.email);
    const cookies = await context.cookies(site.baseUrl);
    const session = cookies.find((cookie) => cookie.name === '__Host-backoffice');
    expect(session).toBeDefined();
    await refusedEverywhere(`__Host-backoffice=${session?.value ?? ''}`);
  });

  it('opens for an owner signed in with password and code, in German, under the strict policy', async () => {
    const { page, context } = await browser.open();
    const account = await createAccount(site, page, unique('editor'));
    await signIn(page, site, account);
    await page.getByRole('link', { name: 'Inhalte' }).click();
    await page.waitForURL('**/backoffice/content');
    await expect(page.getByRole('heading', { name: 'Seiten' }).count()).resolves.toBeGreaterThan(0);
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
});
