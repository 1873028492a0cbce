import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { expect, test } from '@playwright/test';
import { smtpCatcher } from '../integration/smtp-catcher';
import { axeViolations, sharedBrowser, visitorAddress } from './support/browser';
import { enquiryValues, noticeIn, submitWithoutJavaScript } from './support/forms';
import { cliAsync, createAccount, signIn, siteOfItsOwn, unique } from './support/backoffice';
import { freePort } from './support/server';

const browser = sharedBrowser();

/** A site of its own with mail on, so that a test can see which submissions queued mail. */
let catcher: Awaited<ReturnType<typeof smtpCatcher>> | undefined;
let smtpPort = 0;
test.beforeAll(async () => {
  smtpPort = await freePort();
  catcher = await smtpCatcher(smtpPort);
});
test.afterAll(() => catcher?.close());
const site = siteOfItsOwn(() => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
  // The catcher speaks plain SMTP on loopback.
  SMTP_INSECURE: '1',
  OWNER_EMAIL: 'owner@keller-advisory.example',
}));
test.beforeAll(async () => {
  // Spam from six weeks ago, for the server's own first purge, due shortly after start.
  await site.pool.query(
    `INSERT INTO enquiries (created_at, locale, name, email, company, audience, subject, message, lead_status)
     VALUES (now() - interval '6 weeks', 'de', 'Alt', 'daily-spam@example.org', 'Alt', 'other', 'Alt', 'Alt', 'spam')`,
  );
});

/** The free slots the booking page offers, as their form values. */
async function offeredSlots(): Promise<string[]> {
  const { window } = new JSDOM(await (await fetch(`${site.baseUrl}/book-consultation`)).text());
  const slots = [...window.document.querySelectorAll<HTMLInputElement>('input[name="slot"]')].map(
    (input) => input.value,
  );
  window.close();
  return slots;
}

async function leadRows(table: 'enquiries' | 'bookings', email: string) {
  const { rows } = await site.pool.query<{
    id: string;
    lead_status: string;
    status?: string;
    roi_percentage?: string | null;
    mails: number;
  }>(
    `SELECT t.*, (SELECT count(*)::int FROM outbox WHERE lead_kind = $2 AND lead_id = t.id) AS mails
       FROM ${table} t WHERE lower(email) = lower($1) ORDER BY id`,
    [email, table === 'enquiries' ? 'enquiry' : 'booking'],
  );
  return rows;
}

