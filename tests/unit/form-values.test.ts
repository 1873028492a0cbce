import { describe, expect, it } from 'vitest';
import { documentOfFormValues } from '@/cms/form-values';
import { Pages } from '@/cms/collections/pages';

describe("the editor's form values as a page document", () => {
  it('turns the form’s count of an empty list into an empty list, at any depth', () => {
    const values = {
      key: 'riskAdvisory',
      title: { de: 'Titel', en: 'Title' },
      layoutTexts: 0,
      layout: [
        { blockType: 'text', heading: { de: 'A', en: 'A' }, paragraphs: 0, points: 0 },
        { blockType: 'cards', style: 'cards', items: [{ title: { de: 'K', en: 'C' } }] },
        { blockType: 'gone', text: 'a block the collection no longer has' },
      ],
    };
    expect(documentOfFormValues(Pages.fields, values)).toEqual({
      key: 'riskAdvisory',
      title: { de: 'Titel', en: 'Title' },
      layoutTexts: [],
      layout: [
        {
          blockType: 'text',
          heading: { de: 'A', en: 'A' },
          paragraphs: [],
          points: [],
        },
        {
          blockType: 'cards',
          heading: {},
          style: 'cards',
          items: [{ title: { de: 'K', en: 'C' }, text: {} }],
        },
      ],
      address: {},
      description: {},
      label: {},
      heading: {},
      lead: {},
      updated: {},
    });
  });
});
