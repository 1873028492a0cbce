import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseUrl } from './support/site';
import { postgresBinDir, startPostgres } from '../integration/postgres-server';
import { axeViolations, hydrated, sharedBrowser } from './support/browser';
import { siteDatabase, testPool } from './support/database';
import { chooseSlot, fillTimePassed } from './support/forms';
import { startSite } from './support/server';

const { bookingsFrom: bookingsOf } = siteDatabase();

const session = sharedBrowser();

async function newPage(options: Parameters<typeof session.open>[0] = {}): Promise<Page> {
  return (await session.open(options)).page;
}

async function fillBooking(
  page: Page,
  email: string,
  slot: { day?: number; time?: number } = {},
  phone = '+49 89 1234567',
) {
  const value = await chooseSlot(page, slot);
  await page.locator('[name="name"]').fill('Jürgen Krause');
  await page.locator('[name="email"]').fill(email);
  await page.locator('[name="company"]').fill('Autohaus Krause');
  await page.locator('[name="phone"]').fill(phone);
  await page.locator('[name="topic"]').fill('F&I-Quote und Servicebindung');
  await page.locator('[name="consent"]').check();
  return value;
}

test.describe('booking the free call', () => {
  test('offers free slots, books one, confirms it with a calendar file and resets to an empty form', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/book-consultation`);
    await hydrated(page);
    expect(await page.locator('input[name="slot"]').count()).toBeGreaterThan(20);
    expect(await axeViolations(page)).toEqual([]);
    const slot = await fillBooking(page, 'juergen@example.org');
    await fillTimePassed(page);
    await page.getByRole('button', { name: 'Termin buchen', exact: true }).click();
    const confirmation = page.getByRole('status');
    await confirmation.getByRole('heading', { name: 'Ihr Termin ist gebucht' }).waitFor();
    const text = await confirmation.innerText();
    expect(text).toContain('Kostenlose Strategie- und Bestandsaufnahme (60 Minuten)');
    expect(text).toContain('Ort\nTelefonisch – wir rufen Sie unter +49 89 1234567 an.');
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
    expect(ics).toContain('LOCATION:Telefon: +49 89 1234567');

    const [row] = await bookingsOf('juergen@example.org');
    expect(row.slot_start.toISOString()).toBe(slot);
    expect(row.locale).toBe('de');
    expect(row.place).toEqual({ kind: 'phone' });

    await page.getByRole('button', { name: 'Weiteren Termin buchen' }).click();
    expect(await page.locator('[name="name"]').inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('booking_draft'))).toBeNull();
    await page.reload();
    expect(await page.locator(`input[name="slot"][value="${slot}"]`).count()).toBe(0);
  });

  test('tells the slower of two visitors that the slot is gone, with fresh slots and their details kept', async () => {
    const first = await newPage();
    await first.goto(`${baseUrl}/en/book-consultation`);
    await hydrated(first);
    const context = first.context();
    const second = await context.newPage();
    await second.goto(`${baseUrl}/en/book-consultation`);
    await hydrated(second);
    const slot = await fillBooking(first, 'first@example.org', { day: 2, time: 1 });
    expect(await fillBooking(second, 'second@example.org', { day: 2, time: 1 })).toBe(slot);
    await fillTimePassed(second);
    await first.getByRole('button', { name: 'Book this time' }).click();
    await first.getByRole('heading', { name: 'Your call is booked' }).waitFor();
    await second.getByRole('button', { name: 'Book this time' }).click();
    await second.getByText('Someone else has just booked this time.').waitFor();
    expect(await second.locator('[name="name"]').inputValue()).toBe('Jürgen Krause');
    expect(await second.locator('[name="topic"]').inputValue()).toBe(
      'F&I-Quote und Servicebindung',
    );
    expect(await second.locator(`input[name="slot"][value="${slot}"]`).count()).toBe(0);
    expect(await bookingsOf('second@example.org')).toHaveLength(0);
  });

  test('works without JavaScript', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/en/book-consultation`);
    expect(await page.locator('input[name="slotDay"]').first().isVisible()).toBe(false);
    expect(await page.locator('input[name="slot"]:visible').count()).toBeGreaterThan(20);
    await fillBooking(page, 'nojs@example.org', { time: 3 });
    await fillTimePassed(page);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('heading', { name: 'Your call is booked' }).waitFor();
    expect(await page.getByRole('status').innerText()).toContain(
      'Free assessment session (60 minutes)',
    );
    expect(await bookingsOf('nojs@example.org')).toHaveLength(1);
  });

  for (const [locale, javaScriptEnabled, label, message] of [
    ['en', false, 'Phone (for the call)', 'Please give a phone number we can call you on'],
    ['de', true, 'Telefon (für den Anruf)', 'Bitte geben Sie eine Telefonnummer an'],
  ] as const) {
    test(`asks for the number to call when the owner phones (${locale}, JavaScript: ${javaScriptEnabled}), keeping what was typed`, async () => {
      const page = await newPage({ javaScriptEnabled });
      await page.goto(`${baseUrl}${locale === 'en' ? '/en' : ''}/book-consultation`);
      if (javaScriptEnabled) await hydrated(page);
      const phone = page.getByLabel(label);
      expect(await phone.getAttribute('required')).not.toBeNull();
      const email = `phone-${locale}@example.org`;
      const slot = await fillBooking(page, email, { day: 1, time: 2 }, '+49 (0)');
      await fillTimePassed(page);
      await page.locator('form button[type="submit"]').click();
      const error = page.locator('#booking-phone-error');
      await error.waitFor();
      expect(await error.innerText()).toContain(message);
      expect(await phone.getAttribute('aria-describedby')).toBe(
        'booking-phone-hint booking-phone-error',
      );
      expect(await page.locator('[name="topic"]').inputValue()).toBe(
        'F&I-Quote und Servicebindung',
      );
      expect(await page.locator(`input[name="slot"][value="${slot}"]`).isChecked()).toBe(true);
      expect(await bookingsOf(email)).toHaveLength(0);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await phone.fill('+49 89 7654321');
      await fillTimePassed(page);
      await page.locator('form button[type="submit"]').click();
      await page
        .getByRole('heading', { name: /Your call is booked|Ihr Termin ist gebucht/ })
        .waitFor();
      expect((await bookingsOf(email)).map((row) => row.phone)).toEqual(['+49 89 7654321']);
    });
  }

  test("picks a day and a time with the keyboard, in the visitor's time zone as well", async () => {
    const page = await newPage({ timezoneId: 'America/New_York' });
    await page.goto(`${baseUrl}/en/book-consultation`);
    await hydrated(page);
    await page
      .getByText('Times in German time; your local time (America/New_York) after each.')
      .waitFor();
    const days = page.locator('input[name="slotDay"]');
    await days.first().focus();
    expect(await days.first().isChecked()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await days.nth(1).isChecked()).toBe(true);
    const dayName = await page.locator('[data-chosen] legend').innerText();
    expect(await page.getByRole('radio', { name: dayName }).isChecked()).toBe(true);
    const times = page.locator('input[name="slot"]:visible');
    const first = await times.first().getAttribute('value');
    await times.first().focus();
    await page.keyboard.press('Space');
    expect(await times.first().isChecked()).toBe(true);
    const label = await page.locator('[data-chosen] label').first().innerText();
    const clock = (timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(first ?? ''));
    const berlin = clock('Europe/Berlin');
    const newYork = clock('America/New_York');
    expect(label).toContain(berlin);
    expect(label).toContain(`${newYork}`);
    expect(label).toContain('your time');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('shows German time alone to a visitor in Berlin, and links the booking to web calendars', async () => {
    const page = await newPage({ timezoneId: 'Europe/Berlin' });
    await page.goto(`${baseUrl}/book-consultation`);
    await hydrated(page);
    expect(await page.getByText('Ihre Ortszeit').count()).toBe(0);
    const slot = await fillBooking(page, 'kalender@example.org', { day: 3, time: 0 });
    await fillTimePassed(page);
    await page.getByRole('button', { name: 'Termin buchen', exact: true }).click();
    const confirmation = page.getByRole('status');
    await confirmation.getByRole('heading', { name: 'Ihr Termin ist gebucht' }).waitFor();
    const compact = slot.replace(/[-:]/g, '').replace('.000', '');
    const google = new URL(
      (await confirmation
        .getByRole('link', { name: 'Zum Google Kalender hinzufügen' })
        .getAttribute('href')) ?? '',
    );
    expect(google.origin).toBe('https://calendar.google.com');
    expect(google.searchParams.get('dates')).toMatch(new RegExp(`^${compact}/`));
    expect(google.searchParams.get('text')).toBe('Erstgespräch mit Keller Advisory');
    const outlook = new URL(
      (await confirmation
        .getByRole('link', { name: 'Zu Outlook hinzufügen' })
        .getAttribute('href')) ?? '',
    );
    expect(outlook.origin).toBe('https://outlook.live.com');
    expect(outlook.searchParams.get('startdt')).toBe(slot);
  });
});

