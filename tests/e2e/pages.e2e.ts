import { seedCopy } from '@/content/pages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { documentTitle } from '@/lib/seo';
import {
  canonicalKey,
  longFormKeys,
  pathFor,
  routeKeys,
  routes,
  type RouteKey,
} from '@/site/routes';
import { axeViolations, desktop, launchBrowser, phone, policyViolations } from './support/browser';

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
let violations: string[][] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  desktopContext = await browser.newContext({ viewport: desktop });
  phoneContext = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  violations = [policyViolations(desktopContext), policyViolations(phoneContext)];
  desktopPage = await desktopContext.newPage();
  phonePage = await phoneContext.newPage();
});

afterEach(() => {
  expect(violations.flat(), 'Content-Security-Policy violations').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

/** Frequent words that only the other language uses: a German page must not contain English sentences. */
const otherLanguageWords: Record<Locale, RegExp> = {
  de: /(?<![\p{L}-])(the|and|with|your|our|we|is|are|this|that)(?![\p{L}-])/giu,
  en: /(?<![\p{L}-])(und|der|die|das|nicht|mit|für|Sie|Ihre|wir|ist|auf|eine|werden)(?![\p{L}-])/gu,
};

/** The text of `main` in the page's language (parts marked with another `lang` are left out). */
async function mainText(page: Page, locale: Locale): Promise<string> {
  return page.locator('main').evaluate((main, lang) => {
    const clone = main.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[lang]').forEach((element) => {
      if (element.getAttribute('lang') !== lang) element.remove();
    });
    return clone.textContent ?? '';
  }, locale);
}

describe.each(cases)('%s', (path, key: RouteKey, locale: Locale) => {
  const target = canonicalKey(key);
  const copy = seedCopy(target, locale);

  it('answers 200 with its language, one h1, title, canonical, hreflang and no axe violation (desktop)', async () => {
    const response = await desktopPage.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    expect(await desktopPage.getAttribute('html', 'lang')).toBe(locale);

    const headings = await desktopPage.locator('h1').allInnerTexts();
    expect(headings.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([copy.heading]);
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

    const text = await mainText(desktopPage, locale);
    const foreign = text.match(otherLanguageWords[locale]) ?? [];
    expect(foreign.length, `other-language words: ${foreign.join(', ')}`).toBeLessThanOrEqual(3);
    if (longFormKeys.includes(target) && routes[key].indexable) {
      expect(text.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(350);
    }

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
