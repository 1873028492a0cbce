import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { OTHER_REFERRERS, REFERRERS_PER_DAY } from '@/lib/page-views';
import { company } from '@/site/company';
import { axeViolations, sharedBrowser, VISITOR_AGENT, visitorAddress } from './support/browser';
import { createAccount, signIn, siteOfItsOwn, unique } from './support/backoffice';
import { enquiryValues, submitWithoutJavaScript } from './support/forms';

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
      fetch(`${site.baseUrl}${address}`, { headers: { 'User-Agent': VISITOR_AGENT, ...headers } });
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
    const table = (name: string) => office.getByRole('table', { name });
    expect(await table('Aufrufe je Seite').locator('tbody tr').allInnerTexts()).toEqual([
      '/\t1\t0',
      '/blog\t1\t1',
      '/en/about\t1\t0',
      '/en/contact\t1\t0',
      '/services\t1\t0',
    ]);
    expect(await table('Verweisende Websites').locator('tbody tr').allInnerTexts()).toEqual([
      'news.example.org\t1',
      'www.example.com\t1',
    ]);
    expect(
      await table('Seiten, von denen Anfragen und Buchungen gesendet wurden')
        .locator('tbody tr')
        .allInnerTexts(),
    ).toEqual(['/en/contact\t1\t0']);
    const days = await table('Anfragen und Buchungen je Tag').locator('tbody tr').allInnerTexts();
    expect(days).toHaveLength(30);
    expect(days[0]).toMatch(/\t1\t0$/);
    expect(await axeViolations(office)).toEqual([]);

    await office.getByRole('button', { name: 'Sprache des Backoffice' }).click();
    await office.getByRole('heading', { name: 'Statistics of the last 30 days' }).waitFor();
    expect(await totals()).toBe('5 page views, 20% of them without JavaScript.');
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
          'User-Agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
          Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
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
    const firstReferrer = async (table: string) =>
      (await office.getByRole('table', { name: table }).locator('tbody tr').first().innerText())
        .replace(/\s+/g, ' ')
        .trim();
    expect(await firstReferrer('Verweisende Websites')).toBe(
      `Andere ${otherViews.toLocaleString('de-DE')}`,
    );
    expect(await office.getByText(OTHER_REFERRERS).count()).toBe(0);
    await office.getByRole('button', { name: 'Sprache des Backoffice' }).click();
    await office.getByRole('heading', { name: 'Statistics of the last 30 days' }).waitFor();
    expect(await firstReferrer('Referring sites')).toBe(
      `Other ${otherViews.toLocaleString('en-GB')}`,
    );
  });
});
