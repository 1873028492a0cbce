import { describe, expect, it } from 'vitest';
import { pageDocumentData, pageDocumentFile } from '@/cms/page-document';
import { contentKeys, rawSeedPageFile } from '@/content/pages';
import { parsePageFile } from '@/content/page-markdown';

describe("a page's content files and its document in the content engine", () => {
  it.each(contentKeys)('%s: the document reads as each of its two files again', (key) => {
    const de = rawSeedPageFile(key, 'de');
    const en = rawSeedPageFile(key, 'en');
    const document = pageDocumentData(de, en);
    expect(pageDocumentFile(document, 'de')).toEqual(de);
    expect(pageDocumentFile(document, 'en')).toEqual(en);
  });

  it('refuses two files whose structure differs, naming where', () => {
    const de = parsePageFile(
      '---\ntitle: T\ndescription: D\nlead: L\n---\n\n## A\n\nEins.\n\nZwei.\n',
    );
    const en = parsePageFile('---\ntitle: T\ndescription: D\nlead: L\n---\n\n## A\n\nOne.\n');
    expect(() => pageDocumentData(de, en)).toThrow(
      'section 1, paragraphs: 2 in German, 1 in English',
    );
    const noLead = parsePageFile('---\ntitle: T\ndescription: D\n---\n\n## A\n\nOne.\n');
    expect(() => pageDocumentData(noLead, noLead)).toThrow('lead is missing in one language');
  });
});
