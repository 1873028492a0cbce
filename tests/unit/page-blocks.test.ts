import { describe, expect, it } from 'vitest';
import { pageDocumentData } from '@/cms/page-document';
import {
  blocksOfBody,
  referencedIds,
  shownBlocks,
  type BlockReferences,
  type LayoutData,
} from '@/content/blocks';
import { unmarked } from '@/content/references';
import { rawSeedPageFile, seedPageFile } from '@/content/pages';
import type { Picture } from '@/lib/media';
import { company } from '@/site/company';

const picture: Picture = { src: '/media/a.jpg', width: 960, height: 540, alt: 'A', sources: [] };

const references: BlockReferences = {
  pictures: new Map([[7, picture]]),
  figures: new Map([[3, { id: 'fleetCost', value: '20–30 %', claim: 'Flottenkosten' }]]),
  pages: new Map([[12, '/strategy']]),
  booking: '/book-consultation',
  contact: '/contact',
};

const both = (de: string, en: string) => ({ de, en });

describe('the blocks of a page as a visitor is shown them', () => {
  it('shows a long-form page imported from its files with the same sections and questions', () => {
    const key = 'riskAdvisory';
    const document = pageDocumentData(rawSeedPageFile(key, 'de'), rawSeedPageFile(key, 'en'));
    for (const locale of ['de', 'en'] as const) {
      const shown = shownBlocks(document.layout ?? [], locale, references);
      expect(shown).toEqual(blocksOfBody(seedPageFile(key, locale).body));
      expect(shown.at(-1)?.kind).toBe('faq');
    }
  });

  it('shows each kind of block in the language asked, its references looked up', () => {
    const layout: LayoutData = [
      {
        blockType: 'hero',
        heading: both('Webinar für {brand}', 'Webinar by {brand}'),
        lead: both('Am 3. März', 'On 3 March'),
        image: 7,
        target: 'page',
        page: 12,
        button: both('Zur Strategie', 'To the strategy'),
      },
      { blockType: 'figures', heading: both('Zahlen', 'Figures'), figures: [3, 99] },
      {
        blockType: 'quote',
        quote: both('Klar und ehrlich.', 'Clear and honest.'),
        person: 'A. B.',
        role: both('Leiterin Fuhrpark', 'Head of fleet'),
      },
      {
        blockType: 'cards',
        style: 'steps',
        items: [{ title: both('Erst', 'First'), text: both('Gespräch', 'Call') }],
      },
      {
        blockType: 'callToAction',
        heading: both('Los', 'Go'),
        text: both('Sprechen wir.', 'Let us talk.'),
        target: 'contact',
        button: both('Schreiben', 'Write'),
      },
      { blockType: 'image', image: 404 },
    ];
    const [hero, figures, quote, cards, call, ...rest] = shownBlocks(layout, 'en', references);
    expect(hero).toEqual({
      kind: 'hero',
      heading: `Webinar by ${company.brand}`,
      lead: 'On 3 March',
      image: picture,
      button: { label: 'To the strategy', href: '/strategy' },
    });
    // A figure no longer there is left out; so is an image that is gone.
    expect(figures).toMatchObject({ kind: 'figures', figures: [{ id: 'fleetCost' }] });
    expect(quote).toEqual({
      kind: 'quote',
      quote: 'Clear and honest.',
      person: 'A. B.',
      role: 'Head of fleet',
    });
    expect(cards).toMatchObject({ style: 'steps', items: [{ title: 'First', text: 'Call' }] });
    expect(call).toMatchObject({ button: { label: 'Write', href: '/contact' } });
    expect(rest).toEqual([]);
    expect(referencedIds(layout)).toEqual({ pictures: [7, 404], figures: [3, 99], pages: [12] });
  });

  it('marks a figure in running text and not in a heading', () => {
    const layout: LayoutData = [
      {
        blockType: 'text',
        heading: both('Bis {figure:fleetCost}', 'Up to {figure:fleetCost}'),
        paragraphs: [{ text: both('Senkt {figure:fleetCost}.', 'Cuts {figure:fleetCost}.') }],
      },
    ];
    const [text] = shownBlocks(layout, 'de', references);
    if (text?.kind !== 'text') throw new Error('a text block');
    expect(text.heading).toContain('20–30');
    expect(text.heading).toBe(unmarked(text.heading ?? ''));
    expect(text.paragraphs[0]).not.toBe(unmarked(text.paragraphs[0] ?? ''));
    expect(text.id).toBe('section-0');
  });
});
