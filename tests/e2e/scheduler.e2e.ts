import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, sharedBrowser } from './support/browser';
import { freePort, startSite, type SiteServer } from './support/server';

let dataDir = '';
let calendarRequests = 0;
const calendar = createServer((_request, response) => {
  calendarRequests += 1;
  response.writeHead(200, { 'Content-Type': 'text/html' });
  response.end('<!doctype html><title>Kalender</title><p>Freie Termine</p>');
});
let site: SiteServer;
let calendarUrl: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-scheduler-'));
  const port = await freePort();
  calendar.listen(port, '127.0.0.1');
  await once(calendar, 'listening');
  calendarUrl = `http://127.0.0.1:${port}/keller-advisory/erstgespraech`;
  site = await startSite(dataDir, { SCHEDULER_URL: calendarUrl });
});

test.afterAll(async () => {
  await site?.stop();
  calendar.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const session = sharedBrowser();

async function openBooking(): Promise<Page> {
  const { page } = await session.open();
  await page.goto(`${site.baseUrl}/book-consultation`);
  await hydrated(page);
  return page;
}

test.describe('scheduling provider', () => {
  test('loads the calendar only after the visitor agrees, in a 600 px frame allowed by the CSP', async () => {
    const page = await openBooking();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(calendarRequests).toBe(0);
    await page.getByRole('button', { name: /^Kalender von 127\.0\.0\.1:\d+ laden$/ }).click();
    const frame = page.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(calendarUrl);
    expect(await frame.getAttribute('height')).toBe('600');
    await page.frameLocator('iframe').getByText('Freie Termine').waitFor();
    expect(calendarRequests).toBeGreaterThan(0);
    // The first-party form stays available beside it.
    expect(await page.locator('input[name="slot"]').count()).toBeGreaterThan(0);
  });

  test('offers the fallbacks when the visitor has issues, and falls back to contact when the popup is blocked', async () => {
    const page = await openBooking();
    await page.getByRole('button', { name: /laden$/ }).click();
    await page.getByRole('button', { name: 'Probleme mit dem Kalender?' }).click();
    expect(
      await page.getByRole('link', { name: 'Termin per E-Mail anfragen' }).getAttribute('href'),
    ).toMatch(/^mailto:/);
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole('button', { name: 'Kalender in neuem Tab öffnen' }).click();
    await page.waitForURL(`${site.baseUrl}/contact`);
  });
});
