import type { Field, GroupField } from 'payload';

/** A label in the editor's two languages. */
export interface Label {
  readonly de: string;
  readonly en: string;
}

interface TextOptions {
  readonly required?: boolean;
  readonly multiline?: boolean;
  /** No two documents hold the same text in one language. */
  readonly unique?: boolean;
  /** A check of one language's text: an error message in the editor's language, or `true`. */
  readonly validate?: (value: string, editorLanguage: 'de' | 'en') => string | true;
}

function validateRequired(editorLanguage: string): string {
  return editorLanguage === 'en' ? 'This field is required.' : 'Dieses Feld ist erforderlich.';
}

/**
 * A text in both languages, German and English side by side: the owner sees both while editing,
 * and a document cannot hold one language's text without a place for the other's
 * (docs/decisions/0011-content-engine.md). Stored as `<name>_de` and `<name>_en`.
 */
export function bilingual(
  name: string,
  label: Label,
  { required = true, multiline = false, unique = false, validate }: TextOptions = {},
): GroupField {
  const language = (code: 'de' | 'en', caption: string): Field => {
    const common = {
      name: code,
      label: caption,
      required,
      unique,
      admin: { width: '50%' },
      ...(validate && {
        validate: (value: unknown, { req }: { req: { i18n: { language: string } } }) =>
          !value
            ? required
              ? validateRequired(req.i18n.language)
              : true
            : validate(String(value), req.i18n.language === 'en' ? 'en' : 'de'),
      }),
    };
    return multiline ? { ...common, type: 'textarea' } : { ...common, type: 'text' };
  };
  return {
    name,
    type: 'group',
    label: { ...label },
    fields: [{ type: 'row', fields: [language('de', 'Deutsch'), language('en', 'English')] }],
  };
}

/** The calendar of a scheduled publication: times as German readers write them, in quarter hours. */
export const SCHEDULE_PICKER = { timeFormat: 'HH:mm', timeIntervals: 15 } as const;
