import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyFor, documentTitle } from '@/lib/seo';
import {
  locales,
  pathFor,
  routeKeys,
  routes,
  canonicalKey,
  type Locale,
  type RouteKey,
} from '@/site/routes';
import { axeViolations, desktop, launchBrowser, phone } from './support/browser';

const baseUrl = inject('baseUrl');
const siteUrl = inject('siteUrl');
/** Absolute URL as written in the head: home is the bare origin. */
const urlOf = (path: string) => (path === '/' ? siteUrl : `${siteUrl}${path}`);

const cases = routeKeys.flatMap((key) =>
  locales.map((locale) => [pathFor(key, locale), key, locale] as const),
);

let browser: Browser;
let desktopContext: BrowserContext;
let phoneContext: BrowserContext;
let desktopPage: Page;
let phonePage: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  desktopContext = await browser.newContext({ viewport: desktop });
  phoneContext = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  desktopPage = await desktopContext.newPage();
  phonePage = await phoneContext.newPage();
});

afterAll(async () => {
  await browser?.close();
});

const otherLanguageWords: Record<Locale, RegExp> = {
  de: /\b(the|and|with|your|our)\b/i,
  en: /\b(und|mit|für|Ihre|unsere|Sie)\b/,
};

describe.each(cases)('%s', (path, key: RouteKey, locale: Locale) => {
  const target = canonicalKey(key);
  const copy = copyFor(target, locale);

  it('answers 200 with its language, one h1, title, canonical, hreflang and no axe violation (desktop)', async () => {
    const response = await desktopPage.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    expect(await desktopPage.getAttribute('html', 'lang')).toBe(locale);

    const headings = await desktopPage.locator('h1').allInnerTexts();
    expect(headings).toEqual([copy.heading]);
    expect(await desktopPage.title()).toBe(documentTitle(copy.title));

    const head = desktopPage.locator('head');
    expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      urlOf(pathFor(target, locale)),
    );
    for (const [hreflang, hrefLocale] of [
      ['de', 'de'],
      ['en', 'en'],
      ['x-default', 'de'],
    ] as const) {
      expect(
        await head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute('href'),
      ).toBe(urlOf(pathFor(target, hrefLocale)));
    }
    expect(await head.locator('meta[name="description"]').getAttribute('content')).toBe(
      copy.description,
    );
    expect(await head.locator('meta[property="og:image"]').getAttribute('content')).toBe(
      `${siteUrl}/og/${locale}/${target}`,
    );
    expect(await head.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
      'summary_large_image',
    );
    const robots = await head.locator('meta[name="robots"]').getAttribute('content');
    expect(robots).toBe(routes[key].indexable ? 'index, follow' : 'noindex, follow');

    const heading = await desktopPage.locator('main h1').innerText();
    expect(heading).not.toMatch(otherLanguageWords[locale]);

    expect(await axeViolations(desktopPage)).toEqual([]);
  });

  it('has no axe violation and no horizontal scrolling at 375 px', async () => {
    const response = await phonePage.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    const overflow = await phonePage.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(phonePage)).toEqual([]);
  });
});

describe('404 page in the browser', () => {
  it.each([
    ['/gibt-es-nicht', 'de', 'Hoppla! Seite nicht gefunden'],
    ['/en/does-not-exist', 'en', 'Oops! Page not found'],
  ] as const)(
    '%s shows the %s 404 page, passes axe and links home',
    async (path, locale, heading) => {
      const response = await desktopPage.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      expect(await desktopPage.getAttribute('html', 'lang')).toBe(locale);
      expect(await desktopPage.locator('h1').innerText()).toBe(heading);
      expect(await axeViolations(desktopPage)).toEqual([]);
      await desktopPage
        .locator('main a', { hasText: locale === 'de' ? 'Zur Startseite' : 'Return to home' })
        .click();
      await desktopPage.waitForURL(`${baseUrl}${pathFor('home', locale)}`);
    },
  );
});
