import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { baseUrl, siteDataDir, siteDatabaseUrl } from './support/site';
import { VISITOR_AGENT, visitorAddress } from './support/browser';
import { createAccount, signIn, unique, type Account, type Site } from './support/backoffice';
import { testPool } from './support/database';
import { until } from './support/content-editor';

/**
 * Who may do what through the content engine: its jobs, the company facts, signing out. One owner
 * and one editor, each signed in once in a browser of their own (each sign-in waits for a new
 * step of the authenticator); the sign-outs come last.
 */

const site: Site = {
  baseUrl,
  cliEnv: { DATA_DIR: siteDataDir, DATABASE_URL: '' },
  pool: testPool(siteDatabaseUrl),
};
test.afterAll(() => site.pool.end());

/** The back-office session cookie of a signed-in browser, as a `Cookie` header. */
async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies(site.baseUrl);
  const session = cookies.find((cookie) => cookie.name === '__Host-backoffice');
  if (!session) throw new Error('No back-office session');
  return `__Host-backoffice=${session.value}`;
}

interface SignedIn {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly account: Account;
  readonly cookie: string;
}
const signedIn: Partial<Record<Account['role'], SignedIn>> = {};
test.beforeAll(async ({ browser }) => {
  for (const role of ['owner', 'editor'] as const) {
    const context = await browser.newContext({
      userAgent: VISITOR_AGENT,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    });
    const page = await context.newPage();
    const account = await createAccount(site, page, unique(`access-${role}`), role);
    await signIn(page, site, account);
    signedIn[role] = { page, context, account, cookie: await sessionCookie(context) };
  }
});
test.afterAll(async () => {
  for (const each of Object.values(signedIn)) await each.context.close();
});

/** The signed-in account of a role. */
function as(role: Account['role']): SignedIn {
  const each = signedIn[role];
  if (!each) throw new Error(`No ${role} signed in`);
  return each;
}

/** Whether a back-office page opens for a request with this cookie, or sends it to the sign-in. */
async function backofficeOpens(cookie: string): Promise<boolean> {
  const response = await fetch(`${site.baseUrl}/backoffice/changes`, {
    headers: { cookie },
    redirect: 'manual',
  });
  if (response.status === 200) return true;
  expect(response.headers.get('location')).toMatch(/^\/backoffice\/sign-in/);
  return false;
}

async function signOutsOf(email: string): Promise<number> {
  const { rows } = await site.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM audit_log WHERE action = 'sign-out' AND actor = $1",
    [email],
  );
  return rows[0]?.n ?? 0;
}

/** A request from the back office's own page, with its session (the browser adds the cookie). */
function fromBackoffice(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { url: `${site.baseUrl}${path}`, method: init.method ?? 'GET', body: init.body },
  );
}

test.describe('the engine’s jobs', () => {
  test('run for no account through the API, nor for a link from another site', async () => {
    for (const role of ['owner', 'editor'] as const) {
      const { cookie } = as(role);
      for (const path of ['/payload-jobs/run', '/payload-jobs/handle-schedules']) {
        const answer = await fetch(`${site.baseUrl}/backoffice/api${path}`, {
          headers: { cookie, 'sec-fetch-site': 'same-origin' },
        });
        expect([401, 403], `${role} ${path}: ${await answer.text()}`).toContain(answer.status);
      }
      // A link on another site, which the browser follows with the session cookie.
      const crossSite = await fetch(`${site.baseUrl}/backoffice/api/accounts/me`, {
        headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      });
      expect(crossSite.status).toBe(403);
      expect(await crossSite.text()).not.toContain('@');
    }
  });
});

/** The company facts' fields only an owner changes. */
const OWNER_ONLY = [
  'legalName',
  'address',
  'phone',
  'email',
  'register',
  'vatId',
  'regulatoryStatus',
  'social',
  'schedulerUrl',
  'processors',
];

interface Permissions {
  collections: { company: { fields: Record<string, { update?: boolean } | true> } };
}

/** Whether the engine reports a field as one the account may update. */
const mayUpdate = (permissions: Permissions, field: string) => {
  const entry = permissions.collections.company.fields[field];
  return entry === true || entry?.update === true;
};

