import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BUCKETS, TEMPLATES } from '@/lib/web-vitals';
import { beaconLimits } from '@/site/timing';
import { METRICS, VITALS_PATH } from '@/lib/vitals-beacon';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/lib/chromium.mjs';
import { axeViolations, sharedBrowser, VISITOR_AGENT, visitorAddress } from './support/browser';
import { createAccount, signIn, siteOfItsOwn, unique } from './support/backoffice';

// A page's beacon goes out as the page is left, from the browser rather than the page: with the
// browser's own user agent, which must name a browser, not a headless one, to be counted.
test.use({
  launchOptions: {
    executablePath: findChromium() ?? undefined,
    args: [...CHROMIUM_FLAGS, `--user-agent=${VISITOR_AGENT}`],
  },
});

const browser = sharedBrowser();

const site = siteOfItsOwn();

const phone = { width: 390, height: 844 };

/**
 * What the pages of the context pass to `navigator.sendBeacon`, kept in the site's local storage
 * (a beacon sent as a page is left reaches no event of the page): read with `beaconsSent`.
 */
async function recordBeacons(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      const sent = JSON.parse(localStorage.getItem('beacons') ?? '[]') as unknown[];
      localStorage.setItem('beacons', JSON.stringify([...sent, [String(url), String(body)]]));
      return send(url, body);
    };
  });
}

async function beaconsSent(page: Page): Promise<[string, string][]> {
  // A page of the site's origin that is counted nowhere opens its storage.
  await page.goto(`${site.baseUrl}/gibt-es-nicht`);
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('beacons') ?? '[]') as [string, string][],
  );
}

/** Loads `path`, waits until the page measures, clicks its heading and leaves: the page reports. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${site.baseUrl}${path}`);
  await page.locator('html[data-vitals="measuring"]').waitFor({ timeout: 20_000 });
  await page.getByRole('heading', { level: 1 }).click();
  // The browser times an input once the next frame is shown.
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await page.goto('about:blank');
}

/** The stored rows of a template on a device class, per metric: the number of visits. */
async function storedVisits(template: string, device: string): Promise<Record<string, number>> {
  const { rows } = await site.pool.query<{ metric: string; visits: number }>(
    `SELECT metric, sum(visits)::int AS visits FROM web_vitals
      WHERE template = $1 AND device = $2 GROUP BY metric`,
    [template, device],
  );
  return Object.fromEntries(rows.map((row) => [row.metric, row.visits]));
}

/** The server stores what it counted every 5 s: a read is polled until it shows. */
const FLUSHED = { timeout: 15_000 };

