import { describe, expect, it } from 'vitest';
import { documentTexts, versionDiff } from '@/lib/content-diff';

describe('two versions of a document side by side', () => {
  const before = {
    id: 4,
    _status: 'published',
    updatedAt: '2026-11-01T10:00:00.000Z',
    title: { de: 'Alt', en: 'Old' },
    date: '2026-11-01',
    layoutTexts: [
      { id: 'a', place: 'phases.1.outcome', text: { de: 'Ergebnis', en: 'Outcome' } },
      { id: 'b', place: 'phases.2.outcome', text: { de: 'Gleich', en: 'Same' } },
    ],
  };
  const after = {
    ...before,
    updatedAt: '2026-11-02T10:00:00.000Z',
    title: { de: 'Neu', en: 'Old' },
    layoutTexts: [
      { id: 'c', place: 'phases.1.outcome', text: { de: 'Ergebnis', en: 'Result' } },
      { id: 'd', place: 'phases.2.outcome', text: { de: 'Gleich', en: 'Same' } },
    ],
  };

  it('names each text by its field, a row by its place, and leaves out ids and times', () => {
    expect([...documentTexts(before).keys()]).toEqual([
      'title.de',
      'title.en',
      'date',
      'layoutTexts.phases.1.outcome.text.de',
      'layoutTexts.phases.1.outcome.text.en',
      'layoutTexts.phases.2.outcome.text.de',
      'layoutTexts.phases.2.outcome.text.en',
    ]);
  });

  it('shows only what changed, in each language, and everything of a first version', () => {
    expect(versionDiff(before, after)).toEqual([
      { field: 'title', language: 'de', before: 'Alt', after: 'Neu' },
      {
        field: 'layoutTexts.phases.1.outcome.text',
        language: 'en',
        before: 'Outcome',
        after: 'Result',
      },
    ]);
    expect(versionDiff(undefined, { title: { de: 'A', en: 'B' } })).toEqual([
      { field: 'title', language: 'de', before: '', after: 'A' },
      { field: 'title', language: 'en', before: '', after: 'B' },
    ]);
    expect(versionDiff(after, after)).toEqual([]);
    expect(versionDiff({ updated: null }, { updated: '' })).toEqual([]);
  });
});
