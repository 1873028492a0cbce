import { afterEach, describe, expect, it } from 'vitest';
import { publishedReferences } from '@site/core/published';
import { fillReferences, referenceFiller, unmarked } from '@/content/references';
import { rawSeedPageFile } from '@/content/pages';

afterEach(() => {
  publishedReferences.figures = new Map();
  publishedReferences.settings = undefined;
});

describe('the references of the copy', () => {
  it('put in a figure’s value and its parts in the page’s language, and the call’s length', () => {
    expect(
      fillReferences(
        'Von {figure:fiClosingRate.from} auf {figure:fiClosingRate}; {figure:experience} Jahre; {callMinutes} Minuten.',
        'de',
      ),
    ).toBe('Von rund 60 % auf 85 % und mehr; mehr als 35 Jahre; 60 Minuten.');
    expect(
      fillReferences('{figure:fleetExample.vehicles} vehicles, {figure:fleetExample}', 'en'),
    ).toBe('220 vehicles, 28%');
  });

  it('mark a figure’s main value with its kind where the text shows markers, and a fact not', () => {
    const marked = referenceFiller('de', { marked: true });
    expect(marked('{figure:fleetCost} und {figure:experience}')).toBe(
      '20–30 %\uE000fleetCost\uE001 und mehr als 35',
    );
    expect(unmarked(marked('{figure:fleetCost}'))).toBe('20–30 %');
  });

  it('keep a bare number with the unit the text writes after it, the marker after both', () => {
    publishedReferences.figures = new Map([['mvp', { de: { '': '3' }, en: { '': '3' } }]]);
    expect(referenceFiller('de', { marked: true })('{figure:mvp} Wochen nach Projektstart')).toBe(
      '3 Wochen\uE000mvp\uE001 nach Projektstart',
    );
    expect(referenceFiller('en')('{figure:mvp} weeks after')).toBe('3 weeks after');
  });

  it('read the values as published and the settings as the owner set them', () => {
    publishedReferences.figures = new Map([
      ['experience', { de: { '': 'mehr als 36' }, en: { '': 'more than 36' } }],
    ]);
    publishedReferences.settings = { callMinutes: 30, reminderHours: [48, 2] };
    expect(
      fillReferences(
        '{figure:experience} Jahre, {callMinutes} Minuten, {reminderCount}, {reminderTimes} vorher',
        'de',
      ),
    ).toBe('mehr als 36 Jahre, 30 Minuten, zwei Erinnerungen, 48 Stunden und zwei Stunden vorher');
    publishedReferences.settings = { callMinutes: 60, reminderHours: [null, 1] };
    expect(fillReferences('{reminderCount}, {reminderTimes} before', 'en')).toBe(
      'one reminder, one hour before',
    );
    // A part the published figure lacks reads the repository's.
    expect(fillReferences('{figure:fiClosingRate.from}', 'en')).toBe('around 60%');
  });

  it('leave a reference to nothing as typed, so the publish checks can name it', () => {
    expect(fillReferences('{figure:unknown} {unknown}', 'de')).toBe('{figure:unknown} {unknown}');
  });
});

describe('the privacy notice and the terms', () => {
  it('say what the code does through the references to its constants, typing none of them', () => {
    for (const locale of ['de', 'en'] as const) {
      const privacy = JSON.stringify(rawSeedPageFile('privacy', locale));
      for (const reference of [
        '{reminderCount}',
        '{reminderTimes}',
        '{formSubmissions}',
        '{formWindow}',
        '{confirmationsPerAddress}',
        '{confirmationWindow}',
        '{calendarFeedFields}',
        '{leadsPeriod}',
        '{failedSignInEntriesPeriod}',
        '{campaignLength}',
      ])
        expect(privacy, `privacy/${locale}.md`).toContain(reference);
      const terms = JSON.stringify(rawSeedPageFile('terms', locale));
      for (const reference of ['{movesPerBooking}', '{callMinutes}'])
        expect(terms, `terms/${locale}.md`).toContain(reference);
      expect(privacy + terms).not.toMatch(/\b(24|60) (Stunden|hours|Minuten|minutes)\b/);
      expect(privacy).not.toMatch(
        /zwei Erinnerungen|two reminders|zehn Minuten|ten minutes|dreimal|three times/,
      );
      expect(terms).not.toMatch(/jederzeit kostenfrei verschieben|move it at any time/i);
    }
  });
});
