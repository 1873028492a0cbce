import { expect, test, type Page } from '@playwright/test';
import { baseUrl, siteUrl } from './support/site';
import { seedArticles } from '@/content/blog/articles';
import { locales } from '@/i18n/locales';
import { categoriesOf, visiblePosts } from '@/lib/blog';
import { externalPosts } from '@/content/blog/posts';
import { blogItemsOf } from '@/server/blog';
import { articlePaths, publicPathOf } from '@/site/routes';
import { axeViolations, hydrated, phone, sharedBrowser } from './support/browser';
import { rawRequest } from './support/http';

/** The repository's articles, as the content engine imports them on a fresh start. */
const articles = seedArticles();

const session = sharedBrowser();
let page: Page;

async function open(options: Parameters<typeof session.open>[0] = {}) {
  ({ page } = await session.open(options));
}

const cards = () => page.locator('[data-blog-grid] > li');

test.describe('blog list', () => {
  for (const locale of locales) {
    test(`in ${locale} lists exactly the complete posts of its language, featured first`, async () => {
      await open();
      await page.goto(`${baseUrl}${locale === 'de' ? '' : '/en'}/blog`);
      await hydrated(page);
      const expected = visiblePosts(blogItemsOf(articles, externalPosts, locale), locale);
      expect(await cards().count()).toBe(expected.length);
      expect(await cards().locator('h2').allInnerTexts()).toEqual(
        expected.map((item) => item.title),
      );
      const filters = await page
        .getByRole('navigation', {
          name: locale === 'de' ? 'Nach Kategorie filtern' : 'Filter by category',
        })
        .getByRole('link')
        .count();
      expect(filters).toBe(categoriesOf(expected).length + 1);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('filters by click without a page load and puts the category in the URL', async () => {
    await open();
    await page.goto(`${baseUrl}/blog`);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'Flotten & Leasing' }).click();
    await page.waitForURL(`${baseUrl}/blog?category=fleets`);
    const categories = await cards().locator('p:first-child span:first-child').allInnerTexts();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['FLOTTEN & LEASING']));
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('filters by URL, also without JavaScript', async () => {
    await open({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/en/blog?category=banks`);
    const expected = visiblePosts(blogItemsOf(articles, externalPosts, 'en'), 'en').filter(
      (item) => item.category === 'banks',
    );
    expect(await cards().locator('h2').allInnerTexts()).toEqual(expected.map((item) => item.title));
    await page.getByRole('link', { name: 'Dealerships', exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/blog?category=dealerships`);
    const dealerships = visiblePosts(blogItemsOf(articles, externalPosts, 'en'), 'en').filter(
      (item) => item.category === 'dealerships',
    );
    expect(await cards().count()).toBe(dealerships.length);
    expect(
      await page
        .getByRole('link', { name: 'Dealerships', exact: true })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  test('shows the empty-category message for a category this language has no posts in', async () => {
    await open();
    const response = await page.goto(`${baseUrl}/en/blog?category=vehicleTrading`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('status').innerText()).toBe(
      'No articles available in this category.',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('opens professional-network posts in a new tab without the opener', async () => {
    await open();
    await page.goto(`${baseUrl}/blog`);
    await hydrated(page);
    const external = page.locator('[data-post="external"] a');
    expect(await external.count()).toBeGreaterThan(5);
    for (const link of await external.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\//);
    }
  });

  test('lays out 1, 2 or 3 columns by width', async () => {
    for (const [width, columns] of [
      [phone.width, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await open({ viewport: { width, height: 900 } });
      await page.goto(`${baseUrl}/blog`);
      await hydrated(page);
      const lefts = await cards().evaluateAll((items) =>
        items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size).toBe(columns);
    }
  });
});

test.describe('articles', () => {
  const cases = articles.flatMap((article) =>
    locales.map(
      (locale) =>
        [publicPathOf(articlePaths(article.slug)[locale], locale), locale, article] as const,
    ),
  );

  for (const [path, locale, article] of cases) {
    test(`${path} is a full article page`, async () => {
      await open();
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      expect(await page.locator('h1').allInnerTexts()).toEqual([article.title[locale]]);
      expect(
        (await page.locator('.article-body').innerText()).split(/\s+/).length,
      ).toBeGreaterThanOrEqual(900);

      const blocks = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as Record<string, unknown>);
      const json = blocks.find((block) => block['@type'] === 'Article');
      expect(json).toMatchObject({
        headline: article.title[locale],
        datePublished: article.date,
        inLanguage: locale === 'de' ? 'de-DE' : 'en-GB',
        author: { '@type': 'Person', name: article.author },
        mainEntityOfPage: { '@id': `${siteUrl}${path}` },
      });
      const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as {
        itemListElement: unknown[];
      };
      expect(breadcrumb.itemListElement).toHaveLength(3);

      const head = page.locator('head');
      expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${siteUrl}${path}`,
      );
      expect(await head.locator('link[hreflang="de"]').getAttribute('href')).toBe(
        `${siteUrl}/blog/${article.slug.de}`,
      );
      expect(await head.locator('link[hreflang="en"]').getAttribute('href')).toBe(
        `${siteUrl}/en/blog/${article.slug.en}`,
      );
      expect(await head.locator('meta[property="og:type"]').getAttribute('content')).toBe(
        'article',
      );

      expect(
        await page
          .getByRole('button', { name: locale === 'de' ? 'Diese Seite teilen' : 'Share this page' })
          .count(),
      ).toBe(1);
      expect(await page.locator('#related ~ ul li').count()).toBe(articles.length - 1);
      expect(
        await page
          .locator(`main a[href="${locale === 'de' ? '' : '/en'}/book-consultation"]`)
          .count(),
      ).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const [path] of cases) {
    test(`${path} passes axe at 375 px without horizontal scrolling`, async () => {
      await open({ viewport: phone, isMobile: true, hasTouch: true });
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('switches language to the paired article', async () => {
    await open();
    const [article] = articles;
    if (!article) throw new Error('no article');
    await page.goto(`${baseUrl}/blog/${article.slug.de}`);
    await hydrated(page);
    await page
      .getByRole('group', { name: 'Sprache wählen' })
      .getByRole('link', { name: 'English' })
      .click();
    await page.waitForURL(`${baseUrl}/en/blog/${article.slug.en}`);
  });

  test('answers 404 for an unknown slug in both languages', async () => {
    expect((await rawRequest(baseUrl, '/blog/gibt-es-nicht')).status).toBe(404);
    expect((await rawRequest(baseUrl, '/en/blog/does-not-exist')).status).toBe(404);
  });

  test('sends the other language’s slug to this language’s article', async () => {
    const [article] = articles;
    if (!article) throw new Error('no article');
    const response = await rawRequest(baseUrl, `/en/blog/${article.slug.de}`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`/en/blog/${article.slug.en}`);
  });
});

test.describe('feeds', () => {
  for (const locale of locales) {
    test(`${locale} feed is well-formed RSS listing every article and linked from the head`, async () => {
      await open();
      await page.goto(`${baseUrl}${locale === 'de' ? '/' : '/en'}`);
      await hydrated(page);
      const href = await page
        .locator('head link[rel="alternate"][type="application/rss+xml"]')
        .getAttribute('href');
      expect(href).toBe(`${siteUrl}/rss/${locale}.xml`);
      const response = await fetch(`${baseUrl}/rss/${locale}.xml`);
      expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
      const xml = await response.text();
      const parsed = await page.evaluate((source) => {
        const document = new DOMParser().parseFromString(source, 'application/xml');
        return {
          error: document.querySelector('parsererror')?.textContent ?? null,
          links: [...document.querySelectorAll('item > link')].map((link) => link.textContent),
          language: document.querySelector('channel > language')?.textContent,
        };
      }, xml);
      expect(parsed.error).toBeNull();
      expect(parsed.language).toBe(locale === 'de' ? 'de-DE' : 'en-GB');
      expect([...parsed.links].sort()).toEqual(
        articles
          .map((article) => `${siteUrl}${publicPathOf(articlePaths(article.slug)[locale], locale)}`)
          .sort(),
      );
    });
  }
});

test.describe('knowledge pages', () => {
  for (const [path, first, second] of [
    ['/case-studies', /220/, /28 %/],
    ['/en/case-studies', /220/, /28%/],
    ['/resources', /90-Tage/, /Tag(e)? 1–30/],
    ['/en/resources', /90-day/, /Days? 1–30/i],
  ] as const) {
    test(`${path} has its real content and links into the articles and to booking`, async () => {
      await open();
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page);
      const text = await page.locator('main').innerText();
      expect(text).toMatch(first);
      expect(text).toMatch(second);
      expect(await page.locator('main a[href*="/blog/"]').count()).toBeGreaterThanOrEqual(2);
      expect(await page.locator('main a[href$="/book-consultation"]').count()).toBeGreaterThan(0);
    });
  }
});
