import { JSDOM } from 'jsdom';
import { expect, test } from '@playwright/test';
import { axeViolations, hydrated, sharedBrowser, visitorAddress } from './support/browser';
import { cli, createAccount, signIn, siteOfItsOwn, unique } from './support/backoffice';
import { enquiryValues, filledForm } from './support/forms';

const browser = sharedBrowser();

const site = siteOfItsOwn();

/** The contact form's fields as the server rendered them, filled in as a visitor would. */
async function contactForm(email: string): Promise<FormData> {
  const page = await (await fetch(`${site.baseUrl}/contact`)).text();
  return filledForm(page, 'enquiry', enquiryValues(email, 'Wanda Wartend'));
}

/** Seconds until `url` answers with `status`, asking every 200 ms; fails after 15 s. */
async function secondsUntil(url: string, status: number): Promise<number> {
  const started = Date.now();
  await expect
    .poll(async () => (await fetch(url)).status, {
      message: `${url} answers ${status}`,
      timeout: 15_000,
      intervals: [200],
    })
    .toBe(status);
  return (Date.now() - started) / 1000;
}

test.describe('maintenance mode', () => {
  test('answers public pages with 503 in both languages while the back office, the health check and a signed-in owner go on, and forms keep what was typed', async () => {
    const visitor = unique('waiting');
    const withoutScript = await contactForm(visitor);
    const { page: visitorPage } = await browser.open();
    await visitorPage.goto(`${site.baseUrl}/en/contact`);
    await hydrated(visitorPage);
    const typed = {
      name: 'Walter Waiting',
      email: unique('walter'),
      company: 'Waiting Ltd',
      message: 'Please call me about our fleet of 80 cars.',
    };
    for (const [name, value] of Object.entries(typed))
      await visitorPage.locator(`[name="${name}"]`).fill(value);
    await visitorPage.locator('[name="audience"]').selectOption('fleet');
    await visitorPage.locator('[name="subject"]').fill('Fleet insurance');
    await visitorPage.getByLabel(/privacy notice/).check();

    const switched = cli(
      site,
      'site',
      'maintenance',
      'on',
      '--de',
      'Heute bis 18 Uhr.',
      '--en',
      'Until 6 pm today.',
    );
    expect(switched.output).toContain('Maintenance mode is on');
    // The server reads the switch from the database: within a few seconds.
    expect(await secondsUntil(`${site.baseUrl}/`, 503)).toBeLessThan(5);

    for (const [address, lang, first] of [
      ['/', 'de', 'Wir sind bald zurück'],
      ['/en/about', 'en', 'We’ll be back soon!'],
      ['/blog', 'de', 'Wir sind bald zurück'],
    ] as const) {
      const response = await fetch(`${site.baseUrl}${address}`);
      expect(response.status, address).toBe(503);
      expect(response.headers.get('retry-after'), address).toBe('300');
      expect(response.headers.get('cache-control'), address).toBe('no-store');
      const { window } = new JSDOM(await response.text());
      expect(window.document.documentElement.lang).toBe(lang);
      expect(window.document.querySelector('h1')?.textContent).toBe(first);
      const text = window.document.body.textContent ?? '';
      expect(text).toContain('Wir sind bald zurück');
      expect(text).toContain('We’ll be back soon!');
      expect(text).toContain('Heute bis 18 Uhr.');
      expect(text).toContain('Until 6 pm today.');
      window.close();
    }
    const health = await fetch(`${site.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: true });
    expect((await fetch(`${site.baseUrl}/backoffice/sign-in`)).status).toBe(200);

    // A form sent meanwhile: refused politely, nothing stored, everything typed still there.
    const answer = await fetch(`${site.baseUrl}/contact`, {
      method: 'POST',
      body: withoutScript,
      headers: { 'X-Forwarded-For': visitorAddress() },
    });
    expect(answer.status).toBe(503);
    const answered = await answer.text();
    expect(answered).toContain('Wir arbeiten gerade an der Website, deshalb wurde nichts gesendet');
    expect(answered).toContain('Wanda Wartend');
    expect(answered).toContain('Bitte melden Sie sich wegen unserer Flotte');
    await visitorPage.locator('form button[type="submit"]').click();
    await visitorPage
      .getByText('We are working on the website right now, so nothing was sent.')
      .waitFor();
    for (const [name, value] of Object.entries(typed))
      expect(await visitorPage.locator(`[name="${name}"]`).inputValue()).toBe(value);
    const { rows: stored } = await site.pool.query(
      "SELECT 1 FROM enquiries WHERE name IN ('Wanda Wartend', 'Walter Waiting')",
    );
    expect(stored).toEqual([]);

    const { page } = await browser.open();
    await page.goto(`${site.baseUrl}/en`);
    expect(await axeViolations(page)).toEqual([]);
    // The owner, signed in, sees the site itself and switches maintenance off.
    const account = await createAccount(site, page, unique('maintenance-owner'));
    await signIn(page, site, account);
    const own = await page.goto(`${site.baseUrl}/`);
    expect(own?.status()).toBe(200);
    await page.goto(`${site.baseUrl}/backoffice/site`);
    expect(await page.locator('[data-maintenance]').getAttribute('data-maintenance')).toBe('on');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Wartungsmodus ausschalten' }).click();
    await page.locator('[data-maintenance="off"]').waitFor();
    expect(await secondsUntil(`${site.baseUrl}/en/about`, 200)).toBeLessThan(5);
    expect((await fetch(`${site.baseUrl}/`)).status).toBe(200);
    const { rows } = await site.pool.query<{ action: string; actor: string }>(
      "SELECT action, actor FROM audit_log WHERE action LIKE 'maintenance.%' ORDER BY id",
    );
    expect(rows).toEqual([
      { action: 'maintenance.on', actor: 'command line' },
      { action: 'maintenance.off', actor: account.email },
    ]);
  });
});
