import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinDir, startPostgres, type PostgresServer } from '../integration/postgres-server';
import { smtpCatcher, type CaughtMail } from '../integration/smtp-catcher';
import { axeViolations, hydrated, sharedBrowser, visitorAddress } from './support/browser';
import { createAccount, signIn, unique, type Site } from './support/backoffice';
import { chooseSlot, submitWithoutJavaScript } from './support/forms';
import { freePort, startSite, type SiteServer } from './support/server';
import { testPool } from './support/database';

/** Every mail the site sends, as it arrives at the SMTP catcher. */
let received: CaughtMail[] = [];
let smtpPort = 0;
let catcher: Awaited<ReturnType<typeof smtpCatcher>> | undefined;
beforeAll(async () => {
  smtpPort = await freePort();
  catcher = await smtpCatcher(smtpPort);
  received = catcher.received;
});
afterAll(() => catcher?.close());

/** A mail's parts decoded (quoted-printable, base64), joined: its text and its calendar file. */
function decoded(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/Content-Transfer-Encoding: base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head))
        return Buffer.from(
          body
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8');
      return body;
    })
    .join('\n');
}

/** Waits for the mail to `to` whose decoded text matches `pattern`. */
async function mailTo(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        found =
          received
            .map((mail) => (mail.to === to ? decoded(mail.raw) : ''))
            .find((text) => pattern.test(text)) ?? '';
        return found;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return found;
}

const browser = sharedBrowser();

/** The free slots the public booking form offers (their start, ISO), in its order. */
async function offeredSlots(baseUrl: string): Promise<string[]> {
  const { window } = new JSDOM(await (await fetch(`${baseUrl}/book-consultation`)).text());
  const values = [...window.document.querySelectorAll<HTMLInputElement>('input[name="slot"]')].map(
    (input) => input.value,
  );
  window.close();
  return values;
}

interface Booked {
  readonly id: number;
  readonly email: string;
  readonly slot: string;
  readonly manageUrl: string;
}

/** Books the `index`-th free slot as a visitor without JavaScript; returns the private link. */
async function book(site: Site, index: number, locale: 'de' | 'en' = 'de'): Promise<Booked> {
  const slot = (await offeredSlots(site.baseUrl))[index] ?? '';
  const email = unique('visitor');
  const answer = await submitWithoutJavaScript(
    site.baseUrl,
    locale === 'en' ? '/en/book-consultation' : '/book-consultation',
    'booking',
    {
      slot,
      name: 'Vera Visitor',
      email,
      company: 'Visitor Leasing GmbH',
      topic: 'Kfz-Versicherung im Leasing',
      consent: 'on',
    },
    visitorAddress(),
  );
  const token = /\/booking\/([\w-]+)/.exec(answer.body)?.[1];
  expect(token, answer.body.slice(0, 500)).toBeDefined();
  const { rows } = await site.pool.query<{ id: string }>(
    'SELECT id FROM bookings WHERE email = $1',
    [email],
  );
  return { id: Number(rows[0]?.id), email, slot, manageUrl: `${site.baseUrl}/booking/${token}` };
}

async function bookingRow(site: Site, id: number) {
  const { rows } = await site.pool.query<{
    status: string;
    slot_start: Date;
    sequence: number;
  }>('SELECT status, slot_start, sequence FROM bookings WHERE id = $1', [id]);
  return rows[0];
}