/** A beacon as a page sends it, from `address`. */
function sendBeacon(body: string, address: string, headers: Record<string, string> = {}) {
  return fetch(`${site.baseUrl}${VITALS_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      origin: site.baseUrl,
      'user-agent': VISITOR_AGENT,
      'x-forwarded-for': address,
      ...headers,
    },
    body,
  });
}

test.describe('the visitors’ own Core Web Vitals', () => {
  test('measures real visits in the browser, in both languages and on both device classes, and shows each metric’s 75th percentile against Google’s thresholds', async () => {
    const { page: home, context: phoneContext } = await browser.open({ viewport: phone });
    await recordBeacons(phoneContext);
    await visit(home, '/');
    const sent = await beaconsSent(home);
    const { page: contact, context } = await browser.open();
    await recordBeacons(context);
    await visit(contact, '/en/contact');
    await visit(contact, '/en/contact');
    sent.push(...(await beaconsSent(contact)));

    // One beacon per page load, to the site itself: the page it was loaded as, the width and the
    // values, nothing else.
    expect(sent).toHaveLength(3);
    for (const [index, [url, body]] of sent.entries()) {
      expect(url).toBe(VITALS_PATH);
      const beacon = JSON.parse(body) as { page: string; width: number; values: object };
      expect(Object.keys(beacon)).toEqual(['page', 'width', 'values']);
      expect(beacon.page).toBe(index === 0 ? '/' : '/en/contact');
      expect(beacon.width).toBe(index === 0 ? phone.width : 1280);
      expect(Object.keys(beacon.values).sort()).toEqual([...METRICS].sort());
    }
    await expect
      .poll(
        async () => ({
          home: await storedVisits('home', 'phone'),
          contact: await storedVisits('contact', 'desktop'),
        }),
        FLUSHED,
      )
      .toEqual({
        home: { LCP: 1, INP: 1, CLS: 1, FCP: 1, TTFB: 1 },
        contact: { LCP: 2, INP: 2, CLS: 2, FCP: 2, TTFB: 2 },
      });

    const { page } = await browser.open();
    const owner = await createAccount(site, page, unique('vitals'));
    await signIn(page, site, owner);
    for (const [locale, heading, homeRow, contactRow, rated] of [
      [
        'de',
        'Lade- und Reaktionszeiten bei Ihren Besucherinnen und Besuchern',
        'Startseite · Smartphone',
        'Kontakt · Desktop',
        /^\d+(,\d)? (ms|s) \((gut|verbesserungswürdig|schlecht)\)$/,
      ],
      [
        'en',
        'Loading and response times for your visitors',
        'Home · Mobile',
        'Contact · Desktop',
        /^\d+(\.\d)? (ms|s) \((good|needs improvement|poor)\)$/,
      ],
    ] as const) {
      await site.pool.query('UPDATE staff SET locale = $1 WHERE email = $2', [locale, owner.email]);
      await page.goto(`${site.baseUrl}/backoffice/statistics`);
      const section = page.getByRole('region', { name: heading });
      await expect(section).toBeVisible();
      const table = section.getByRole('table', {
        name:
          locale === 'de'
            ? '75. Perzentil je Seitentyp und Gerät'
            : '75th percentile per page type and device',
      });
      for (const row of [homeRow, contactRow]) {
        const cells = table
          .locator('tbody tr')
          .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
          .locator('td');
        expect(await cells.count()).toBe(METRICS.length + 1);
        for (const metric of ['LCP', 'FCP', 'TTFB', 'INP'] as const) {
          const cell = cells.nth(METRICS.indexOf(metric));
          expect((await cell.innerText()).trim(), `${row} ${metric}`).toMatch(rated);
        }
      }
      // Each metric's chart: a bar of shares per template and device class, with its percentile.
      for (const metric of METRICS) {
        const chart = section.locator(`svg[data-vitals-chart="${metric}"]`);
        await expect(chart).toHaveAttribute('role', 'img');
        expect(await chart.locator('g').count()).toBe(2);
      }
      const lcp =
        locale === 'de' ? 'gut bis 2,5 s, schlecht über 4 s' : 'good up to 2.5 s, poor above 4 s';
      await expect(section.getByRole('figure', { name: `LCP · Largest` }).first()).toContainText(
        lcp,
      );
      expect(await axeViolations(page)).toEqual([]);
      // On a phone the tables and charts scroll within regions the keyboard reaches.
      await page.setViewportSize(phone);
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  test('measures nothing when the browser asks not to be tracked, and the server drops what such a browser sends', async () => {
    for (const optOut of [
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
      () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    ]) {
      const { page, context } = await browser.open();
      await context.addInitScript(optOut);
      await recordBeacons(context);
      const scripts: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script') scripts.push(await response.text());
      });
      await page.goto(`${site.baseUrl}/en/about`);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.waitForTimeout(1_000);
      // The page does not measure, and the library was never fetched.
      expect(await page.locator('html').getAttribute('data-vitals')).toBeNull();
      expect(scripts.some((text) => text.includes('largest-contentful-paint'))).toBe(false);
      await page.goto('about:blank');
      expect(await beaconsSent(page)).toEqual([]);
    }
    const body = JSON.stringify({ page: '/en/about', width: 1200, values: { LCP: 900 } });
    for (const signal of [{ 'sec-gpc': '1' }, { dnt: '1' }] as Record<string, string>[])
      expect((await sendBeacon(body, visitorAddress(), signal)).status).toBe(204);
    // A robot's beacon is dropped alike.
    expect(
      (await sendBeacon(body, visitorAddress(), { 'user-agent': 'Googlebot/2.1' })).status,
    ).toBe(204);
    // A beacon without a signal, stored with the same flush as those dropped would have been.
    const phoneBeacon = JSON.stringify({ page: '/en/about', width: 390, values: { LCP: 900 } });
    expect((await sendBeacon(phoneBeacon, visitorAddress())).status).toBe(204);
    await expect.poll(() => storedVisits('other', 'phone'), FLUSHED).toEqual({ LCP: 1 });
    expect(await storedVisits('other', 'desktop')).toEqual({});
  });

  test('keeps a flood of made-up beacons within the fixed buckets, and refuses one client’s beyond its rate', async () => {
    // One client: its first beacons of the minute count, the rest are refused.
    const address = visitorAddress();
    const answers: number[] = [];
    for (let n = 0; n < beaconLimits.perWindow + 10; n += 1)
      answers.push(
        (
          await sendBeacon(
            JSON.stringify({ page: '/blog', width: 500, values: { LCP: 1000 + n } }),
            address,
          )
        ).status,
      );
    expect(answers.filter((status) => status === 204)).toHaveLength(beaconLimits.perWindow);
    expect(answers.slice(beaconLimits.perWindow)).toEqual(Array(10).fill(429));

    // A thousand beacons with random values from fifty clients, and some that are no beacon.
    const clients = Array.from({ length: 50 }, () => visitorAddress());
    const random = (max: number) => Math.random() * max;
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, (_, n) =>
        sendBeacon(
          JSON.stringify({
            page: '/en/blog',
            width: 300 + Math.floor(random(400)),
            values: {
              LCP: random(90_000),
              INP: random(2_000),
              CLS: random(3),
              FCP: random(20_000),
              TTFB: random(5_000),
            },
          }),
          clients[n % clients.length] ?? '',
        ).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 204)).toHaveLength(
      clients.length * beaconLimits.perWindow,
    );
    for (const bad of ['{', JSON.stringify({ page: '/nowhere', width: 1, values: { LCP: 1 } })])
      expect((await sendBeacon(bad, visitorAddress())).status).toBe(400);
    expect(
      (await fetch(`${site.baseUrl}${VITALS_PATH}`, { headers: { 'user-agent': VISITOR_AGENT } }))
        .status,
    ).toBe(405);

    const stored = async () =>
      (
        await site.pool.query<{ rows: number; visits: number }>(
          `SELECT count(*)::int AS rows, coalesce(sum(visits), 0)::int AS visits FROM web_vitals
            WHERE template = 'blogList' AND device = 'phone'`,
        )
      ).rows[0];
    // Every accepted beacon counted once per metric; no more rows than the buckets of one template.
    await expect
      .poll(async () => (await stored())?.visits, FLUSHED)
      .toBe((1 + clients.length * 5) * beaconLimits.perWindow);
    const buckets = METRICS.reduce((sum, metric) => sum + BUCKETS[metric].length, 0);
    expect((await stored())?.rows).toBeLessThanOrEqual(buckets);
    const { rows } = await site.pool.query<{ n: number }>(
      'SELECT count(DISTINCT template)::int AS n FROM web_vitals',
    );
    expect(rows[0]?.n).toBeLessThanOrEqual(TEMPLATES.length);
  });
});
