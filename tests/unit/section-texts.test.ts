import { describe, expect, it } from 'vitest';
import { pageSections, seedSectionTexts, type SectionsPage } from '@/content/sections';
import { sectionTexts, withSectionTexts } from '@/lib/section-texts';

const structure = {
  de: {
    title: 'Phasen',
    phases: [
      { phase: 'Sparring', route: 'services', icon: 'target' },
      { phase: 'Strategie', route: 'about', icon: 'users' },
    ],
    count: 2,
  },
  en: {
    title: 'Phases',
    phases: [
      { phase: 'Sparring', route: 'services', icon: 'target' },
      { phase: 'Strategy', route: 'about', icon: 'users' },
    ],
    count: 2,
  },
};

/** The texts of the pages' cards, tabs, phases and lists, as the owner edits them. */
describe('the texts of structured sections', () => {
  it('are every text in reading order, both languages per place, never a page or an icon', () => {
    expect(sectionTexts(structure.de, structure.en)).toEqual([
      { place: 'title', de: 'Phasen', en: 'Phases' },
      { place: 'phases.0.phase', de: 'Sparring', en: 'Sparring' },
      { place: 'phases.1.phase', de: 'Strategie', en: 'Strategy' },
    ]);
  });

  it('replace the texts at their places, keep the structure and fill in placeholders', () => {
    const stored = new Map([
      ['phases.1.phase', 'Strategie & {brand}'],
      ['phases.0.route', 'imprint'],
    ]);
    const copy = withSectionTexts(structure.de, stored, (text) =>
      text.replace('{brand}', 'Brandt'),
    );
    expect(copy).toEqual({
      ...structure.de,
      phases: [structure.de.phases[0], { ...structure.de.phases[1], phase: 'Strategie & Brandt' }],
    });
  });

  it('refuse two languages of different structure, naming the place', () => {
    const en = { ...structure.en, phases: structure.en.phases.slice(0, 1) };
    expect(() => sectionTexts(structure.de, en)).toThrow(/"phases"/);
    expect(() => sectionTexts({ a: 'x' }, { b: 'x' })).toThrow(/structure/);
  });

  it.each(Object.keys(pageSections) as SectionsPage[])(
    'of the %s page are the same in structure in German and English, and none is empty',
    (key) => {
      const texts = seedSectionTexts(key);
      expect(texts.length).toBeGreaterThan(5);
      for (const { place, de, en } of texts) {
        expect(de.trim(), `${key} ${place} (de)`).not.toBe('');
        expect(en.trim(), `${key} ${place} (en)`).not.toBe('');
      }
    },
  );
});