describe.each([['the embedded database'], ['PostgreSQL']])('bookings on %s', (backend) => {
  const onPostgres = backend === 'PostgreSQL';
  const binDir = postgresBinDir();
  if (onPostgres && !binDir && process.env.CI)
    throw new Error("PostgreSQL is not installed: .ci/run installs Debian's postgresql package.");
  const runs = !onPostgres || Boolean(binDir);

  let server: SiteServer | undefined;
  let postgres: PostgresServer | undefined;
  let site: Site;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-manage-'));
  beforeAll(async () => {
    if (!runs) return;
    postgres = onPostgres ? await startPostgres(binDir ?? '') : undefined;
    server = await startSite(dataDir, {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      OWNER_EMAIL: 'owner@keller-advisory.example',
      TRUST_PROXY: '127.0.0.1, ::1',
      ...(postgres && { DATABASE_URL: postgres.url }),
    });
    site = {
      baseUrl: server.baseUrl,
      cliEnv: postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir, DATABASE_URL: '' },
      pool: testPool(server.databaseUrl),
    };
  }, 120_000);
  afterAll(async () => {
    await site?.pool.end();
    await server?.stop();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(runs)(
    'lets the visitor move the call through the private link with JavaScript, and cancel it without',
    async () => {
      const booked = await book(site, 2);
      expect(await mailTo(booked.email, /\/booking\/[\w-]+/)).toContain(
        new URL(booked.manageUrl).pathname,
      );

      const { page } = await browser.open({ timezoneId: 'America/New_York' });
      await page.goto(booked.manageUrl);
      await hydrated(page);
      await page.getByRole('heading', { name: 'Ihr Termin' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const chosen = await chooseSlot(page, { day: 1, time: 1 });
      expect(chosen).not.toBe(booked.slot);
      await page.getByRole('button', { name: 'Auf diese Zeit verschieben' }).click();
      await page.getByText('Ihr Termin ist verschoben.').waitFor();
      expect(await bookingRow(site, booked.id)).toMatchObject({
        status: 'confirmed',
        slot_start: new Date(chosen),
        sequence: 1,
      });
      const movedMail = await mailTo(booked.email, /findet jetzt statt/);
      expect(movedMail).toContain(`UID:booking-${booked.id}@`);
      expect(movedMail).toContain('SEQUENCE:1');
      expect(movedMail).toContain('METHOD:PUBLISH');
      expect(movedMail).toContain(`DTSTART:${chosen.replace(/[-:]/g, '').replace('.000', '')}`);
      await mailTo(
        'owner@keller-advisory.example',
        new RegExp(`Erstgespräch #${booked.id} verschoben`),
      );
      expect(await offeredSlots(site.baseUrl)).toContain(booked.slot);
      expect(await offeredSlots(site.baseUrl)).not.toContain(chosen);

      const noScript = await browser.open({ javaScriptEnabled: false });
      await noScript.page.goto(booked.manageUrl);
      await noScript.page.getByRole('button', { name: 'Termin absagen' }).click();
      await noScript.page.getByText('Ihr Termin ist abgesagt.').waitFor();
      expect(await bookingRow(site, booked.id)).toMatchObject({ status: 'cancelled', sequence: 2 });
      const cancelMail = await mailTo(booked.email, /METHOD:CANCEL/);
      expect(cancelMail).toContain('METHOD:CANCEL');
      expect(cancelMail).toContain('STATUS:CANCELLED');
      expect(cancelMail).toContain('SEQUENCE:2');
      expect(cancelMail).toContain(`UID:booking-${booked.id}@`);
      expect(await offeredSlots(site.baseUrl)).toContain(chosen);
      // The change log records that the visitor moved and cancelled, not from where.
      const { rows: logged } = await site.pool.query<{ action: string; address: string | null }>(
        `SELECT action, address FROM audit_log WHERE actor = 'visitor' AND subject LIKE $1 ORDER BY id`,
        [`booking:${booked.id}%`],
      );
      expect(logged).toEqual([
        { action: 'booking.moved', address: null },
        { action: 'booking.cancelled', address: null },
      ]);
      await noScript.page.goto(booked.manageUrl);
      await noScript.page.getByText('Dieser Link gilt nicht mehr').waitFor();
      const response = await fetch(booked.manageUrl);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    },
  );

  it.runIf(runs)('moves a call without JavaScript, in the language it was booked in', async () => {
    const booked = await book(site, 3, 'en');
    const { page } = await browser.open({ javaScriptEnabled: false });
    await page.goto(booked.manageUrl);
    await page.getByRole('heading', { name: 'Your appointment' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const chosen = await chooseSlot(page, { day: 0, time: 6 });
    await page.getByRole('button', { name: 'Move to this time' }).click();
    await page.getByText('Your call has been moved.').waitFor();
    expect(await bookingRow(site, booked.id)).toMatchObject({ slot_start: new Date(chosen) });
    expect(await mailTo(booked.email, /now takes place/)).toContain('SEQUENCE:1');
  });

  it.runIf(runs)(
    'lets the owner move and cancel a booking with mails, and block times that the public form then leaves out',
    async () => {
      const { page } = await browser.open();
      const account = await createAccount(site, page, unique('scheduler'));
      await signIn(page, site, account);
      const booked = await book(site, 4);

      await page.goto(`${site.baseUrl}/backoffice/bookings`);
      await page.getByRole('heading', { name: 'Termine', level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${site.baseUrl}/backoffice/leads/booking/${booked.id}`);
      const target = (await offeredSlots(site.baseUrl))[8] ?? '';
      await page.getByLabel('Neue Zeit').selectOption(target);
      await page.getByRole('button', { name: 'Termin verschieben' }).click();
      await page.getByText('Der Termin ist verschoben').waitFor();
      expect(await bookingRow(site, booked.id)).toMatchObject({
        slot_start: new Date(target),
        sequence: 1,
      });
      const moved = await mailTo(booked.email, /findet jetzt statt/);
      expect(moved).toContain('SEQUENCE:1');
      expect(moved).toContain(`UID:booking-${booked.id}@`);

      await page.reload();
      await page.getByLabel('Grund der Absage').fill('Der Berater ist erkrankt.');
      await page.getByRole('button', { name: 'Termin absagen' }).click();
      // The booking's details now say so; the forms to change it are gone.
      await page.getByText('abgesagt: Der Berater ist erkrankt.').waitFor();
      expect(await page.getByRole('button', { name: 'Termin verschieben' }).count()).toBe(0);
      const cancelled = await mailTo(booked.email, /Grund: Der Berater ist erkrankt\./);
      expect(cancelled).toContain('METHOD:CANCEL');
      expect(cancelled).toContain('SEQUENCE:2');
      expect(await axeViolations(page)).toEqual([]);

      // A blocked day: none of its slots is offered, until it is released.
      const [first = ''] = await offeredSlots(site.baseUrl);
      const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(
        new Date(first),
      );
      const onDay = (slots: string[]) =>
        slots.filter(
          (slot) =>
            new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(
              new Date(slot),
            ) === day,
        );
      expect(onDay(await offeredSlots(site.baseUrl)).length).toBeGreaterThan(0);
      await page.goto(`${site.baseUrl}/backoffice/bookings`);
      await page.getByLabel('Von (Datum)').fill(day);
      await page.getByLabel('Bis (Datum)').fill(day);
      await page.getByLabel('Anlass (nur intern)').fill('Messe');
      await page.getByRole('button', { name: 'Zeit blockieren' }).click();
      await page.getByText('Die Zeit ist blockiert.').waitFor();
      expect(onDay(await offeredSlots(site.baseUrl))).toEqual([]);
      await page.reload();
      await page.getByRole('button', { name: 'Freigeben' }).click();
      await page.locator('[data-block]').waitFor({ state: 'detached' });
      expect(onDay(await offeredSlots(site.baseUrl)).length).toBeGreaterThan(0);
    },
  );

  it.runIf(runs)(
    'gives one slot to exactly one of the owner and a visitor who move to it at once',
    async () => {
      const { page, context } = await browser.open({ javaScriptEnabled: false });
      const account = await createAccount(site, page, unique('racer'));
      await signIn(page, site, account);
      const cookie = (await context.cookies()).find((c) => c.name === '__Host-backoffice')?.value;
      const visitor = await book(site, 10);
      const other = await book(site, 11);
      const target = (await offeredSlots(site.baseUrl))[12] ?? '';

      /** A page's form (found by its submit button) as the browser would send it. */
      const formOf = async (url: string, headers: Record<string, string>, button: string) => {
        const { window } = new JSDOM(await (await fetch(url, { headers })).text());
        const form = [...window.document.querySelectorAll('form')].find((each) =>
          each.textContent?.includes(button),
        );
        if (!form) throw new Error(`No form "${button}" on ${url}`);
        const body = new FormData();
        for (const [name, value] of new window.FormData(form)) body.append(name, String(value));
        window.close();
        body.set('slot', target);
        return body;
      };
      const ownerHeaders = { Cookie: `__Host-backoffice=${cookie}` };
      const ownerUrl = `${site.baseUrl}/backoffice/leads/booking/${other.id}`;
      const [ownerForm, visitorForm] = await Promise.all([
        formOf(ownerUrl, ownerHeaders, 'Termin verschieben'),
        formOf(visitor.manageUrl, {}, 'Auf diese Zeit verschieben'),
      ]);
      await Promise.all([
        fetch(ownerUrl, { method: 'POST', body: ownerForm, headers: ownerHeaders }),
        fetch(visitor.manageUrl, { method: 'POST', body: visitorForm }),
      ]);
      const { rows } = await site.pool.query<{ id: string }>(
        "SELECT id FROM bookings WHERE slot_start = $1 AND status = 'confirmed'",
        [target],
      );
      expect(rows).toHaveLength(1);
      const winner = Number(rows[0]?.id);
      const loser = winner === visitor.id ? other.id : visitor.id;
      expect([visitor.id, other.id]).toContain(winner);
      expect((await bookingRow(site, loser))?.sequence).toBe(0);
    },
  );
});
