/**
 * The texts of a page's structured sections (cards, tabs, phases, lists), one row per text with
 * both languages: how the content engine stores them. The structure (how many cards, which page a
 * card links to, which icon it shows) stays in code; every text in it is the owner's.
 */

/** One text of a structure: where it stands (`phases.2.outcome`) and its two languages. */
export interface SectionText {
  readonly place: string;
  readonly de: string;
  readonly en: string;
}

/** Keys whose values name something in code, not a text: a page of the registry, an icon. */
const CODE_KEYS = new Set(['route', 'icon']);

type Tree = unknown;

const join = (prefix: string, key: string | number) => (prefix ? `${prefix}.${key}` : String(key));

function isBranch(value: Tree): value is Record<string, Tree> | readonly Tree[] {
  return typeof value === 'object' && value !== null;
}

/**
 * Every text of a structure in both languages, in reading order. The two languages must have the
 * same structure: a place one language has and the other lacks is an error, named.
 */
export function sectionTexts(de: Tree, en: Tree, prefix = ''): SectionText[] {
  if (typeof de === 'string' && typeof en === 'string') return [{ place: prefix, de, en }];
  // A number or a flag is code, and the same in both languages.
  if (!isBranch(de) && typeof de !== 'string' && de === en) return [];
  if (!isBranch(de) || !isBranch(en) || Array.isArray(de) !== Array.isArray(en))
    throw new Error(`German and English differ in structure at "${prefix}"`);
  const keys = Object.keys(de);
  const other = Object.keys(en);
  if (keys.length !== other.length || keys.some((key, index) => other[index] !== key))
    throw new Error(`German and English differ in structure at "${prefix}"`);
  return keys.flatMap((key) => {
    if (CODE_KEYS.has(key)) return [];
    return sectionTexts(
      (de as Record<string, Tree>)[key],
      (en as Record<string, Tree>)[key],
      join(prefix, key),
    );
  });
}

/**
 * A structure with its texts replaced: each by the stored text of its place, if there is one,
 * then passed through `fill` (the company facts). Everything else is kept as it is.
 */
export function withSectionTexts<T>(
  copy: T,
  stored: ReadonlyMap<string, string>,
  fill: (text: string) => string = (text) => text,
): T {
  const visit = (value: Tree, place: string): Tree => {
    if (typeof value === 'string') return fill(stored.get(place) ?? value);
    if (Array.isArray(value)) return value.map((item, index) => visit(item, join(place, index)));
    if (!isBranch(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        CODE_KEYS.has(key) ? item : visit(item, join(place, key)),
      ]),
    );
  };
  return visit(copy, '') as T;
}
