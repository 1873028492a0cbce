import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { pageParts } from '@/content/page-parts';
import { contentKeys, rawSeedPageFile } from '@/content/pages';
import { placeLabel } from '@/content/section-labels';
import { pageSections, seedSectionTexts } from '@/content/sections';

/** What the owner reads in the editor: rows in her words, and only fields her page shows. */
describe('the editor of a page', () => {
  it('names every text of a structured section in words, in both languages, each once per page', () => {
    for (const key of Object.keys(pageSections)) {
      for (const locale of locales) {
        const labels = seedSectionTexts(key).map(({ place }) => {
          const label = placeLabel(place, locale);
          expect(label, `${key}: ${place} in ${locale}`).toBeDefined();
          // Never a code key: no dotted path, no camelCase word.
          expect(label, `${key}: ${place}`).not.toMatch(/\w\.\w|\b[a-z]+[A-Z]\w*/);
          return label;
        });
        const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
        expect(repeated, `${key} in ${locale}`).toEqual([]);
      }
    }
  });

  it('reads a place as its section, entry and part', () => {
    expect(placeLabel('mission.title', 'de')).toBe('Abschnitt Mission – Überschrift');
    expect(placeLabel('mission.title', 'en')).toBe('Mission section – heading');
    expect(placeLabel('values.2.text', 'de')).toBe('Abschnitt Werte, Eintrag 3 – Text');
    expect(placeLabel('unknown.title', 'de')).toBeUndefined();
    expect(placeLabel('mission.constructor', 'de')).toBeUndefined();
  });

  it('offers exactly the fields whose text the page shows', () => {
    for (const key of contentKeys) {
      const { meta, body } = rawSeedPageFile(key, 'de');
      const parts = pageParts(key);
      expect(parts.heading, `${key}: heading`).toBe(meta.heading !== undefined);
      expect(parts.updated, `${key}: date`).toBe(meta.updated !== undefined);
      expect(parts.body, `${key}: body`).toBe(body.sections.length > 0);
      expect(parts.layoutTexts, `${key}: layout texts`).toBe(seedSectionTexts(key).length > 0);
    }
    expect(pageParts('about').body).toBe(false);
    expect(pageParts('figures').body).toBe(false);
    expect(pageParts('fleetServices').body).toBe(true);
  });
});
