import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { OTHER_REFERRERS, REFERRERS_PER_DAY } from '@/lib/page-views';
import { company } from '@/site/company';
import {
  axeViolations,
  HTML_ACCEPT,
  sharedBrowser,
  VISITOR_AGENT,
  visitorAddress,
  withoutPageScripts,
} from './support/browser';
import { createAccount, signIn, siteOfItsOwn, unique } from './support/backoffice';
import { enquiryValues, fillTimePassed, submitWithoutJavaScript } from './support/forms';

const browser = sharedBrowser();

const site = siteOfItsOwn();

/** Every `Set-Cookie` the site answers a page with, as the browser saw it. */
function cookiesSetOn(page: Page): string[] {
  const set: string[] = [];
  page.on('response', async (response) => {
    const header = (await response.allHeaders())['set-cookie'];
    if (header) set.push(`${response.url()}: ${header}`);
  });
  return set;
}

interface Counted {
  path: string;
  locale: string;
  referrer: string;
  views: number;
  without_script: number;
}

async function counted(): Promise<Counted[]> {
  const { rows } = await site.pool.query<Counted>(
    'SELECT path, locale, referrer, views, without_script FROM page_views ORDER BY path, referrer',
  );
  return rows;
}

/** The row named `name` of a table of the statistics, as one line. */
async function rowText(page: Page, table: string, name: string): Promise<string> {
  const row = page
    .getByRole('table', { name: table })
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  return (await row.innerText()).replace(/\s+/g, ' ').trim();
}

/** The three totals as shown, each as one line. */
async function figureTexts(page: Page): Promise<string[]> {
  return (await page.locator('[data-figure]').allInnerTexts()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );
}

/** Per day (`YYYY-MM-DD`) the three figures, as the chart's bars and as the table's rows. */
async function chartAndTable(page: Page) {
  const chart = await page.evaluate(() => {
    const bars = (figure: string) =>
      [...document.querySelectorAll(`svg[data-chart="${figure}"] rect`)].map((bar) => [
        bar.getAttribute('data-day') ?? '',
        Number(bar.getAttribute('data-value')),
      ]);
    const views = bars('views');
    const enquiries = bars('enquiries');
    const bookings = bars('bookings');
    return views.map(([day, value], index) => [
      day,
      value,
      enquiries[index]?.[0] === day ? enquiries[index]?.[1] : NaN,
      bookings[index]?.[0] === day ? bookings[index]?.[1] : NaN,
    ]);
  });
  const rows = page.locator('[data-statistics-table] tbody tr');
  const table = await rows.evaluateAll((all) =>
    all.map((row) => [
      row.getAttribute('data-day') ?? '',
      ...[...row.querySelectorAll('td')].map((cell) =>
        Number((cell.textContent ?? '').replace(/[.,\s]/g, '')),
      ),
    ]),
  );
  return { chart, table };
}

/** The rows of a statistics CSV, in the shape `chartAndTable` gives. */
function csvRows(text: string) {
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe('day,views,enquiries,bookings');
  return lines.map((line) => {
    const [day = '', ...figures] = line.split(',');
    return [day, ...figures.map(Number)];
  });
}