test.describe('the company facts', () => {
  test('are the owner’s where they are contact, legal or scheduler facts: an editor sees them read-only and cannot change them', async () => {
    const editor = as('editor');
    const access = JSON.parse(
      (await fromBackoffice(editor.page, '/backoffice/api/access')).text,
    ) as Permissions;
    for (const field of OWNER_ONLY) expect(mayUpdate(access, field), field).toBe(false);
    expect(mayUpdate(access, 'brand')).toBe(true);
    expect(mayUpdate(access, 'pricing')).toBe(true);

    const { rows } = await site.pool.query<{ id: number; email: string }>(
      'SELECT id, email FROM company',
    );
    const [facts] = rows;
    if (!facts) throw new Error('The company facts were not imported');
    // In the editor the field is read-only.
    await editor.page.goto(`${site.baseUrl}/backoffice/content/collections/company/${facts.id}`);
    await expect(editor.page.locator('#field-email')).toBeDisabled();
    await expect(editor.page.locator('#field-brand')).toBeEnabled();
    // Sent anyway, the address is not taken.
    const saved = await fromBackoffice(
      editor.page,
      `/backoffice/api/company/${facts.id}?draft=true`,
      { method: 'PATCH', body: { email: 'umleitung@evil.example' } },
    );
    expect(saved.status).toBe(200);
    const { rows: versions } = await site.pool.query<{ email: string }>(
      'SELECT version_email AS email FROM _company_v WHERE latest',
    );
    expect(versions.map((version) => version.email)).toEqual([facts.email]);

    const owner = as('owner');
    const ownerAccess = JSON.parse(
      (await fromBackoffice(owner.page, '/backoffice/api/access')).text,
    ) as Permissions;
    for (const field of OWNER_ONLY) expect(mayUpdate(ownerAccess, field), field).toBe(true);
  });

  test('let the booking page frame the scheduler the owner publishes, without a restart', async () => {
    const owner = as('owner');
    const { rows } = await site.pool.query<{ id: number }>('SELECT id FROM company');
    const id = rows[0]?.id ?? 0;
    const frames = async () =>
      /frame-src ([^;]*)/.exec(
        (await fetch(`${site.baseUrl}/en/book-consultation`)).headers.get(
          'content-security-policy',
        ) ?? '',
      )?.[1];
    const publish = (schedulerUrl: string | null) =>
      fromBackoffice(owner.page, `/backoffice/api/company/${id}`, {
        method: 'PATCH',
        body: { _status: 'published', schedulerUrl },
      });
    expect(await frames()).toBe("'none'");
    try {
      expect((await publish('https://termine.example.org/keller')).status).toBe(200);
      await until(
        async () => (await frames()) === 'https://termine.example.org',
        'the new scheduler in the booking page’s policy',
        5_000,
      );
    } finally {
      expect((await publish(null)).status).toBe(200);
      await until(async () => (await frames()) === "'none'", 'no scheduler in the policy', 5_000);
    }
  });
});

test.describe('signing out of the content editor', () => {
  test('through the engine’s API ends the back-office session, deletes its cookie and is in the audit log', async () => {
    const { account, cookie } = as('editor');
    expect(await backofficeOpens(cookie)).toBe(true);
    const response = await fetch(`${site.baseUrl}/backoffice/api/accounts/logout`, {
      method: 'POST',
      headers: { cookie, 'content-length': '0' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^__Host-backoffice=; Path=\/; Max-Age=0;/),
    );
    // The old cookie opens nothing any more.
    expect(await backofficeOpens(cookie)).toBe(false);
    expect(await signOutsOf(account.email)).toBe(1);
  });

  test('through the editor’s own “Abmelden” lands on the sign-in, and the old cookie opens nothing', async () => {
    const { page, account, cookie, context } = as('owner');
    await page.goto(`${site.baseUrl}/backoffice/content`);
    // The editor's sign-out, as its navigation's "Abmelden" opens it.
    await page.goto(`${site.baseUrl}/backoffice/content/logout`);
    await page.waitForURL('**/backoffice/sign-in**');
    expect(await context.cookies(site.baseUrl)).not.toContainEqual(
      expect.objectContaining({ name: '__Host-backoffice' }),
    );
    expect(await backofficeOpens(cookie)).toBe(false);
    expect(await signOutsOf(account.email)).toBe(1);
  });
});
