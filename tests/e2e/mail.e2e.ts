import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { smtpCatcher, type CaughtMail } from '../integration/smtp-catcher';
import { hydrated, sharedBrowser } from './support/browser';
import { fillTimePassed } from './support/forms';
import { freePort, startSite, type SiteServer } from './support/server';

let dataDir = '';
let catcher: Awaited<ReturnType<typeof smtpCatcher>>;
let received: CaughtMail[] = [];
let site: SiteServer;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-mail-'));
  const port = await freePort();
  catcher = await smtpCatcher(port);
  received = catcher.received;
  site = await startSite(dataDir, {
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    // The catcher speaks plain SMTP on loopback.
    SMTP_INSECURE: '1',
    OWNER_EMAIL: 'owner@keller-advisory.example',
  });
});

test.afterAll(async () => {
  await site?.stop();
  await catcher?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const session = sharedBrowser();

test.describe('mail from the running site', () => {
  test('e-mails a booking to the owner and confirms it to the visitor in English, both with the calendar file', async () => {
    const { page } = await session.open();
    await page.goto(`${site.baseUrl}/en/book-consultation`);
    await hydrated(page);
    await page.locator('input[name="slotDay"]').nth(1).check();
    await page.locator('input[name="slot"]:visible').first().check();
    await page.locator('[name="name"]').fill('Mary Jones');
    await page.locator('[name="email"]').fill('mary@example.org');
    await page.locator('[name="company"]').fill('Jones Leasing Ltd');
    await page.locator('[name="phone"]').fill('+44 20 7946 0000');
    await page.locator('[name="topic"]').fill('GAP insurance in our leasing contracts');
    await page.locator('[name="consent"]').check();
    await fillTimePassed(page);
    await page.getByRole('button', { name: 'Book this time' }).click();
    await page.getByRole('heading', { name: 'Your call is booked' }).waitFor();

    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
    const owner = received.find((mail) => mail.to === 'owner@keller-advisory.example');
    const visitor = received.find((mail) => mail.to === 'mary@example.org');
    expect(owner?.raw).toMatch(/Subject: .*Neue[ _]Buchung/);
    expect(visitor?.raw).toMatch(/Subject: .*Your[ _]first[ _]call/);
    for (const mail of [owner, visitor]) expect(mail?.raw).toMatch(/Content-Type: text\/calendar/i);
  });
});
