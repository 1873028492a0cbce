/**
 * Two versions of a content document side by side: every text of the document, by field and
 * language, before and after. Pure, for the back office's list of changes.
 */
import type { Locale } from '@/i18n/locales';

/** The kinds of content the engine keeps versions of. */
export const contentKinds = ['articles', 'posts', 'pages', 'figures', 'heroes', 'company'] as const;
export type ContentKind = (typeof contentKinds)[number];
export const isContentKind = (value: string): value is ContentKind =>
  (contentKinds as readonly string[]).includes(value);

/** One publication in the back office's list of changes. */
export interface Publication {
  readonly kind: ContentKind;
  readonly versionId: string;
  readonly title: string;
  readonly at: Date;
  /** Who published it, as the audit log names them; absent for the repository's import. */
  readonly by?: string;
}

export interface DiffRow {
  /** Where the text is (`title`, `sections.2.body`, `phases.1.outcome`). */
  readonly field: string;
  /** The language of a bilingual text; `undefined` for one that has none (a date, a key). */
  readonly language: Locale | undefined;
  readonly before: string;
  readonly after: string;
}

/** What the engine keeps beside the content: ids, times, states and derived copies. */
const notContent = new Set(['id', '_status', 'createdAt', 'updatedAt', 'facts', 'name']);

/** A list's row is named by its `place` when it has one (the section texts), else by its number. */
function rowsOf(list: readonly unknown[]): [string, unknown][] {
  return list.map((item, index) => {
    if (item && typeof item === 'object' && 'place' in item && typeof item.place === 'string') {
      const { place, ...rest } = item;
      return [place, rest];
    }
    return [String(index + 1), item];
  });
}

/** Every text of a document, by its path. */
export function documentTexts(document: unknown): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (node: unknown, at: string) => {
    if (node === null || node === undefined) return;
    if (typeof node !== 'object') {
      texts.set(at, String(node));
      return;
    }
    const entries = Array.isArray(node)
      ? rowsOf(node)
      : Object.entries(node).filter(([key]) => !notContent.has(key));
    for (const [key, child] of entries) visit(child, at ? `${at}.${key}` : key);
  };
  visit(document, '');
  return texts;
}

const languageOf = (path: string): Locale | undefined =>
  path.endsWith('.de') ? 'de' : path.endsWith('.en') ? 'en' : undefined;

/**
 * The texts that differ between two versions (all of them for a first version), in the document's
 * order, German before English.
 */
export function versionDiff(before: unknown, after: unknown): DiffRow[] {
  const old = documentTexts(before);
  const now = documentTexts(after);
  const paths = [...new Set([...now.keys(), ...old.keys()])];
  return (
    paths
      // An empty text and a missing one are the same to a reader.
      .filter((path) => (old.get(path) ?? '') !== (now.get(path) ?? ''))
      .map((path) => {
        const language = languageOf(path);
        return {
          field: language ? path.slice(0, -3) : path,
          language,
          before: old.get(path) ?? '',
          after: now.get(path) ?? '',
        };
      })
  );
}
