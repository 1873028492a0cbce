import { seedCopy } from '@/content/pages';
import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { JSDOM } from 'jsdom';
import { locales, type Locale } from '@/i18n/locales';
import { documentTitle } from '@/lib/seo';
import { canonicalKey, longFormKeys, pathFor, routeKeys, routes } from '@/site/routes';
import {
  axeViolations,
  desktop,
  phone,
  policyViolations,
  runsUnderStrictPolicy,
} from './support/browser';
import { baseUrl, siteUrl } from './support/site';

/** Absolute URL as written in the head: home is the bare origin. */
const urlOf = (path: string) => (path === '/' ? siteUrl : `${siteUrl}${path}`);

const cases = routeKeys.flatMap((key) =>
  locales.map((locale) => [pathFor(key, locale), key, locale] as const),
);

// Every page is checked on its own, so the two workers share them.
test.describe.configure({ mode: 'parallel' });

/** Frequent words that only the other language uses: a German page must not contain English sentences. */
const otherLanguageWords: Record<Locale, RegExp> = {
  de: /(?<![\p{L}-])(the|and|with|your|our|we|is|are|this|that)(?![\p{L}-])/giu,
  en: /(?<![\p{L}-])(und|der|die|das|nicht|mit|für|Sie|Ihre|wir|ist|auf|eine|werden)(?![\p{L}-])/gu,
};

/** The text of `main` in the page's language (parts marked with another `lang` are left out). */
function mainText(document: Document, locale: Locale): string {
  const main = document.querySelector('main');
  if (!main) return '';
  const clone = main.cloneNode(true) as HTMLElement;
  clone.querySelectorAll('[lang]').forEach((element) => {
    if (element.getAttribute('lang') !== locale) element.remove();
  });
  return clone.textContent ?? '';
}

interface Visitor {
  readonly page: Page;
  /** Content-Security-Policy violations since the test began. */
  readonly violations: string[];
}

/**
 * One page per worker and viewport, as a visitor who goes from page to page: its browser keeps
 * the site's scripts and styles cached, so each test loads only the page itself.
 */
function visitorAt(
  options: BrowserContextOptions,
): [
  (fixtures: { browser: Browser }, use: (visitor: Visitor) => Promise<void>) => Promise<void>,
  { scope: 'worker' },
] {
  return [
    async ({ browser }: { browser: Browser }, use: (visitor: Visitor) => Promise<void>) => {
      const context = await browser.newContext(options);
      const violations = policyViolations(context);
      await use({ page: await context.newPage(), violations });
      await context.close();
    },
    { scope: 'worker' },
  ];
}

const visitorTest = test.extend<object, { desktopVisitor: Visitor; phoneVisitor: Visitor }>({
  desktopVisitor: visitorAt({ viewport: desktop }),
  phoneVisitor: visitorAt({ viewport: phone, isMobile: true, hasTouch: true }),
});

/** Opens `path` as `visitor`, expecting `status`; forgets the violations of earlier pages. */
async function visit({ page, violations }: Visitor, path: string, status = 200) {
  violations.length = 0;
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(status);
  return response;
}

for (const [path, key, locale] of cases) {
  const target = canonicalKey(key);

  test.describe(path, () => {
    test('answers 200 with its language, one h1, title, canonical, hreflang and copy in its language', async () => {
      const copy = seedCopy(target, locale);
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      const { window } = new JSDOM(await response.text());
      const { document } = window;
      const head = document.head;
      const attribute = (selector: string, name: string) =>
        head.querySelector(selector)?.getAttribute(name);

      expect(document.documentElement.getAttribute('lang')).toBe(locale);
      // A line break in a heading reads as a space, as the browser shows it.
      document.querySelectorAll('h1 br').forEach((br) => br.replaceWith(' '));
      const headings = [...document.querySelectorAll('h1')].map((h1) =>
        (h1.textContent ?? '').replace(/\s+/g, ' ').trim(),
      );
      expect(headings).toEqual([copy.heading]);
      expect(document.title).toBe(documentTitle(copy.title));

      expect(attribute('link[rel="canonical"]', 'href')).toBe(urlOf(pathFor(target, locale)));
      for (const [hreflang, hrefLocale] of [
        ['de', 'de'],
        ['en', 'en'],
        ['x-default', 'de'],
      ] as const) {
        expect(attribute(`link[rel="alternate"][hreflang="${hreflang}"]`, 'href')).toBe(
          urlOf(pathFor(target, hrefLocale)),
        );
      }
      expect(attribute('meta[name="description"]', 'content')).toBe(copy.description);
      expect(attribute('meta[property="og:image"]', 'content')).toBe(
        `${siteUrl}/og/${locale}/${target}`,
      );
      expect(attribute('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
      expect(attribute('meta[name="robots"]', 'content')).toBe(
        routes[key].indexable ? 'index, follow' : 'noindex, follow',
      );

      const text = mainText(document, locale);
      const foreign = text.match(otherLanguageWords[locale]) ?? [];
      expect(foreign.length, `other-language words: ${foreign.join(', ')}`).toBeLessThanOrEqual(3);
      if (longFormKeys.includes(target) && routes[key].indexable) {
        expect(text.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(350);
      }
      window.close();
    });

    visitorTest(
      'runs under a strict policy and has no axe violation at 1280 px',
      async ({ desktopVisitor }) => {
        await runsUnderStrictPolicy(desktopVisitor.page, await visit(desktopVisitor, path));
        expect(await axeViolations(desktopVisitor.page)).toEqual([]);
        expect(desktopVisitor.violations, 'Content-Security-Policy violations').toEqual([]);
      },
    );

    visitorTest(
      'has no axe violation and no horizontal scrolling at 375 px',
      async ({ phoneVisitor }) => {
        await visit(phoneVisitor, path);
        const overflow = await phoneVisitor.page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await axeViolations(phoneVisitor.page)).toEqual([]);
        expect(phoneVisitor.violations, 'Content-Security-Policy violations').toEqual([]);
      },
    );
  });
}

test.describe('404 page in the browser', () => {
  for (const [path, locale, heading] of [
    ['/gibt-es-nicht', 'de', 'Hoppla! Seite nicht gefunden'],
    ['/en/does-not-exist', 'en', 'Oops! Page not found'],
  ] as const) {
    visitorTest(
      `${path} shows the ${locale} 404 page, passes axe and links home`,
      async ({ desktopVisitor }) => {
        await visit(desktopVisitor, path, 404);
        const { page, violations } = desktopVisitor;
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('h1')).toHaveText(heading);
        expect(await axeViolations(page)).toEqual([]);
        await page
          .locator('main a', { hasText: locale === 'de' ? 'Zur Startseite' : 'Return to home' })
          .click();
        await page.waitForURL(`${baseUrl}${pathFor('home', locale)}`);
        expect(violations, 'Content-Security-Policy violations').toEqual([]);
      },
    );
  }
});

test.describe('the accessibility check itself', () => {
  test('reports a WCAG 2.2 rule outside axe’s defaults: targets smaller than 24 px', async ({
    page,
  }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Targets</title></head><body><main><h1>Targets</h1>' +
        '<p><button style="width:10px;height:10px;padding:0">a</button><button style="width:10px;height:10px;padding:0">b</button></p>' +
        '</main></body></html>',
    );
    expect((await axeViolations(page)).map((line) => line.split(':')[0])).toContain('target-size');
  });
});
