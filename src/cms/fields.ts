import type { Field, GroupField } from 'payload';

/** A label in the editor's two languages. */
export interface Label {
  readonly de: string;
  readonly en: string;
}

interface TextOptions {
  readonly required?: boolean;
  readonly multiline?: boolean;
}

/**
 * A text in both languages, German and English side by side: the owner sees both while editing,
 * and a document cannot hold one language's text without a place for the other's
 * (docs/decisions/0011-content-engine.md). Stored as `<name>_de` and `<name>_en`.
 */
export function bilingual(
  name: string,
  label: Label,
  { required = true, multiline = false }: TextOptions = {},
): GroupField {
  const language = (code: 'de' | 'en', caption: string): Field => {
    const common = { name: code, label: caption, required, admin: { width: '50%' } };
    return multiline ? { ...common, type: 'textarea' } : { ...common, type: 'text' };
  };
  return {
    name,
    type: 'group',
    label: { ...label },
    fields: [{ type: 'row', fields: [language('de', 'Deutsch'), language('en', 'English')] }],
  };
}