test.describe('statistics without cookies', () => {
  test('counts page views on the server, sets and reads nothing in the browser, and shows the figures in the back office', async () => {
    // A visitor with JavaScript: two pages, the second reached from another site.
    const { page } = await browser.open();
    const setCookies = cookiesSetOn(page);
    await page.goto(`${site.baseUrl}/`);
    await page.goto(`${site.baseUrl}/en/about`, { referer: 'https://www.example.com/list' });
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => ({
        cookie: document.cookie,
        local: window.localStorage.length,
        session: window.sessionStorage.length,
      })),
    ).toEqual({ cookie: '', local: 0, session: 0 });
    expect(setCookies).toEqual([]);

    // A visitor without JavaScript: the page and its no-script pixel.
    const { page: plain } = await browser.open({ javaScriptEnabled: false });
    const plainCookies = cookiesSetOn(plain);
    await plain.goto(`${site.baseUrl}/blog`);
    await plain.waitForLoadState('networkidle');
    expect(plainCookies).toEqual([]);

    // Not views: a robot, a prefetch, a missing page, the back office, a HEAD.
    const ask = (address: string, headers: Record<string, string> = {}) =>
      fetch(`${site.baseUrl}${address}`, {
        headers: { 'User-Agent': VISITOR_AGENT, Accept: HTML_ACCEPT, ...headers },
      });
    for (const robot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
    ])
      expect((await ask('/services', { 'User-Agent': robot })).status).toBe(200);
    const prefetch = await ask('/services', { RSC: '1', 'Next-Router-Prefetch': '1' });
    expect(prefetch.status).toBe(200);
    expect((await ask('/no-such-page')).status).toBe(404);
    expect((await ask('/backoffice/sign-in')).status).toBe(200);
    // A view from a news site; its answer sets no cookie either.
    const fromNews = await ask('/services', { Referer: 'https://news.example.org/today?id=7' });
    expect(fromNews.headers.get('set-cookie')).toBeNull();

    // An enquiry sent from the English contact page (one view of that page, too).
    const lead = unique('counted');
    const sent = await submitWithoutJavaScript(
      site.baseUrl,
      '/en/contact',
      'enquiry',
      enquiryValues(lead),
      visitorAddress(),
    );
    expect(sent.status).toBe(200);
    const { rows: stored } = await site.pool.query(
      'SELECT source_path FROM enquiries WHERE email = $1',
      [lead],
    );
    expect(stored).toEqual([{ source_path: '/en/contact' }]);

    const expected: Counted[] = [
      { path: '/', locale: 'de', referrer: '', views: 1, without_script: 0 },
      { path: '/blog', locale: 'de', referrer: '', views: 1, without_script: 1 },
      { path: '/en/about', locale: 'en', referrer: 'www.example.com', views: 1, without_script: 0 },
      { path: '/en/contact', locale: 'en', referrer: '', views: 1, without_script: 0 },
      {
        path: '/services',
        locale: 'de',
        referrer: 'news.example.org',
        views: 1,
        without_script: 0,
      },
    ];
    // Counts reach the database every few seconds.
    await expect.poll(counted, { timeout: 15_000 }).toEqual(expected);
    const { rows: columns } = await site.pool.query<{ name: string }>(
      "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'page_views' ORDER BY 1",
    );
    expect(columns.map((column) => column.name)).toEqual([
      'day',
      'locale',
      'path',
      'referrer',
      'views',
      'without_script',
    ]);

    const { page: office } = await browser.open();
    // An editor sees the statistics as the owner does.
    const account = await createAccount(site, office, unique('stats-editor'), 'editor');
    await signIn(office, site, account);
    await office.getByRole('link', { name: 'Statistik', exact: true }).click();
    await office.getByRole('heading', { name: 'Statistik der letzten 30 Tage' }).waitFor();
    const totals = async () =>
      (await office.locator('[data-views]').innerText()).replace(/\s/g, ' ');
    expect(await totals()).toBe('5 Seitenaufrufe, davon 20 % ohne JavaScript.');
    const table = async (name: string) =>
      (await office.getByRole('table', { name }).locator('tbody tr').allInnerTexts()).map((row) =>
        row.replace(/\s+/g, ' '),
      );
    // The funnel: the enquiry was sent from the contact page without JavaScript, which tells
    // neither where the visit began (its page stands in) nor from which site.
    expect(await table('Einstiegsseiten')).toEqual([
      '/en/contact 1 1 0 100 %',
      '/ 1 0 0 0 %',
      '/blog 1 0 0 0 %',
      '/en/about 1 0 0 0 %',
      '/services 1 0 0 0 %',
    ]);
    expect(await table('Verweisende Websites')).toEqual([
      'Unbekannt (ohne JavaScript gesendet oder älter) – 1 0 –',
      'news.example.org 1 0 0 0 %',
      'www.example.com 1 0 0 0 %',
    ]);
    expect(await table('Kampagnen')).toEqual([
      'Keine Anfragen oder Buchungen über Kampagnen-Links.',
    ]);
    // The totals against the 30 days before, which had none.
    expect(await figureTexts(office)).toEqual([
      'Seitenaufrufe 5 In den 30 Tagen davor: 0',
      'Anfragen 1 In den 30 Tagen davor: 0',
      'Buchungen 0 In den 30 Tagen davor: 0',
    ]);
    // Chart, table and download carry the same numbers, today's last.
    await office.getByText('Als Tabelle zeigen').click();
    const shown = await chartAndTable(office);
    expect(shown.chart).toHaveLength(30);
    expect(shown.table).toEqual(shown.chart);
    expect(shown.chart[29]?.slice(1)).toEqual([5, 1, 0]);
    expect(shown.chart.slice(0, 29).every(([, ...figures]) => figures.every((n) => n === 0))).toBe(
      true,
    );
    const csv = await office.context().request.get(`${site.baseUrl}/backoffice/statistics/export`);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvRows(await csv.text())).toEqual(shown.chart);
    expect(await axeViolations(office)).toEqual([]);

    // The same page without its scripts: the chart is drawn on the server.
    const plainOffice = await office.context().newPage();
    await withoutPageScripts(plainOffice);
    await plainOffice.goto(`${site.baseUrl}/backoffice/statistics`);
    await plainOffice.getByText('Als Tabelle zeigen').click();
    expect(await chartAndTable(plainOffice)).toEqual(shown);
    // The 90 days, chosen by a link.
    await plainOffice.getByRole('link', { name: 'Letzte 90 Tage' }).click();
    await plainOffice.getByRole('heading', { name: 'Statistik der letzten 90 Tage' }).waitFor();
    await plainOffice.getByText('Als Tabelle zeigen').click();
    const ninety = await chartAndTable(plainOffice);
    expect(ninety.chart).toHaveLength(90);
    expect(ninety.table).toEqual(ninety.chart);
    expect(ninety.chart.slice(60)).toEqual(shown.chart);
    const csv90 = await office
      .context()
      .request.get(`${site.baseUrl}/backoffice/statistics/export?days=90`);
    expect(csvRows(await csv90.text())).toEqual(ninety.chart);
    expect(await axeViolations(plainOffice)).toEqual([]);

    await office.getByRole('button', { name: 'Sprache des Backoffice' }).click();
    await office.getByRole('heading', { name: 'Statistics of the last 30 days' }).waitFor();
    expect(await totals()).toBe('5 page views, 20% of them without JavaScript.');
    expect(await figureTexts(office)).toEqual([
      'Page views 5 In the 30 days before: 0',
      'Enquiries 1 In the 30 days before: 0',
      'Bookings 0 In the 30 days before: 0',
    ]);
    await office.getByText('Show as a table').click();
    expect(await chartAndTable(office)).toEqual(shown);
    expect(await office.getByRole('img', { name: 'Page views per day, 5 in total' }).count()).toBe(
      1,
    );
    expect(await axeViolations(office)).toEqual([]);
  });

  test('compares the period with the one before, in per cent', async () => {
    // Views on the first and last days of this period (today and 29 days ago) and of the one
    // before (30 and 59 days ago), and on the day before that, as a day's flush stores them.
    await site.pool.query(
      `INSERT INTO page_views (day, path, locale, referrer, views)
       SELECT (now() AT TIME ZONE $1)::date - ago, '/', 'de', '', views
         FROM (VALUES (29, 3), (30, 4), (59, 2), (60, 1000)) AS v(ago, views)`,
      [company.booking.timeZone],
    );
    const { rows } = await site.pool.query<{ views: number }>(
      `SELECT sum(views)::int AS views FROM page_views
        WHERE day BETWEEN (now() AT TIME ZONE $1)::date - 29 AND (now() AT TIME ZONE $1)::date`,
      [company.booking.timeZone],
    );
    const { page: office } = await browser.open();
    await signIn(office, site, await createAccount(site, office, unique('compare-owner')));
    await office.goto(`${site.baseUrl}/backoffice/statistics`);
    const now = Number(await office.locator('[data-views]').getAttribute('data-views'));
    expect(now).toBe(rows[0]?.views);
    const change = new Intl.NumberFormat('de-DE', {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: 'exceptZero',
    })
      .format((now - 6) / 6)
      .replace(/\s/g, ' ');
    expect((await figureTexts(office))[0]).toBe(
      `Seitenaufrufe ${now} ${change} gegenüber den 30 Tagen davor (6)`,
    );
  });
});