test.describe('booking on PostgreSQL', () => {
  const binDir = postgresBinDir();
  if (!binDir && process.env.CI)
    throw new Error("PostgreSQL is not installed: .ci/run installs Debian's postgresql package.");
  test.skip(!binDir, 'PostgreSQL is not installed here (apt-get install postgresql)');

  test('books the time chosen in the picker, with and without JavaScript', async () => {
    const postgres = await startPostgres(binDir ?? '');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'site-booking-pg-'));
    const site = await startSite(dataDir, {
      DATABASE_URL: postgres.url,
      TRUST_PROXY: '127.0.0.1, ::1',
    });
    const pool = testPool(postgres.url, 1);
    try {
      for (const javaScriptEnabled of [true, false]) {
        const page = await newPage({ javaScriptEnabled, timezoneId: 'Europe/Berlin' });
        await page.goto(`${site.baseUrl}/en/book-consultation`);
        if (javaScriptEnabled) await hydrated(page);
        const email = `postgres-${javaScriptEnabled ? 'js' : 'nojs'}@example.org`;
        const slot = await fillBooking(page, email, { day: 4, time: javaScriptEnabled ? 0 : 12 });
        await fillTimePassed(page);
        await page.locator('form button[type="submit"]').click();
        await page.getByRole('heading', { name: 'Your call is booked' }).waitFor();
        const { rows } = await pool.query<{ slot_start: Date; locale: string }>(
          'SELECT slot_start, locale FROM bookings WHERE email = $1',
          [email],
        );
        expect(rows.map((row) => [row.slot_start.toISOString(), row.locale])).toEqual([
          [slot, 'en'],
        ]);
      }
    } finally {
      await pool.end();
      await site.stop();
      postgres.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
