import { describe, expect, it } from 'vitest';
import { newsItems } from '@/content/pages/home/sections';
import { heroVariantFor } from '@/lib/hero-variant';
import { dayNumber, tickerItemFor } from '@/lib/news-ticker';
import { pathFor } from '@/site/routes';

describe('heroVariantFor', () => {
  it.each([
    ['/en/automotive/services', 'dealership'],
    ['/autohaeuser/leistungen', 'dealership'],
    ['/autohaus-finanzierung', 'dealership'],
    ['/fleet/leistungen', 'fleet'],
    ['/en/fleet/services', 'fleet'],
    ['/gewerbliche-flotten', 'fleet'],
    ['/flottenversicherung-optimieren', 'fleet'],
    ['/banken/leistungen', 'bank'],
    ['/en/banking/services', 'bank'],
    ['/car-finance', 'bank'],
    ['/', 'general'],
    ['/about', 'general'],
    ['/branchen/kep-dienste', 'general'],
    // The first matching rule wins: automotive before fleet before bank.
    ['/automotive/fleet', 'dealership'],
    ['/fleet/banking', 'fleet'],
    ['/EN/FLEET/SERVICES', 'fleet'],
  ])('%s → %s', (path, variant) => {
    expect(heroVariantFor(path)).toBe(variant);
  });

  it('gives each audience service page its own variant in both languages', () => {
    for (const locale of ['de', 'en'] as const) {
      expect(heroVariantFor(pathFor('fleetServices', locale))).toBe('fleet');
      expect(heroVariantFor(pathFor('automotiveServices', locale))).toBe('dealership');
      expect(heroVariantFor(pathFor('bankingServices', locale))).toBe('bank');
      expect(heroVariantFor(pathFor('home', locale))).toBe('general');
    }
  });
});

describe('news ticker rule', () => {
  const items = Array.from({ length: 25 }, (_, index) => ({ id: index + 1 }));
  const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it('counts whole UTC days since the epoch', () => {
    expect(dayNumber(new Date('1970-01-01T00:00:00Z'))).toBe(0);
    expect(dayNumber(new Date('1970-01-01T23:59:59Z'))).toBe(0);
    expect(dayNumber(new Date('1970-01-02T00:00:00Z'))).toBe(1);
    expect(dayNumber(utc('2026-11-22'))).toBe(20779);
  });

  // Worked by hand: 2026-11-22 is day 20779; 20779 mod 10 = 9 (not below 7) → regular group
  // (ids 1–15), 20779 mod 15 = 4 → its 5th item, id 5. Day 20780 mod 10 = 0 → search group
  // (ids 16–25), 20780 mod 10 = 0 → id 16. Day 20787 mod 10 = 7 → regular, 20787 mod 15 = 12 → id 13.
  it.each([
    ['2026-11-22', 5],
    ['2026-11-23', 16],
    ['2026-11-24', 17],
    ['2026-11-29', 22],
    ['2026-11-30', 13],
    ['2026-12-01', 14],
    ['2026-12-02', 15],
    ['2026-12-03', 16],
    ['1970-01-01', 16],
    ['1970-01-08', 8],
  ] as const)('%s shows item %i', (day, id) => {
    expect(tickerItemFor(utc(day), items)?.id).toBe(id);
  });

  it('picks from the real items, always one of them', () => {
    expect(newsItems).toHaveLength(25);
    expect(newsItems.filter((item) => item.id >= 16)).toHaveLength(10);
    for (let day = 0; day < 40; day += 1) {
      const item = tickerItemFor(new Date(Date.UTC(2026, 0, 1 + day, 9)), newsItems);
      expect(item).toBeDefined();
      expect(item?.language).toBe('en');
    }
  });
});
