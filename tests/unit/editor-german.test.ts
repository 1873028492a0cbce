import { de } from '@payloadcms/translations/languages/de';
import { describe, expect, it } from 'vitest';
import { formalGerman } from '@/cms/editor-german';

const informal =
  /(^|[\s(>„"])(du|Du|dein\w*|Dein\w*|dich|Dich|dir|Dir|bist|hast|kannst|möchtest|willst|musst|wirst|erhältst|warst|wurdest|gib|Gib|klicke|Klicke|wähle|Wähle|überprüfe|versuche|speichere|Speichere|verwerfe|gehe|ändere|ignoriere|kopiere|verifiziere)(?=[\s.,?!:)<]|$)/;

/** A text's placeholders and tags, which a rewording keeps. */
const marks = (text: string) =>
  (text.match(/\{\{\w+\}\}|<\/?\d+>|<a [^>]*>|<\/a>|<br>/g) ?? []).sort();

describe('the editor’s German', () => {
  const engine = de.translations as unknown as Record<string, Record<string, string>>;
  const ours = formalGerman as unknown as Record<string, Record<string, string>>;

  it('addresses the owner as “Sie” in every string of the engine', () => {
    const merged = Object.entries(engine).flatMap(([group, texts]) =>
      Object.entries({ ...texts, ...ours[group] }).map(([key, text]) => [`${group}.${key}`, text]),
    );
    expect(merged.filter(([, text]) => informal.test(text ?? ''))).toEqual([]);
  });

  it('rewords only strings the engine has, keeping their placeholders and tags', () => {
    for (const [group, texts] of Object.entries(ours))
      for (const [key, text] of Object.entries(texts)) {
        const original = engine[group]?.[key];
        expect(original, `${group}.${key}`).toBeTypeOf('string');
        expect(marks(text), `${group}.${key}`).toEqual(marks(original ?? ''));
      }
  });
});
