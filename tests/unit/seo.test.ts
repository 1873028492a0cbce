import { describe, expect, it } from 'vitest';
import { seedArticles } from '@/content/blog/articles';
import { seedCopy } from '@/content/pages';
import type { Locale } from '@/i18n/locales';
import { breadcrumbsFor, showsBreadcrumbBar } from '@/lib/breadcrumbs';
import { metadataFor } from '@/lib/seo';
import { sitemapEntries } from '@/lib/sitemap';
import { breadcrumbJsonLd, serializeJsonLd } from '@/lib/structured-data';
import { siteUrl } from '@/site/config';
import { articlePaths, type RouteKey } from '@/site/routes';

/** The repository's articles, as the content engine imports them on a fresh start. */
const articles = seedArticles();

const metadata = (key: RouteKey, locale: Locale) => metadataFor(key, locale, seedCopy(key, locale));

describe('metadataFor', () => {
  it('gives the absolute canonical, hreflang pairs with x-default German and an OG image', () => {
    const meta = metadata('fleetServices', 'en');
    expect(meta.alternates?.canonical).toBe(`${siteUrl}/en/fleet/services`);
    expect(meta.alternates?.languages).toEqual({
      de: `${siteUrl}/fleet/leistungen`,
      en: `${siteUrl}/en/fleet/services`,
      'x-default': `${siteUrl}/fleet/leistungen`,
    });
    expect(meta.openGraph).toMatchObject({
      url: `${siteUrl}/en/fleet/services`,
      locale: 'en_GB',
      images: [{ url: `${siteUrl}/og/en/fleetServices`, width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('points the home aliases at home', () => {
    expect(metadata('homeOriginal', 'de').alternates?.canonical).toBe(siteUrl);
    expect(metadata('homeRedesigned', 'en').alternates?.canonical).toBe(`${siteUrl}/en`);
  });

  it('marks internal pages noindex', () => {
    expect(metadata('seoMonitoring', 'de').robots).toMatchObject({ index: false });
    expect(metadata('about', 'de').robots).toMatchObject({ index: true });
  });
});

describe('sitemap', () => {
  const entries = sitemapEntries(articles.map((article) => articlePaths(article.slug)));

  it('lists both languages of every indexable page with alternates', () => {
    const urls = entries.map((entry) => entry.url);
    expect(urls).toContain(siteUrl);
    expect(urls).toContain(`${siteUrl}/en`);
    expect(urls).toContain(`${siteUrl}/banken/leistungen`);
    expect(urls).toContain(`${siteUrl}/en/banking/services`);
    const english = entries.find((entry) => entry.url === `${siteUrl}/en/banking/services`);
    expect(english?.alternates.languages).toEqual({
      de: `${siteUrl}/banken/leistungen`,
      en: `${siteUrl}/en/banking/services`,
      'x-default': `${siteUrl}/banken/leistungen`,
    });
  });

  it('leaves out noindex pages and aliases', () => {
    const urls = entries.map((entry) => entry.url);
    expect(urls.some((url) => url.includes('seo-monitoring'))).toBe(false);
    expect(urls.some((url) => url.endsWith('/original') || url.endsWith('/redesigned'))).toBe(
      false,
    );
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('breadcrumbs', () => {
  it('has a crumb per segment, linking the segments that are pages', () => {
    expect(breadcrumbsFor('ecosystemPartnerEcosystem', 'de')).toEqual([
      { label: 'Startseite', path: '/' },
      { label: 'Ökosystem' },
      { label: 'Partner-Ökosystem', path: '/oekosystem/partner-oekosystem' },
    ]);
    expect(breadcrumbsFor('ecosystemPartners', 'en')).toEqual([
      { label: 'Home', path: '/en' },
      { label: 'Ecosystem' },
      { label: 'Partners', path: '/en/ecosystem/partners' },
    ]);
  });

  it('shows the bar on nested pages such as /ecosystem/...', () => {
    expect(showsBreadcrumbBar('ecosystemCapabilities', 'de')).toBe(true);
    expect(showsBreadcrumbBar('about', 'de')).toBe(false);
  });

  it('lists only pages in the BreadcrumbList, with absolute URLs', () => {
    const data = breadcrumbJsonLd(breadcrumbsFor('ecosystemCapabilities', 'en'));
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/en` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Capabilities',
        item: `${siteUrl}/en/ecosystem/capabilities`,
      },
    ]);
  });

  it('serialises JSON-LD so no text can close the script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
  });
});