test.describe('the funnel from visit to lead', () => {
  /** Fills the English contact form with a new lead's values and sends it; the lead's address. */
  async function sendEnquiry(page: Page, prefix: string): Promise<string> {
    const lead = unique(prefix);
    const values = enquiryValues(lead);
    for (const name of ['name', 'email', 'company', 'subject', 'message'])
      await page.locator(`[name="${name}"]`).fill(values[name] ?? '');
    await page.locator('[name="audience"]').selectOption('fleet');
    await page.locator('[name="consent"]').check();
    await fillTimePassed(page);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText(/reference \d+/).waitFor();
    return lead;
  }

  async function sourceOf(lead: string) {
    const { rows } = await site.pool.query<Record<string, string | number | null>>(
      `SELECT id::int AS id, source_path, entry_path, source_host, utm_source, utm_campaign
         FROM enquiries WHERE email = $1`,
      [lead],
    );
    expect(rows).toHaveLength(1);
    return rows[0] ?? {};
  }

  test('credits an enquiry to the page the visit began on, the site it came from and the link’s campaign, with no campaign left in the address and Back still working', async () => {
    const host = `funnel-${randomUUID().slice(0, 8)}.example.com`;
    const campaign = `autumn-${randomUUID().slice(0, 8)}`;
    const entry = '/en/ecosystem/co-creation';
    const { page } = await browser.open();
    await page.goto(`${site.baseUrl}${entry}?utm_source=linkedin&utm_campaign=${campaign}`, {
      // The site under test answers on http: a browser sends no https referrer there.
      referer: `http://${host}/feed/post?id=7`,
    });
    // The URL rules took the parameters out; the page took the campaign out of the fragment.
    await expect(page).toHaveURL(`${site.baseUrl}${entry}`);
    const heading = await page.locator('h1').innerText();

    // On through the site to the contact form, back to the first page and forward again: the
    // router still knows both entries, and the visit still its source.
    await page.locator('header a[href="/en/contact"]').first().click();
    await page.waitForURL(`${site.baseUrl}/en/contact`);
    await page.goBack();
    await expect(page).toHaveURL(`${site.baseUrl}${entry}`);
    await expect(page.locator('h1')).toHaveText(heading);
    await page.goForward();
    await expect(page).toHaveURL(`${site.baseUrl}/en/contact`);
    const lead = await sendEnquiry(page, 'funnel');
    const stored = await sourceOf(lead);
    expect(stored).toEqual({
      id: expect.any(Number),
      source_path: '/en/contact',
      entry_path: entry,
      source_host: host,
      utm_source: 'linkedin',
      utm_campaign: campaign,
    });
    // The page's one view, from that site, reaches the database within a few seconds.
    await expect
      .poll(async () => (await counted()).filter((row) => row.path === entry), { timeout: 15_000 })
      .toEqual([{ path: entry, locale: 'en', referrer: host, views: 1, without_script: 0 }]);

    const { page: office } = await browser.open();
    await signIn(office, site, await createAccount(site, office, unique('funnel-owner')));
    await office.goto(`${site.baseUrl}/backoffice/statistics`);
    const rowOf = (table: string, name: string) => rowText(office, table, name);
    expect(await rowOf('Einstiegsseiten', entry)).toBe(`${entry} 1 1 0 100 %`);
    expect(await rowOf('Verweisende Websites', host)).toBe(`${host} 1 1 0 100 %`);
    expect(await rowOf('Kampagnen', `linkedin / ${campaign}`)).toBe(
      `linkedin / ${campaign} – 1 0 –`,
    );
    expect(await axeViolations(office)).toEqual([]);
    await office.getByRole('button', { name: 'Sprache des Backoffice' }).click();
    await office.getByRole('heading', { name: 'From visit to enquiry' }).waitFor();
    expect(await rowOf('Entry pages', entry)).toBe(`${entry} 1 1 0 100%`);
    expect(await rowOf('Referring sites', host)).toBe(`${host} 1 1 0 100%`);
    expect(await rowOf('Campaigns', `linkedin / ${campaign}`)).toBe(
      `linkedin / ${campaign} – 1 0 –`,
    );

    // The lead's page names its source.
    await office.goto(`${site.baseUrl}/backoffice/leads/enquiry/${stored.id}`);
    const detail = async (label: string) =>
      (
        await office
          .locator('dl > div')
          .filter({ has: office.getByRole('term').getByText(label, { exact: true }) })
          .innerText()
      ).replace(/\s+/g, ' ');
    expect(await detail('Form sent from')).toBe('Form sent from /en/contact');
    expect(await detail('Entry page')).toBe(`Entry page ${entry}`);
    expect(await detail('Referring site')).toBe(`Referring site ${host}`);
    expect(await detail('Source / campaign')).toBe(`Source / campaign linkedin / ${campaign}`);
    expect(await axeViolations(office)).toEqual([]);
  });

  test('notes no entry page for a page loaded again: a reload keeps only the referring site', async () => {
    const host = `reload-${randomUUID().slice(0, 8)}.example.com`;
    const { page } = await browser.open();
    await page.goto(`${site.baseUrl}/en?utm_source=newsletter`, {
      referer: `http://${host}/`,
    });
    await expect(page).toHaveURL(`${site.baseUrl}/en`);
    await page.locator('header a[href="/en/contact"]').first().click();
    await page.waitForURL(`${site.baseUrl}/en/contact`);
    await page.reload();
    const lead = await sendEnquiry(page, 'reloaded');
    expect(await sourceOf(lead)).toMatchObject({
      source_path: '/en/contact',
      entry_path: null,
      source_host: host,
      utm_source: null,
      utm_campaign: null,
    });
  });
});

