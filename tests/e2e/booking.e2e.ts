import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, hydrated, sharedBrowser } from './support/browser';
import { siteDatabase } from './support/database';

const baseUrl = inject('baseUrl');
const { bookingsFrom: bookingsOf } = siteDatabase();

const session = sharedBrowser();

async function newPage(options: Parameters<typeof session.open>[0] = {}): Promise<Page> {
  return (await session.open(options)).page;
}

async function fillBooking(page: Page, email: string, slotIndex = 1) {
  const select = page.locator('[name="slot"]');
  const value = await select.locator('option').nth(slotIndex).getAttribute('value');
  await select.selectOption(value ?? '');
  await page.locator('[name="name"]').fill('Jürgen Krause');
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="company"]').fill('Autohaus Krause');
  await page.locator('[name="topic"]').fill('F&I-Quote und Servicebindung');
  await page.locator('[name="consent"]').check();
  return value ?? '';
}

describe('booking the free call', () => {
  it('offers free slots, books one, confirms it with a calendar file and resets to an empty form', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/book-consultation`);
    await hydrated(page);
    expect(await page.locator('[name="slot"] option').count()).toBeGreaterThan(20);
    expect(await axeViolations(page)).toEqual([]);
    const slot = await fillBooking(page, 'juergen@example.org');
    await page.waitForTimeout(3100);
    await page.getByRole('button', { name: 'Termin verbindlich buchen' }).click();
    const confirmation = page.getByRole('status');
    await confirmation.getByRole('heading', { name: 'Ihr Termin ist gebucht' }).waitFor();
    const text = await confirmation.innerText();
    expect(text).toContain('Einstündige Strategie- und Bestandsaufnahme');
    expect(text).toContain('Jürgen Krause');
    expect(text).toContain('juergen@example.org');
    expect(text).toContain('Autohaus Krause');
    expect(text).toMatch(/\d{2}:\d{2}–\d{2}:\d{2} Uhr/);
    const ics = decodeURIComponent(
      (await confirmation.getByRole('link', { name: /Kalendereintrag/ }).getAttribute('href')) ??
        '',
    );
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART:${slot.replace(/[-:]/g, '').replace('.000', '')}`);

    const [row] = await bookingsOf('juergen@example.org');
    expect(row.slot_start.toISOString()).toBe(slot);
    expect(row.locale).toBe('de');

    await page.getByRole('button', { name: 'Weiteren Termin buchen' }).click();
    expect(await page.locator('[name="name"]').inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('booking_draft'))).toBeNull();
    await page.reload();
    expect(await page.locator(`[name="slot"] option[value="${slot}"]`).count()).toBe(0);
  });

  it('tells the slower of two visitors that the slot is gone, with fresh slots and their details kept', async () => {
    const first = await newPage();
    await first.goto(`${baseUrl}/en/book-consultation`);
    await hydrated(first);
    const context = first.context();
    const second = await context.newPage();
    await second.goto(`${baseUrl}/en/book-consultation`);
    await hydrated(second);
    const slot = await fillBooking(first, 'first@example.org', 2);
    await fillBooking(second, 'second@example.org', 2);
    await first.waitForTimeout(3100);
    await first.getByRole('button', { name: 'Book this time' }).click();
    await first.getByRole('heading', { name: 'Your call is booked' }).waitFor();
    await second.getByRole('button', { name: 'Book this time' }).click();
    await second.getByText('Someone else has just booked this time.').waitFor();
    expect(await second.locator('[name="name"]').inputValue()).toBe('Jürgen Krause');
    expect(await second.locator('[name="topic"]').inputValue()).toBe(
      'F&I-Quote und Servicebindung',
    );
    expect(await second.locator(`[name="slot"] option[value="${slot}"]`).count()).toBe(0);
    expect(await bookingsOf('second@example.org')).toHaveLength(0);
  });

  it('works without JavaScript', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/en/book-consultation`);
    await fillBooking(page, 'nojs@example.org', 3);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('heading', { name: 'Your call is booked' }).waitFor();
    expect(await page.getByRole('status').innerText()).toContain('1-hour assessment session');
    expect(await bookingsOf('nojs@example.org')).toHaveLength(1);
  });
});
