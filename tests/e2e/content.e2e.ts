import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { baseUrl, siteUrl } from './support/site';
import { newsItems } from '@/content/pages/home/sections';
import { tickerItemFor } from '@/lib/news-ticker';
import { axeViolations, hydrated, sharedBrowser } from './support/browser';

const session = sharedBrowser();
let page: Page;
let context: BrowserContext;

async function open(options: Parameters<typeof session.open>[0] = {}) {
  ({ page, context } = await session.open(options));
}

test.describe('services tabs', () => {
  test('starts on fleets and switches by click, keeping the choice in the URL', async () => {
    await open();
    await page.goto(`${baseUrl}/en/services`);
    await hydrated(page);
    const tabs = page.getByRole('tablist');
    expect(await tabs.getByRole('tab', { selected: true }).innerText()).toMatch(/fleet/i);
    expect(
      await page.getByText('Individual consulting available', { exact: false }).first().isVisible(),
    ).toBe(true);
    await tabs.getByRole('tab', { name: /banking/i }).click();
    expect(await tabs.getByRole('tab', { selected: true }).innerText()).toMatch(/banking/i);
    await page.waitForURL(`${baseUrl}/en/services?tab=banking`);
    expect(await page.locator('[data-tab-panel][data-state="active"] h2').innerText()).toMatch(
      /banking/i,
    );
    expect(await page.locator('[data-tab-panel][data-state="inactive"]').first().isVisible()).toBe(
      false,
    );
  });

  test('works with the arrow keys', async () => {
    await open();
    await page.goto(`${baseUrl}/services`);
    await hydrated(page);
    await page.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`${baseUrl}/services?tab=automotive_retail`);
    const selected = page.getByRole('tab', { selected: true });
    expect(await selected.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.locator('[data-tab-panel][data-state="active"]').getAttribute('id')).toBe(
      await selected.getAttribute('aria-controls'),
    );
    expect(page.url()).toBe(`${baseUrl}/services?tab=automotive_retail`);
  });

  test('opens the tab named in ?tab=', async () => {
    await open();
    await page.goto(`${baseUrl}/services?tab=banking`);
    await hydrated(page);
    await page.waitForFunction(() =>
      document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.match(/Banken/),
    );
    expect(await page.locator('[data-tab-panel][data-state="active"] h2').innerText()).toMatch(
      /Banken/,
    );
  });

  test('shows all three panels without JavaScript', async () => {
    await open({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/en/services`);
    const panels = page.locator('[data-tab-panel]');
    expect(await panels.count()).toBe(3);
    for (let index = 0; index < 3; index += 1)
      expect(await panels.nth(index).isVisible()).toBe(true);
    expect(await page.locator('[data-tabs-list]').isVisible()).toBe(false);
  });
});

test.describe('share widget', () => {
  test('opens, copies the link with a toast, and closes', async () => {
    await open({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto(`${baseUrl}/about`);
    await hydrated(page);
    const trigger = page.getByRole('button', { name: 'Diese Seite teilen' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await trigger.click();
    const panel = page.getByRole('dialog', { name: 'Seite teilen' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Link kopieren' }).click();
    await page.getByText('Link kopiert!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${siteUrl}/about`);
    expect(await panel.getByRole('button', { name: 'Kopiert' }).count()).toBe(1);
    // The button goes back to “Link kopieren” when its copied state (2 s) ends.
    await expect(panel.getByRole('button', { name: 'Link kopieren' })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    await trigger.click();
    await panel.waitFor();
    await page.mouse.click(200, 300);
    await panel.waitFor({ state: 'detached' });
  });

  test('shows the error toast when the clipboard refuses', async () => {
    await open();
    await page.goto(`${baseUrl}/en/about`);
    await hydrated(page);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.getByRole('button', { name: 'Share this page' }).click();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Could not copy link.').waitFor();
  });

  test('opens a 550×420 share window for a network and closes the panel half a second later', async () => {
    await open();
    await page.goto(`${baseUrl}/en/about`);
    await hydrated(page);
    await context.route('https://www.linkedin.com/**', (route) =>
      route.fulfill({ status: 200, body: 'ok' }),
    );
    await page.evaluate(() => {
      const calls: string[] = [];
      (window as unknown as { shareCalls: string[] }).shareCalls = calls;
      window.open = (url?: string | URL, _target?: string, features?: string) => {
        calls.push(`${String(url)}|${features ?? ''}`);
        return null;
      };
    });
    await page.getByRole('button', { name: 'Share this page' }).click();
    const panel = page.getByRole('dialog', { name: 'Share page' });
    await panel.getByRole('button', { name: 'LinkedIn' }).click();
    const calls = await page.evaluate(
      () => (window as unknown as { shareCalls: string[] }).shareCalls,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${siteUrl}/en/about`)}`,
    );
    expect(calls[0]).toContain('width=550,height=420');
    expect(await panel.isVisible()).toBe(true);
    await panel.waitFor({ state: 'detached', timeout: 1500 });
  });
});

test.describe('news ticker', () => {
  test('on /en shows the item the rule gives for today', async () => {
    await open();
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    const expected = tickerItemFor(new Date(), newsItems);
    const item = page.locator('[data-ticker-item]');
    await item.waitFor();
    expect(Number(await item.getAttribute('data-ticker-item'))).toBe(expected?.id);
    expect(await item.getAttribute('lang')).toBe('en');
    expect(await item.getByRole('link').innerText()).toBe(expected?.title);
  });

  test('on the German home page shows no English item and no link out of the language', async () => {
    await open();
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    expect(await page.locator('[data-ticker-item]').count()).toBe(0);
    const outOfLanguage = await page
      .locator('main a[href^="/en/"], main a[href="/en"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(outOfLanguage).toEqual([]);
  });

  test('follows the visitor’s clock, not the build day', async () => {
    await open();
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await page.clock.setFixedTime(tomorrow);
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    const item = page.locator('[data-ticker-item]');
    await item.waitFor();
    expect(Number(await item.getAttribute('data-ticker-item'))).toBe(
      tickerItemFor(tomorrow, newsItems)?.id,
    );
  });
});

test.describe('images', () => {
  test('loads the founder portrait with fixed dimensions and alt text', async () => {
    await open();
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    const image = page.getByRole('img', { name: 'Porträt von Thomas Keller' });
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const img = document.querySelector('main img[alt^="Porträt"]') as HTMLImageElement | null;
      return img?.complete && img.naturalWidth > 0;
    });
    expect(await image.getAttribute('width')).toBe('320');
    expect(await image.getAttribute('height')).toBe('320');
  });

  test('shows a grey box saying the image is unavailable when it cannot load', async () => {
    await open();
    await context.route('**/images/founder.svg', (route) => route.abort());
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    await page.getByRole('img', { name: /Portrait of Thomas Keller/ }).scrollIntoViewIfNeeded();
    await page.getByText('Image unavailable').waitFor();
  });
});

