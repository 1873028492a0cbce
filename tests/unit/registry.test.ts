import { describe, expect, it } from 'vitest';
import de from '@messages/de.json';
import en from '@messages/en.json';
import { seedBody, seedCopy } from '@/content/pages';
import { locales, type Locale } from '@/i18n/locales';
import { documentTitle, MAX_TITLE_LENGTH } from '@/lib/seo';
import { alternatePath, canonicalKey, pathFor, routeAt, routeKeys, routes } from '@/site/routes';

/** SPEC §2's route table, one public path per page in each language. */
const specPaths = [
  '/',
  '/original',
  '/redesigned',
  '/about',
  '/services',
  '/expertise',
  '/contact',
  '/book-consultation',
  '/blog',
  '/case-studies',
  '/insights',
  '/resources',
  '/sitemap',
  '/roi-calculator',
  '/solutions',
  '/cv',
  '/keynote-speaker',
  '/risk-advisory',
  '/ecosystem/capabilities',
  '/ecosystem/partners',
  '/embedded-insurance-consultant',
  '/embedded-insurance-challenges',
  '/embedded-insurance-strategy',
  '/embedded-insurance-implementation-guide',
  '/terms-of-service',
  '/disclaimer',
  '/gewerbliche-flotten',
  '/flottenversicherung-optimieren',
  '/flottenversicherung-vergleich',
  '/telematik-versicherung',
  '/fuhrpark-risikomanagement',
  '/seo-monitoring',
  '/branchen/leasinggesellschaften',
  '/branchen/mitarbeiterflotten',
  '/branchen/transport-spedition',
  '/branchen/kep-dienste',
  '/branchen/bau-schwerlastflotten',
  '/branchen/kommunale-betriebe-versorger',
];

/** The localized pairs: German path = English path. */
const pairs: Array<[string, string]> = [
  ['/fleet/leistungen', '/en/fleet/services'],
  ['/autohaeuser/leistungen', '/en/automotive/services'],
  ['/banken/leistungen', '/en/banking/services'],
  ['/branchen-module', '/en/industry-modules'],
  ['/oekosystem/partner-oekosystem', '/en/ecosystem/partner-ecosystem'],
  ['/oekosystem/co-creation', '/en/ecosystem/co-creation'],
  ['/co-creation-beitreten', '/en/join-co-creation'],
  ['/datenschutz', '/en/privacy-policy'],
  ['/impressum', '/en/legal-notice'],
];

function allPublicPaths(locale: Locale): string[] {
  return routeKeys.map((key) => pathFor(key, locale));
}

describe('route registry', () => {
  it('holds every page of the SPEC route table in both languages', () => {
    for (const path of specPaths) {
      expect(allPublicPaths('de'), path).toContain(path);
      expect(allPublicPaths('en'), path).toContain(path === '/' ? '/en' : `/en${path}`);
    }
  });

  it('holds the localized pairs and maps each to the other', () => {
    for (const [dePath, enPath] of pairs) {
      expect(allPublicPaths('de')).toContain(dePath);
      expect(allPublicPaths('en')).toContain(enPath);
      expect(alternatePath(dePath, 'en', [])).toBe(enPath);
      expect(alternatePath(enPath, 'de', [])).toBe(dePath);
    }
  });

  it('has unique public paths', () => {
    const all = locales.flatMap(allPublicPaths);
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds each page by its own path', () => {
    for (const key of routeKeys) {
      for (const locale of locales) expect(routeAt(locale, routes[key].paths[locale])).toBe(key);
    }
  });

  it('keeps paths lowercase, without trailing slash or language prefix', () => {
    for (const key of routeKeys) {
      for (const locale of locales) {
        const path = routes[key].paths[locale];
        expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
        expect(path.startsWith('/de/') || path.startsWith('/en/')).toBe(false);
      }
    }
  });

  it('keeps sitemap priorities between 0.7 and 1.0 and noindex pages out', () => {
    for (const key of routeKeys) {
      const { sitemap, indexable } = routes[key];
      if (!indexable) expect(sitemap, key).toBeNull();
      if (sitemap) {
        expect(sitemap.priority).toBeGreaterThanOrEqual(0.7);
        expect(sitemap.priority).toBeLessThanOrEqual(1);
      }
    }
    expect(routes.seoMonitoring.indexable).toBe(false);
  });

  it('renders the home aliases as home', () => {
    expect(canonicalKey('homeOriginal')).toBe('home');
    expect(canonicalKey('homeRedesigned')).toBe('home');
    expect(seedCopy('homeOriginal', 'de')).toEqual(seedCopy('home', 'de'));
  });
});

describe('page copy', () => {
  const keys = routeKeys.filter((key) => canonicalKey(key) === key);

  it('exists for every page in both languages, with distinct texts per language', () => {
    for (const key of keys) {
      const german = seedCopy(key, 'de');
      const english = seedCopy(key, 'en');
      for (const copy of [german, english]) {
        expect(copy.heading.length, key).toBeGreaterThan(5);
        expect(copy.lead.split(/\s+/).length, key).toBeGreaterThanOrEqual(20);
        expect(copy.description.length, key).toBeGreaterThanOrEqual(70);
        expect(copy.description.length, key).toBeLessThanOrEqual(160);
      }
      expect(german.heading, key).not.toBe(english.heading);
      expect(german.lead, key).not.toBe(english.lead);
    }
  });

  it('gives every page a unique document title of at most 60 characters', () => {
    const titles = keys.flatMap((key) =>
      locales.map((locale) => documentTitle(seedCopy(key, locale).title)),
    );
    for (const title of titles) expect(title.length, title).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('contains no filler', () => {
    const text = JSON.stringify(
      keys.flatMap((key) =>
        locales.map((locale) => [seedCopy(key, locale), seedBody(key, locale)]),
      ),
    );
    expect(text).not.toMatch(/lorem ipsum|TODO|coming soon|placeholder/i);
  });
});

describe('messages', () => {
  function keysOf(value: unknown, prefix = ''): string[] {
    if (typeof value !== 'object' || value === null) return [prefix];
    return Object.entries(value).flatMap(([key, child]) =>
      keysOf(child, prefix ? `${prefix}.${key}` : key),
    );
  }

  it('has the same keys in German and English', () => {
    expect(keysOf(de).sort()).toEqual(keysOf(en).sort());
  });

  it('has no empty or untranslated strings', () => {
    const german = new Map(Object.entries(flatten(de)));
    for (const [key, value] of Object.entries(flatten(en))) {
      expect(value.trim(), key).not.toBe('');
      expect(german.get(key)?.trim(), key).not.toBe('');
    }
  });

  function flatten(value: unknown, prefix = ''): Record<string, string> {
    if (typeof value === 'string') return { [prefix]: value };
    return Object.assign(
      {},
      ...Object.entries(value as object).map(([key, child]) =>
        flatten(child, prefix ? `${prefix}.${key}` : key),
      ),
    );
  }
});
