import { seedCopy } from '@/content/pages';
import { expect, test, type Page } from '@playwright/test';
import { baseUrl } from './support/site';
import { axeViolations, hydrated, phone, sharedBrowser } from './support/browser';

const session = sharedBrowser();
let page: Page;

async function open(options: Parameters<typeof session.open>[0] = {}) {
  ({ page } = await session.open(options));
}

test.describe('skip link', () => {
  test.beforeEach(() => open());

  test('is the first stop of the keyboard and moves focus to the main content', async () => {
    await page.goto(`${baseUrl}/about`);
    await hydrated(page);
    await page.keyboard.press('Tab');
    const link = page.locator(':focus');
    expect(await link.innerText()).toBe('Zum Inhalt springen');
    expect(await link.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    expect(page.url()).toBe(`${baseUrl}/about#main`);
  });

  test('is in English on English pages', async () => {
    await page.goto(`${baseUrl}/en/about`);
    await hydrated(page);
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').innerText()).toBe('Skip to content');
  });
});

test.describe('desktop navigation', () => {
  test.beforeEach(() => open());

  const nav = () => page.getByRole('navigation', { name: 'Hauptnavigation' });
  const ecosystem = () => nav().getByRole('button', { name: 'Ökosystem' });

  test('shows the SPEC entries in order', async () => {
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    const items = await nav().locator(':scope > ul > li').allInnerTexts();
    expect(items.map((text) => text.trim())).toEqual([
      'Startseite',
      'Über uns',
      'Ökosystem',
      'Flotten',
      'Autohäuser',
      'Banken',
      'Blog',
      'Kontakt',
    ]);
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    const english = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .locator(':scope > ul > li')
      .allInnerTexts();
    expect(english.map((text) => text.trim())).toEqual([
      'Home',
      'About us',
      'Ecosystem',
      'Fleet',
      'Automotive',
      'Banking',
      'Blog',
      'Contact',
    ]);
  });

  test('opens a dropdown on hover and closes it shortly after the pointer leaves', async () => {
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    await ecosystem().hover();
    const menu = nav().getByRole('link', { name: 'Partner-Ökosystem' });
    await menu.waitFor({ state: 'visible' });
    expect(
      await nav()
        .getByRole('link')
        .filter({ hasText: /Kompetenzen|Partner|Co-Creation/ })
        .count(),
    ).toBe(4);
    // Timed in the page from just before the pointer leaves, so a slow machine cannot fake a delay's
    // absence: the menu closes after its delay (150 ms), not at once, and within a second. The
    // clock starts (awaited) before the pointer moves, however late the page runs the script.
    await menu.evaluate((link) => {
      const start = performance.now();
      (window as unknown as { menuClosedAfter: Promise<number> }).menuClosedAfter = new Promise(
        (resolve) => {
          const check = () => {
            if (!link.isConnected || link.getClientRects().length === 0)
              resolve(performance.now() - start);
            else if (performance.now() - start > 1000) resolve(Infinity);
            else requestAnimationFrame(check);
          };
          check();
        },
      );
    });
    await page.mouse.move(1200, 700);
    const elapsed = await page.evaluate(
      () => (window as unknown as { menuClosedAfter: Promise<number> }).menuClosedAfter,
    );
    expect(elapsed).toBeGreaterThanOrEqual(100);
    expect(elapsed).toBeLessThan(1000);
  });

  test('works with the keyboard: open, move into, close with Escape', async () => {
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    await ecosystem().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => ecosystem().getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.locator(':focus').innerText()).toBe('Kompetenzen');
    await page.keyboard.press('Escape');
    await expect.poll(() => ecosystem().getAttribute('aria-expanded')).toBe('false');
    await nav().getByRole('link', { name: 'Kompetenzen' }).waitFor({ state: 'hidden' });
  });

  test('closes on link click and navigates', async () => {
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    const blogs = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Blog' });
    await blogs.click();
    await page.getByRole('link', { name: 'Case studies' }).click();
    await page.waitForURL(`${baseUrl}/en/case-studies`);
    expect(await blogs.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('h1').innerText()).not.toBe('');
  });

  test('offers each audience its services page', async () => {
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    for (const [menu, link, href] of [
      ['Flotten', 'Leistungen für Flotten', '/fleet/leistungen'],
      ['Autohäuser', 'Leistungen für Autohäuser', '/autohaeuser/leistungen'],
      ['Banken', 'Leistungen für Banken', '/banken/leistungen'],
    ]) {
      await nav().getByRole('button', { name: menu }).focus();
      await page.keyboard.press('Enter');
      expect(await nav().getByRole('link', { name: link }).getAttribute('href')).toBe(href);
      await page.keyboard.press('Escape');
    }
  });

  test('stays open when the visitor clicks the trigger the pointer has just opened', async () => {
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    const trigger = nav().getByRole('button', { name: 'Blog' });
    await trigger.hover();
    await nav().getByRole('link', { name: 'Fallstudien' }).waitFor({ state: 'visible' });
    await trigger.click();
    // Longer than the menu's close delay (150 ms): a click that closed it would show by now.
    await page.waitForTimeout(300);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
  });
  test('closes when the visitor clicks elsewhere or tabs out of the navigation', async () => {
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const ecosystem = nav.getByRole('button', { name: 'Ecosystem' });
    await ecosystem.click();
    await nav.getByRole('link', { name: 'Partner ecosystem' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.mouse.click(640, 600);
    await expect.poll(() => ecosystem.getAttribute('aria-expanded')).toBe('false');

    const contact = nav.getByRole('link', { name: 'Contact' });
    await ecosystem.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => ecosystem.getAttribute('aria-expanded')).toBe('true');
    await contact.focus();
    await expect.poll(() => ecosystem.getAttribute('aria-expanded')).toBe('false');
  });
});

test.describe('mobile menu', () => {
  test.beforeEach(() => open({ viewport: phone }));

  test('hides the desktop navigation and opens a menu with the SPEC entries', async () => {
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    expect(
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).first().isVisible(),
    ).toBe(false);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menü' });
    await dialog.waitFor();
    const links = await dialog.getByRole('navigation').getByRole('link').allInnerTexts();
    expect(links).toEqual(['Über uns', 'Leistungen', 'ROI-Rechner', 'Kontakt']);
    expect(await dialog.getByRole('link', { name: 'Leistungen' }).getAttribute('href')).toBe(
      '/#leistungen',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('keeps the keyboard inside the open menu and the page behind it still', async () => {
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    // Focus stays in the dialog or passes to the browser's own controls, never to the page.
    const stops: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return active.closest('dialog') ? 'dialog' : 'page';
        }),
      );
    }
    expect(stops).not.toContain('page');
    expect(stops.filter((stop) => stop === 'dialog').length).toBeGreaterThan(6);
    await page.mouse.wheel(0, 600);
    // A scroll from the wheel would show within this time; the page must not have moved.
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('closes on Escape and returns focus to the menu button', async () => {
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.locator(':focus').getAttribute('aria-label')).toBe('Open menu');
  });

  test('closes when the visitor navigates', async () => {
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'ROI calculator' }).click();
    await page.waitForURL(`${baseUrl}/en/roi-calculator`);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  test('scrolls the services entry to its home section below the header', async () => {
    await page.goto(`${baseUrl}/about`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Leistungen' }).click();
    await page.waitForURL(`${baseUrl}/#leistungen`);
    await page.waitForFunction(() => {
      const top = document.getElementById('leistungen')?.getBoundingClientRect().top ?? -1;
      return window.scrollY > 0 && Math.abs(top - 92) <= 2;
    });
  });
});

test.describe('language switcher', () => {
  test('goes to the same page in the other language, keeping query and hash, replacing history', async () => {
    await open();
    await page.goto(`${baseUrl}/about`);
    await hydrated(page);
    await page.goto(`${baseUrl}/fleet/leistungen?ref=mail#kontakt`);
    await hydrated(page);
    await page
      .getByRole('group', { name: 'Sprache wählen' })
      .getByRole('link', { name: 'English' })
      .click();
    await page.waitForURL(`${baseUrl}/en/fleet/services?ref=mail#kontakt`);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect((await page.locator('h1').innerText()).replace(/\s+/g, ' ')).toBe(
      seedCopy('fleetServices', 'en').heading,
    );
    // The address carries the language: nothing is stored in the browser.
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/about`);

    await page.goto(`${baseUrl}/en/ecosystem/partner-ecosystem`);
    await hydrated(page);
    await page
      .getByRole('group', { name: 'Choose language' })
      .getByRole('link', { name: 'Deutsch' })
      .click();
    await page.waitForURL(`${baseUrl}/oekosystem/partner-oekosystem`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('marks the current language and works as a plain link without JavaScript', async () => {
    await open({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/autohaeuser/leistungen`);
    const group = page.getByRole('group', { name: 'Sprache wählen' });
    expect(await group.locator('[aria-current="true"]').innerText()).toBe('Deutsch');
    const english = group.getByRole('link', { name: 'English' });
    expect(await english.getAttribute('href')).toBe('/en/automotive/services');
    expect(await english.getAttribute('hreflang')).toBe('en');
    await english.click();
    await page.waitForURL(`${baseUrl}/en/automotive/services`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });
});

test.describe('footer', () => {
  test.beforeEach(() => open());

  for (const [path, legal, rights] of [
    ['/', ['Datenschutzerklärung', 'Nutzungsbedingungen', 'Impressum'], 'Alle Rechte vorbehalten.'],
    ['/en', ['Privacy notice', 'Terms of use', 'Imprint'], 'All rights reserved.'],
  ] as const) {
    test(`on ${path} has contact links, services per audience, legal links and the © line`, async () => {
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
      const footer = page.locator('footer');
      expect(await footer.locator('a[href^="tel:+49"]').count()).toBe(1);
      expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
      expect(await footer.locator('a[target="_blank"][rel~="noopener"]').count()).toBe(3);
      expect(await footer.locator('h2').count()).toBeGreaterThanOrEqual(6);
      for (const name of legal)
        expect(await footer.getByRole('link', { name, exact: true }).count()).toBe(1);
      expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()}`);
      expect(await footer.innerText()).toContain(rights);
    });
  }
});

test.describe('scrolling', () => {
  test.beforeEach(() => open());

  test('starts a new page at the top', async () => {
    await page.goto(`${baseUrl}/`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('footer').getByRole('link', { name: 'Expertise' }).click();
    await page.waitForURL(`${baseUrl}/expertise`);
    await page.waitForFunction(() => window.scrollY === 0);
  });

  test('puts a section named in the hash below the 92 px header', async () => {
    await page.goto(`${baseUrl}/en#leistungen`);
    await hydrated(page);
    await page.waitForFunction(() => {
      const top = document.getElementById('leistungen')?.getBoundingClientRect().top ?? -1;
      return window.scrollY > 0 && Math.abs(top - 92) <= 2;
    });
    const headerBottom = await page
      .locator('header')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(headerBottom).toBeLessThanOrEqual(93);
  });
});