test.describe('retention', () => {
  test('purges by itself shortly after start, once a day', async () => {
    await expect
      .poll(async () => (await leadRows('enquiries', 'daily-spam@example.org')).length, {
        timeout: 20_000,
      })
      .toBe(0);
    const { rows } = await site.pool.query<{ subject: string }>(
      `SELECT subject FROM audit_log WHERE action = 'retention.purged' AND actor = 'system'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toMatch(/^1 enquiries, /);
  });
});

test.describe('spam kept for the owner', () => {
  test('stores honeypot and too-fast submissions as spam without mail, shows them under Spam and moves them to the inbox', async () => {
    const robot = unique('robot');
    const hurried = unique('hurried');
    const honeypot = await submitWithoutJavaScript(
      site.baseUrl,
      '/contact',
      'enquiry',
      { ...enquiryValues(robot, 'Robbi Roboter'), website: 'https://spam.example' },
      visitorAddress(),
    );
    expect(honeypot.status).toBe(200);
    expect(noticeIn(honeypot.body, 'enquiry')).toMatch(
      /^Ihre Anfrage konnte nicht angenommen werden/,
    );
    const slot = (await offeredSlots())[3] ?? '';
    const tooFast = await submitWithoutJavaScript(
      site.baseUrl,
      '/en/book-consultation',
      'booking',
      {
        slot,
        name: 'Hanna Hastig',
        email: hurried,
        company: 'Eilig AG',
        topic: 'Embedded insurance',
        phone: '+49 89 1234567',
        consent: 'on',
      },
      visitorAddress(),
      { hurried: true },
    );
    expect(noticeIn(tooFast.body, 'booking')).toMatch(/^That was very quick/);
    expect(tooFast.body).toContain('Hanna Hastig');
    expect(await leadRows('enquiries', robot)).toEqual([
      expect.objectContaining({ lead_status: 'spam', name: 'Robbi Roboter', mails: 0 }),
    ]);
    expect(await leadRows('bookings', hurried)).toEqual([
      expect.objectContaining({ lead_status: 'spam', status: 'unconfirmed', mails: 0 }),
    ]);
    // The held-back booking reserves nothing: the slot is still offered.
    expect(await offeredSlots()).toContain(slot);

    const { page } = await browser.open();
    const account = await createAccount(site, page, unique('spam-owner'));
    await signIn(page, site, account);
    expect(await page.locator('main').innerText()).not.toContain('Robbi Roboter');
    await page.getByRole('link', { name: 'Spam', exact: true }).click();
    await page.waitForURL(/status=spam/);
    expect(await page.locator('tbody').innerText()).toContain('Hanna Hastig');
    expect(await page.locator('tbody').innerText()).toContain('Robbi Roboter');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Hanna Hastig' }).click();
    await page.getByText('Diesen Eintrag hat der Spamfilter zurückgehalten').waitFor();
    expect(await page.locator('main').innerText()).toContain('nicht bestätigt');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'In den Eingang verschieben' }).click();
    await expect
      .poll(async () => (await leadRows('bookings', hurried))[0]?.lead_status)
      .toBe('new');
    await page.goto(`${site.baseUrl}/backoffice`);
    expect(await page.locator('tbody').innerText()).toContain('Hanna Hastig');
    expect(await page.locator('tbody').innerText()).not.toContain('Robbi Roboter');
    const { rows: audit } = await site.pool.query(
      `SELECT 1 FROM audit_log WHERE action = 'lead.status' AND actor = $1 AND subject LIKE 'booking:% new'`,
      [account.email],
    );
    expect(audit).toHaveLength(1);
  });
});

test.describe('requests about a person', () => {
  test('exports everything about an address as JSON and CSV, erases it after a confirmation, and logs both', async () => {
    const person = unique('person');
    const sent = await submitWithoutJavaScript(
      site.baseUrl,
      '/contact',
      'enquiry',
      enquiryValues(person, 'Petra Person'),
      visitorAddress(),
    );
    expect(sent.status).toBe(200);
    await submitWithoutJavaScript(
      site.baseUrl,
      '/book-consultation',
      'booking',
      {
        slot: (await offeredSlots()).at(-2) ?? '',
        name: 'Petra Person',
        email: person.toUpperCase(),
        company: 'Person GmbH',
        topic: 'Datenschutz',
        phone: '+49 89 1234567',
        consent: 'on',
      },
      visitorAddress(),
    );
    const bystander = unique('bystander');
    await submitWithoutJavaScript(
      site.baseUrl,
      '/contact',
      'enquiry',
      enquiryValues(bystander, 'Bernd Beistand'),
      visitorAddress(),
    );

    const { page } = await browser.open({ acceptDownloads: true });
    const account = await createAccount(site, page, unique('privacy-owner'));
    await signIn(page, site, account);

    // The person withdraws consent for the ROI values sent with the enquiry: they go at once.
    const [withRoi] = await leadRows('enquiries', person);
    await site.pool.query(
      `UPDATE enquiries SET roi_context = 'fleet', roi_fleet_size = 80, roi_percentage = 210,
              roi_total_savings = 64000 WHERE id = $1`,
      [withRoi?.id],
    );
    await page.goto(`${site.baseUrl}/backoffice/leads/enquiry/${withRoi?.id}`);
    await page.getByRole('button', { name: 'ROI-Werte löschen (Einwilligung widerrufen)' }).click();
    await expect
      .poll(async () => (await leadRows('enquiries', person))[0]?.roi_percentage)
      .toBeNull();
    await page
      .getByRole('button', { name: 'ROI-Werte löschen (Einwilligung widerrufen)' })
      .waitFor({
        state: 'detached',
      });
    const { rows: withdrawn } = await site.pool.query(
      `SELECT subject FROM audit_log WHERE action = 'roi.withdrawn' AND actor = $1`,
      [account.email],
    );
    expect(withdrawn).toEqual([{ subject: `enquiry:${withRoi?.id}` }]);

    await page.getByRole('link', { name: 'Datenschutz', exact: true }).click();
    await page.getByRole('heading', { name: 'Datenschutz', level: 1 }).waitFor();
    expect(await page.locator('main').innerText()).toContain(
      'Anfragen und Buchungen: drei Jahre nach dem letzten Kontakt',
    );
    await page.getByLabel('E-Mail-Adresse der Person').fill(`  ${person.toUpperCase()} `);
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.getByText(`Zu ${person} gespeichert: 2 Anfragen und Buchungen`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const download = async (name: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name }).click(),
      ]);
      return readFileSync((await file.path()) ?? '', 'utf8');
    };
    const json = JSON.parse(await download('Als JSON herunterladen')) as {
      email: string;
      enquiries: { name: string; message: string }[];
      bookings: { topic: string }[];
      mails: { recipient: string }[];
    };
    expect(json.email).toBe(person);
    expect(json.enquiries).toEqual([
      expect.objectContaining({ name: 'Petra Person', message: expect.stringContaining('Flotte') }),
    ]);
    expect(json.bookings).toEqual([expect.objectContaining({ topic: 'Datenschutz' })]);
    // The notification to the owner and the confirmation to the person, for each lead.
    expect(json.mails).toHaveLength(4);
    const csv = await download('Als CSV herunterladen');
    expect(csv).toContain('record,id,field,value');
    expect(csv).toContain(',topic,Datenschutz');

    // A mistyped confirmation erases nothing and keeps what was typed.
    await page
      .getByLabel('Zur Bestätigung die Adresse noch einmal eingeben')
      .fill('typo@example.org');
    await page.getByRole('button', { name: 'Endgültig löschen' }).click();
    await page.getByText('Die Adressen stimmen nicht überein. Es wurde nichts gelöscht.').waitFor();
    expect(
      await page.getByLabel('Zur Bestätigung die Adresse noch einmal eingeben').inputValue(),
    ).toBe('typo@example.org');
    expect(await leadRows('enquiries', person)).toHaveLength(1);

    await page.getByLabel('Zur Bestätigung die Adresse noch einmal eingeben').fill(person);
    await page.getByRole('button', { name: 'Endgültig löschen' }).click();
    await page.getByText('Gelöscht: 1 Anfrage, 1 Buchung, 0 Notizen, 4 E-Mails.').waitFor();
    const { rows: tables } = await site.pool.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    for (const { name } of tables) {
      const { rows } = await site.pool.query(`SELECT 1 FROM "${name}" t WHERE t::text ILIKE $1`, [
        `%${person}%`,
      ]);
      expect(rows, name).toEqual([]);
    }
    expect(await leadRows('enquiries', bystander)).toHaveLength(1);

    // The audit log says who exported and erased, and how much, never whose data.
    await page.getByRole('link', { name: 'Protokoll', exact: true }).click();
    await page.getByRole('heading', { name: 'Protokoll', level: 1 }).waitFor();
    await page.getByLabel('Aktion').selectOption('person.erased');
    await page.getByLabel('Wer').fill(account.email);
    await page.getByRole('button', { name: 'Anwenden' }).click();
    await page.waitForURL(/action=person\.erased/);
    expect(await page.getByRole('status').innerText()).toBe('1 Eintrag');
    expect(await page.locator('tbody').innerText()).toContain(
      '1 enquiries, 1 bookings, 0 notes, 4 mails',
    );
    expect(await axeViolations(page)).toEqual([]);
    const { rows: exported } = await site.pool.query(
      `SELECT subject FROM audit_log WHERE action = 'person.exported' AND actor = $1`,
      [account.email],
    );
    expect(exported).toHaveLength(2);

    // The same pages in English, the account's other language.
    await page.getByRole('button', { name: 'Sprache des Backoffice' }).click();
    await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    expect(await page.getByRole('status').innerText()).toBe('1 entry');
    await page.getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.getByLabel('The person’s e-mail address').fill(person);
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByText(`Stored for ${person}: no enquiries or bookings, no notes, no e-mails.`)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('does the same from the command line: export, erase, purge with a dry run', async () => {
    const person = unique('cli-person');
    await submitWithoutJavaScript(
      site.baseUrl,
      '/en/contact',
      'enquiry',
      enquiryValues(person, 'Clara Kommando'),
      visitorAddress(),
    );
    const exported = await cliAsync(site, 'leads', 'export-person', person);
    expect(exported.code, exported.output).toBe(0);
    const json = JSON.parse(exported.stdout) as { enquiries: { name: string }[] };
    expect(json.enquiries).toEqual([expect.objectContaining({ name: 'Clara Kommando' })]);
    const csv = await cliAsync(site, 'leads', 'export-person', person, '--csv');
    expect(csv.stdout).toContain(',name,Clara Kommando');

    // Backdated as spam from five weeks ago: the dry run lists it, the purge deletes it.
    const spam = unique('old-spam');
    await submitWithoutJavaScript(
      site.baseUrl,
      '/contact',
      'enquiry',
      { ...enquiryValues(spam), website: 'https://spam.example' },
      visitorAddress(),
    );
    const [stored] = await leadRows('enquiries', spam);
    await site.pool.query(
      `UPDATE enquiries SET created_at = now() - interval '35 days' WHERE id = $1`,
      [stored?.id],
    );
    const dryRun = await cliAsync(site, 'leads', 'purge', '--dry-run');
    expect(dryRun.output).toMatch(new RegExp(`old spam: .*enquiry #${stored?.id}\\b`));
    expect(dryRun.output).toContain('Dry run, nothing changed');
    expect(await leadRows('enquiries', spam)).toHaveLength(1);
    const purged = await cliAsync(site, 'leads', 'purge');
    expect(purged.output).toMatch(new RegExp(`Deleted, old spam: .*enquiry #${stored?.id}\\b`));
    expect(await leadRows('enquiries', spam)).toHaveLength(0);

    const erased = await cliAsync(site, 'leads', 'erase', person);
    expect(erased.output).toContain('Erased 1 enquiries, 0 bookings, 0 notes and 2 mails');
    expect(await leadRows('enquiries', person)).toHaveLength(0);
    expect((await cliAsync(site, 'leads', 'erase', 'not an address')).code).toBe(2);
    const { rows } = await site.pool.query<{ action: string; actor: string }>(
      `SELECT action, actor FROM audit_log WHERE actor = 'command line' ORDER BY id`,
    );
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['person.exported', 'retention.purged', 'person.erased']),
    );
  });
});
