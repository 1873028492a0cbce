import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { baseUrl, siteDataDir } from './support/site';
import { signFormTime } from '@/lib/form-token';
import { hydrated, sharedBrowser, visitorAddress } from './support/browser';
import { siteDatabase } from './support/database';
import {
  enquiryValues,
  fillTimePassed,
  referenceIn,
  submitWithoutJavaScript,
} from './support/forms';

const { enquiriesFrom: storedEnquiry, pool } = siteDatabase();

const session = sharedBrowser();
let page: Page;

async function open(options: Parameters<typeof session.open>[0] = {}) {
  ({ page } = await session.open(options));
}

async function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT')
      await field.selectOption(value);
    else await field.fill(value);
  }
}

const complete = (email: string) => ({
  name: 'Zoë Müller',
  email,
  company: 'Autohaus Beispiel GmbH',
  audience: 'dealership',
  subject: 'F&I-Quote steigern',
  message: 'Wir möchten unsere F&I-Quote steigern. <b>Bitte</b> melden Sie sich.',
});

test.describe('contact form with JavaScript', () => {
  test('stores the enquiry and confirms it with a reference', async () => {
    await open();
    await page.goto(`${baseUrl}/contact`);
    await hydrated(page);
    await fill(complete('zoe@example.org'));
    await page.getByLabel(/Datenschutzerklärung/).check();
    await fillTimePassed(page);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' }).waitFor();
    const rows = await storedEnquiry('zoe@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: 'de', name: 'Zoë Müller', audience: 'dealership' });
    expect(rows[0].message).toContain('<b>Bitte</b>');
    expect(await page.getByRole('status').innerText()).toContain(`Vorgangsnummer ${rows[0].id}`);
    expect(await page.evaluate(() => localStorage.getItem('enquiry_draft'))).toBeNull();
  });

  test('checks a field when it loses focus, next to the field, in the page’s language', async () => {
    await open();
    await page.goto(`${baseUrl}/en/contact`);
    await hydrated(page);
    const email = page.locator('[name="email"]');
    await email.fill('not-an-address');
    await email.blur();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).innerText()).toBe(
      'Please enter a valid email address.',
    );
    expect(await email.getAttribute('class')).toContain('border-red-700');
    await page.getByText('Email: Please enter a valid email address.').waitFor();
    await email.fill('anna@example.org');
    await email.blur();
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(await email.getAttribute('class')).toContain('border-green-700');
  });

  test('flags control characters in a field when it loses focus', async () => {
    await open();
    await page.goto(`${baseUrl}/contact`);
    await hydrated(page);
    const message = page.locator('[name="message"]');
    await message.fill('Bitte zurückrufen.\u0007 Danke!');
    await message.blur();
    expect(await message.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await message.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).innerText()).toBe(
      'Bitte entfernen Sie die Steuerzeichen (etwa aus einem eingefügten Text).',
    );
    await message.fill('Bitte zurückrufen.\nDanke!');
    await message.blur();
    expect(await message.getAttribute('aria-invalid')).toBeNull();
  });

  test('prefills subject and message and carries a valid ROI hand-over, ignoring malformed values', async () => {
    await open();
    await page.goto(
      `${baseUrl}/en/contact?subject=ROI%20results&message=Please%20review%20our%20figures&context=fleet&fleetSize=220&roiPercentage=312&totalSavings=abc`,
    );
    await hydrated(page);
    expect(await page.locator('[name="subject"]').inputValue()).toBe('ROI results');
    expect(await page.locator('[name="message"]').inputValue()).toBe('Please review our figures');
    const summary = page.getByRole('region', { name: 'Your result from the ROI calculator' });
    expect(await summary.innerText()).toContain('312');
    expect(await summary.innerText()).not.toContain('Benefit over 3 years');
    await fill({
      name: 'Anna Smith',
      email: 'anna.roi@example.org',
      company: 'Fleet Co',
      audience: 'fleet',
    });
    await page.getByLabel(/privacy notice/).check();
    await page.getByLabel(/I would like these figures to be stored/).check();
    await fillTimePassed(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByRole('heading', { name: 'Thank you for your enquiry' }).waitFor();
    const [row] = await storedEnquiry('anna.roi@example.org');
    expect(row).toMatchObject({
      locale: 'en',
      roi_context: 'fleet',
      roi_fleet_size: 220,
      roi_total_savings: null,
    });
    expect(Number(row.roi_percentage)).toBe(312);
  });

  test('asks a visitor who was implausibly fast to send again, keeping every value', async () => {
    await open();
    await page.goto(`${baseUrl}/contact`);
    await hydrated(page);
    await fill(complete('fast@example.org'));
    await page.getByLabel(/Datenschutzerklärung/).check();
    // The time the form was shown, signed with the site's key as the server signs it, half a
    // minute ahead, put into the enquiry as it is sent: however long loading, typing and sending
    // take on this machine, it arrives sooner after that time than a person could fill the form in.
    const { rows } = await pool.query<{ value: string }>(
      "SELECT value FROM site_keys WHERE name = 'form-time'",
    );
    const signed = signFormTime(
      Buffer.from(rows[0]?.value ?? '', 'base64'),
      'enquiry',
      Date.now() + 30_000,
    );
    await page.route(`${baseUrl}/contact`, (route) => {
      const body = route.request().postDataBuffer();
      if (route.request().method() !== 'POST' || !body) return route.continue();
      const postData = body
        .toString('latin1')
        .replace(/(name="[^"]*formTime"\r\n\r\n)[^\r\n]*/, `$1${signed}`);
      return route.continue({ postData: Buffer.from(postData, 'latin1') });
    });
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Das ging sehr schnell').waitFor();
    expect(await page.locator('[name="company"]').inputValue()).toBe('Autohaus Beispiel GmbH');
    // Kept as spam for the owner to look at, without mails.
    expect(await storedEnquiry('fast@example.org')).toEqual([
      expect.objectContaining({ lead_status: 'spam', company: 'Autohaus Beispiel GmbH' }),
    ]);
  });

  test('rejects a filled honeypot politely, keeping the values', async () => {
    await open();
    await page.goto(`${baseUrl}/contact`);
    await hydrated(page);
    await fill(complete('robot@example.org'));
    await page
      .locator('[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
    await page.getByLabel(/Datenschutzerklärung/).check();
    await fillTimePassed(page);
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByText('Ihre Anfrage konnte nicht angenommen werden').waitFor();
    expect(await page.locator('[name="name"]').inputValue()).toBe('Zoë Müller');
    expect(await storedEnquiry('robot@example.org')).toEqual([
      expect.objectContaining({ lead_status: 'spam' }),
    ]);
  });
});

test.describe('contact form without JavaScript', () => {
  test('answers errors from the server next to the fields, keeping what was typed, then stores the enquiry', async () => {
    await open({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/en/contact`);
    // The browser accepts this address; the server's stricter check does not.
    await fill({ ...complete('bjorn@example'), name: 'Björn Ålund' });
    await page.locator('[name="consent"]').check();
    await page.locator('form button[type="submit"]').click();
    await page.locator('#enquiry-email-error').waitFor();
    expect(await page.locator('#enquiry-email-error').innerText()).toBe(
      'Please enter a valid email address.',
    );
    expect(await page.locator('[name="email"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[name="name"]').inputValue()).toBe('Björn Ålund');
    expect(await page.locator('[name="message"]').inputValue()).toContain('F&I-Quote');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await storedEnquiry('bjorn@example')).toHaveLength(0);

    await page.locator('[name="email"]').fill('bjorn@example.org');
    await page.locator('[name="consent"]').check();
    // The form keeps the time the first page was shown: a person needs three seconds from then.
    await fillTimePassed(page);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('heading', { name: 'Thank you for your enquiry' }).waitFor();
    expect(await storedEnquiry('bjorn@example.org')).toHaveLength(1);
  });
});

test.describe('rate limit', () => {
  test('turns away the sixth enquiry from one visitor within ten minutes, keeping what was typed', async () => {
    // The address the proxy appends stays; what the visitor claims before it changes every time.
    const seenByProxy = visitorAddress();
    const claimed = () => `${visitorAddress()}, ${seenByProxy}`;
    // Five go through, sent at once.
    const first = await Promise.all(
      [1, 2, 3, 4, 5].map((round) =>
        submitWithoutJavaScript(
          baseUrl,
          '/en/contact',
          'enquiry',
          enquiryValues(`busy${round}@example.org`),
          claimed(),
        ),
      ),
    );
    expect(first.map((answer) => typeof referenceIn(answer.body))).toEqual(Array(5).fill('number'));
    // The sixth, in a browser without JavaScript.
    await open({ javaScriptEnabled: false });
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': claimed() });
    await page.goto(`${baseUrl}/en/contact`);
    await fill(complete('busy6@example.org'));
    await page.locator('[name="consent"]').check();
    await fillTimePassed(page);
    await page.locator('form button[type="submit"]').click();
    await page.getByText('You have sent several enquiries in a short time').waitFor();
    expect(await page.locator('[name="email"]').inputValue()).toBe('busy6@example.org');
    expect(await page.locator('[name="message"]').inputValue()).toContain('F&I-Quote');
    for (const round of [1, 2, 3, 4, 5])
      expect(await storedEnquiry(`busy${round}@example.org`)).toHaveLength(1);
    expect(await storedEnquiry('busy6@example.org')).toHaveLength(0);
  });
});

test.describe('the owner’s command line', () => {
  /** `npm run leads -- …args` on the test server's database. */
  const leads = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: siteDataDir };
    delete env.DATABASE_URL;
    return spawnSync(process.execPath, ['scripts/cli.mjs', 'leads', ...args], {
      env,
      encoding: 'utf8',
    });
  };

  test('lists and exports the enquiries while the site is running, without opening its files twice', async () => {
    const list = leads('list');
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/enquiry\s+#\d+\s+Zoë Müller <zoe@example.org>/);
    const csv = leads('export', '--csv');
    expect(csv.status, csv.stderr).toBe(0);
    const [header, ...lines] = csv.stdout.trim().split('\r\n');
    expect(header).toBe('type,id,created_at,name,email,company,phone,topic,slot,locale,details');
    expect(lines.some((line) => line.includes('zoe@example.org'))).toBe(true);
  });

  test('prints what a visitor typed without terminal escapes or lines of its own', async () => {
    await pool.query(
      `INSERT INTO enquiries (locale, name, email, company, audience, subject, message)
       VALUES ('de', $1, 'eve@example.org', $2, 'fleet', $3, 'x')`,
      [
        'Eve\u001b[2J\u001b]0;owned\u0007',
        'Evil GmbH\n2026-01-01 00:00  enquiry  #1  Fake Person <boss@example.org>, Bank: Kredit',
        'Flotte\r\u009b31m',
      ],
    );
    const list = leads('list');
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    const eve = list.stdout.split('\n').filter((line) => line.includes('eve@example.org'));
    expect(eve).toEqual([
      expect.stringContaining(
        'Eve\\x1b[2J\\x1b]0;owned\\x07 <eve@example.org>, Evil GmbH\\n2026-01-01 00:00  enquiry  #1  Fake Person',
      ),
    ]);
    expect(list.stdout).not.toMatch(/^2026-01-01 00:00/m);
  });
});

test.describe('health check', () => {
  test('answers 200 while the database answers', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

test.describe('the form pages in the browser', () => {
  for (const path of ['/contact', '/en/contact', '/book-consultation', '/en/book-consultation']) {
    test(`${path} runs without a console error or a content-security-policy violation`, async () => {
      await open();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // A blocked eval is reported to the page, not always as a console message.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
      const name = page.locator('[name="name"]');
      await name.fill('Anna Berg');
      await name.blur();
      // The check on leaving the field has run: it marks the field as right.
      await expect(name).toHaveClass(/border-green-700/);
      expect(problems).toEqual([]);
    });
  }
});