test.describe('every image on the home page', () => {
  test('has alt text and fixed dimensions', async () => {
    await open();
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    const images = await page.locator('img').evaluateAll((elements) =>
      elements.map((element) => ({
        alt: element.getAttribute('alt'),
        width: element.getAttribute('width'),
        height: element.getAttribute('height'),
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.alt).toBeTruthy();
      expect(image.width).toBeTruthy();
      expect(image.height).toBeTruthy();
    }
  });
});

test.describe('the firm’s status and prices', () => {
  const read = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status, path).toBe(200);
    return (await response.text()).replace(/\s+/g, ' ');
  };

  test('is stated in the imprint, the first-contact information and the terms, in both languages', async () => {
    const german = [await read('/impressum'), await read('/erstinformation')];
    for (const html of german) {
      expect(html).toContain('Status nach dem Versicherungsvermittlungsrecht');
      expect(html).toContain('weder Versicherungsvermittler noch Versicherungsberater');
      // Neither adviser nor intermediary: § 15 VersVermV asks for no status line.
      expect(html).not.toContain('data-status-line');
    }
    expect(german[0]).toContain('href="/erstinformation"');
    expect(await read('/terms-of-service')).toContain(
      'weder Versicherungsvermittler noch Versicherungsberater',
    );
    for (const path of ['/en/legal-notice', '/en/first-contact-information']) {
      expect(await read(path)).toContain(
        'neither an insurance intermediary nor an insurance adviser',
      );
    }
  });

  test('shows how an engagement is priced on the services page', async () => {
    const german = await read('/services');
    expect(german).toContain('Was eine Zusammenarbeit kostet');
    expect(german).toMatch(
      /Sparring: eine Einzelsitzung zum Festpreis von 1\.200[\s\u00a0\u202f]€/,
    );
    const english = await read('/en/services');
    expect(english).toContain('What an engagement costs');
    expect(english).toContain('at a day rate of €1,450');
  });
});
