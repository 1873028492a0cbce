import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentKeys, PAGE_DIR, pageFolder } from '@/content/pages';
import { PageFileError, pageShape, parsePageFile } from '@/content/page-markdown';

const read = (folder: string, locale: string) =>
  readFileSync(path.join(PAGE_DIR, folder, `${locale}.md`), 'utf8');

describe('the page content files', () => {
  it('are one folder per page with de.md and en.md side by side (and the sections of a page with a layout of its own)', () => {
    const folders = contentKeys.map(pageFolder).sort();
    expect(readdirSync(PAGE_DIR).sort()).toEqual(folders);
    for (const folder of folders) {
      const files = readdirSync(path.join(PAGE_DIR, folder)).filter(
        (file) => file !== 'sections.ts',
      );
      expect(files.sort(), folder).toEqual(['de.md', 'en.md']);
    }
  });

  it.each(contentKeys.map(pageFolder))(
    '%s: German and English have the same structure (front matter, sections, lists, FAQ, links)',
    (folder) => {
      const shape = (locale: string) => {
        const source = read(folder, locale);
        return pageShape(parsePageFile(source), source);
      };
      expect(shape('en')).toEqual(shape('de'));
    },
  );

  it('tells a structural difference apart', () => {
    const de =
      '---\ntitle: A\n---\n\n## Eins\n\nText.\n\n- a\n- b\n\n## FAQ\n\n### Frage?\n\nAntwort.\n';
    const en =
      '---\ntitle: A\n---\n\n## One\n\nText.\n\n- a\n\n## FAQ\n\n### Question?\n\nAnswer.\n';
    expect(pageShape(parsePageFile(en), en)).not.toEqual(pageShape(parsePageFile(de), de));
    const linked = en.replace('Text.', 'Text with [a link](/en/contact).');
    expect(pageShape(parsePageFile(linked), linked)).not.toEqual(pageShape(parsePageFile(en), en));
  });

  it('reads sections, paragraphs, points and questions', () => {
    const file = parsePageFile(
      '---\ntitle: "Titel: mit Doppelpunkt"\nlead: Einleitung\n---\n\n## Erster Abschnitt\n\nZeile eins\nund zwei.\n\nZweiter Absatz.\n\n- Punkt A\n- Punkt B\n\n## FAQ\n\n### Warum?\n\nDarum.\n',
    );
    expect(file.meta).toEqual({ title: 'Titel: mit Doppelpunkt', lead: 'Einleitung' });
    expect(file.body).toEqual({
      sections: [
        {
          title: 'Erster Abschnitt',
          paragraphs: ['Zeile eins und zwei.', 'Zweiter Absatz.'],
          points: ['Punkt A', 'Punkt B'],
        },
      ],
      faq: [{ question: 'Warum?', answer: 'Darum.' }],
    });
  });

  it.each([
    ['text before any section', 'Lose.\n\n## A\n\nText.\n', /before the first section/],
    ['a section after the FAQ', '## FAQ\n\n### F?\n\nA.\n\n## Later\n\nText.\n', /after the FAQ/],
    ['a question outside the FAQ', '## A\n\n### F?\n\nA.\n', /outside the FAQ/],
    ['text after a list', '## A\n\n- a\n\nMore.\n', /after the list/],
    ['a heading glued to its text', '## A\nText.\n', /blank line after the heading/],
  ])('names the mistake when a file has %s', (_, source, message) => {
    expect(() => parsePageFile(source)).toThrow(PageFileError);
    expect(() => parsePageFile(source)).toThrow(message);
  });
});