test.describe('the weekly summary’s switch', () => {
  test('lets an owner switch the summary off and on again, also without JavaScript', async () => {
    const { page } = await browser.open();
    const account = await createAccount(site, page, unique('summary-owner'));
    await signIn(page, site, account);
    const stored = async () =>
      (
        await site.pool.query<{ on: boolean }>(
          'SELECT weekly_summary AS on FROM staff WHERE email = $1',
          [account.email],
        )
      ).rows[0]?.on;
    await page.goto(`${site.baseUrl}/backoffice/site`);
    const status = page.locator('[data-weekly-summary]');
    await expect(status).toHaveAttribute('data-weekly-summary', 'on');
    await expect(status).toContainText(`Jeden Montag um 7 Uhr senden wir an ${account.email}`);
    await page.getByRole('button', { name: 'Zusammenfassung ausschalten' }).click();
    await expect(status).toHaveAttribute('data-weekly-summary', 'off');
    expect(await stored()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    const plain = await page.context().newPage();
    await withoutPageScripts(plain);
    await plain.goto(`${site.baseUrl}/backoffice/site`);
    await plain.getByRole('button', { name: 'Zusammenfassung einschalten' }).click();
    await expect(plain.locator('[data-weekly-summary]')).toHaveAttribute(
      'data-weekly-summary',
      'on',
    );
    expect(await stored()).toBe(true);

    await page.reload();
    await page.getByRole('button', { name: 'Sprache des Backoffice' }).click();
    await expect(status).toContainText(`every Monday at 7 a.m. we send ${account.email}`);
    await expect(page.getByRole('button', { name: 'Switch the summary off' })).toHaveCount(1);
  });
});

test.describe('statistics of people, not programs', () => {
  /** Today's views of a page, and today's requests for pages that were no view, by kind. */
  async function today(path: string) {
    const { rows: views } = await site.pool.query<{ views: number }>(
      `SELECT coalesce(sum(views), 0)::int AS views FROM page_views
        WHERE path = $1 AND day = (now() AT TIME ZONE $2)::date`,
      [path, company.booking.timeZone],
    );
    const { rows: excluded } = await site.pool.query<{ kind: string; requests: number }>(
      `SELECT kind, requests FROM excluded_requests WHERE day = (now() AT TIME ZONE $1)::date`,
      [company.booking.timeZone],
    );
    const requests = (kind: string) => excluded.find((row) => row.kind === kind)?.requests ?? 0;
    return {
      views: views[0]?.views ?? 0,
      robot: requests('robot'),
      prefetch: requests('prefetch'),
      other: requests('other'),
    };
  }

  test('counts 100 requests from a desktop Chrome and none of 100 each from curl, a headless Chrome, a search crawler and a link previewer, whose requests it counts apart', async () => {
    const path = '/en/services';
    const clients = {
      curl: { 'User-Agent': 'curl/8.5.0', Accept: '*/*' },
      headless: {
        'User-Agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
        Accept: HTML_ACCEPT,
      },
      crawler: {
        'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        Accept: HTML_ACCEPT,
      },
      previewer: {
        'User-Agent':
          'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
        Accept: HTML_ACCEPT,
      },
      chrome: { 'User-Agent': VISITOR_AGENT, Accept: HTML_ACCEPT },
    };
    // What came before the test (such as the readiness check of the server's start, a robot)
    // reaches the database with the next flush, within five seconds: then the test counts.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const before = await today(path);
    const statuses = await Promise.all(
      Object.values(clients).flatMap((headers) =>
        Array.from({ length: 100 }, async () => {
          const answer = await fetch(`${site.baseUrl}${path}`, { headers });
          await answer.arrayBuffer();
          return answer.status;
        }),
      ),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // A browser's HEAD, its prefetch, and the health check, which is no page.
    const chrome = { headers: clients.chrome };
    for (const answer of await Promise.all([
      fetch(`${site.baseUrl}${path}`, { ...chrome, method: 'HEAD' }),
      fetch(`${site.baseUrl}${path}`, {
        headers: { ...clients.chrome, 'Sec-Purpose': 'prefetch' },
      }),
      fetch(`${site.baseUrl}/healthz`, chrome),
    ]))
      expect(answer.status).toBe(200);
    // Counts reach the database every few seconds.
    await expect
      .poll(() => today(path), { timeout: 20_000 })
      .toEqual({
        views: before.views + 100,
        robot: before.robot + 400,
        prefetch: before.prefetch + 1,
        other: before.other + 1,
      });

    // The back office shows them apart, with their share, in both languages.
    const { page: office } = await browser.open();
    await signIn(office, site, await createAccount(site, office, unique('robots-owner')));
    await office.getByRole('link', { name: 'Statistik', exact: true }).click();
    const excluded = office.locator('[data-excluded]');
    const counted = await today(path);
    const all =
      (
        await site.pool.query<{ views: number }>(
          `SELECT sum(views)::int AS views FROM page_views
            WHERE day > (now() AT TIME ZONE $1)::date - 30`,
          [company.booking.timeZone],
        )
      ).rows[0]?.views ?? 0;
    const total = counted.robot + counted.prefetch + counted.other;
    const share = (locale: string) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
        total / (total + all),
      );
    await expect(excluded).toHaveText(
      `Nicht mitgezählt: ${total} Anfragen an Seiten (${share('de-DE')} aller Anfragen an Seiten), davon ${counted.robot} von Robots und Programmen, ${counted.prefetch} vorab geladen und ${counted.other} sonstige (HEAD, keine HTML-Anfrage).`,
      { useInnerText: true },
    );
    expect(await axeViolations(office)).toEqual([]);
    await office.getByRole('button', { name: 'Sprache des Backoffice' }).click();
    await office.getByRole('heading', { name: 'Statistics of the last 30 days' }).waitFor();
    await expect(excluded).toHaveText(
      `Not counted: ${total} requests for pages (${share('en-GB')} of all requests for pages), of which ${counted.robot} from robots and programs, ${counted.prefetch} prefetched and ${counted.other} other (HEAD, no HTML asked for).`,
      { useInnerText: true },
    );
  });
});

test.describe('statistics that nobody can grow without limit', () => {
  /** Today's rows of the home page, and their views. */
  async function home(): Promise<{ rows: number; views: number }> {
    const { rows } = await site.pool.query<{ rows: number; views: number }>(
      `SELECT count(*)::int AS rows, coalesce(sum(views), 0)::int AS views
         FROM page_views WHERE path = '/' AND day = (now() AT TIME ZONE $1)::date`,
      [company.booking.timeZone],
    );
    return rows[0] ?? { rows: 0, views: 0 };
  }

  test(`adds at most ${REFERRERS_PER_DAY + 1} rows a day for 1,000 views from random sites, and shows the rest as others`, async () => {
    const before = await home();
    const visit = async () => {
      const answer = await fetch(`${site.baseUrl}/`, {
        headers: {
          'User-Agent': VISITOR_AGENT,
          Accept: HTML_ACCEPT,
          Referer: `https://${randomUUID()}.example.net/page`,
        },
      });
      await answer.arrayBuffer();
      return answer.status;
    };
    for (let batch = 0; batch < 50; batch += 1) {
      const statuses = await Promise.all(Array.from({ length: 20 }, visit));
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    // Counts reach the database every few seconds.
    await expect
      .poll(async () => (await home()).views, { timeout: 20_000 })
      .toBe(before.views + 1000);
    const after = await home();
    expect(after.rows - before.rows).toBeLessThanOrEqual(REFERRERS_PER_DAY + 1);
    // The day's other sites (from the test above) and these fill the day's names, no more.
    const { rows: named } = await site.pool.query<{ hosts: number }>(
      `SELECT count(DISTINCT referrer)::int AS hosts FROM page_views
        WHERE day = (now() AT TIME ZONE $1)::date AND referrer NOT IN ('', $2)`,
      [company.booking.timeZone, OTHER_REFERRERS],
    );
    expect(named[0]?.hosts).toBe(REFERRERS_PER_DAY);

    // The back office lists the others under one name, in the account's language.
    const { rows: others } = await site.pool.query<{ views: number }>(
      'SELECT sum(views)::int AS views FROM page_views WHERE referrer = $1',
      [OTHER_REFERRERS],
    );
    const otherViews = others[0]?.views ?? 0;
    expect(otherViews).toBeGreaterThan(900);
    const { page: office } = await browser.open();
    const account = await createAccount(site, office, unique('growth-owner'));
    await signIn(office, site, account);
    await office.getByRole('link', { name: 'Statistik', exact: true }).click();
    await office.getByRole('heading', { name: 'Statistik der letzten 30 Tage' }).waitFor();
    const othersRow = (table: string, name: string) => rowText(office, table, name);
    // Views, and neither enquiries nor bookings (the sites' leads are not among the others), so
    // no conversion rate.
    expect(await othersRow('Verweisende Websites', 'Andere')).toBe(
      `Andere ${otherViews.toLocaleString('de-DE')} 0 0 –`,
    );
    expect(await office.getByText(OTHER_REFERRERS).count()).toBe(0);
    await office.getByRole('button', { name: 'Sprache des Backoffice' }).click();
    await office.getByRole('heading', { name: 'Statistics of the last 30 days' }).waitFor();
    expect(await othersRow('Referring sites', 'Other')).toBe(
      `Other ${otherViews.toLocaleString('en-GB')} 0 0 –`,
    );
  });
});
