/**
 * The addresses of content that moved or went: an article renamed (its old address answers 301
 * with the new one) or deleted (301 to the chosen replacement, or 410 without one). The engine
 * stores them as it publishes (`src/cms/redirects.ts`); this is the form the URL rules read.
 */

/** A stored redirect: a public path, and where it goes now (`null`: gone for good, 410). */
export interface RedirectRow {
  readonly from: string;
  readonly to: string | null;
}

/** Where a former address goes: a public path of this site, or `null` for gone. */
export type Moved = string | null;

/** A public path of this site: one leading slash, no scheme, host or backslash. */
const isSitePath = (path: string) => /^\/(?![/\\])[^\\\s]*$/.test(path);

/**
 * The redirects as the URL rules apply them: each one hop straight to its final address (a chain
 * `A → B → C` answers `A → C`), never off the site, and a loop or an entry pointing nowhere is
 * left out. (Registry pages and published articles are answered before these: a redirect never
 * shadows a page.)
 */
export function compileRedirects(rows: readonly RedirectRow[]): Map<string, Moved> {
  const stored = new Map<string, Moved>();
  for (const { from, to } of rows)
    if (isSitePath(from) && (to === null || isSitePath(to)) && from !== to) stored.set(from, to);
  const compiled = new Map<string, Moved>();
  for (const from of stored.keys()) {
    const seen = new Set([from]);
    let target = stored.get(from) ?? null;
    while (target !== null && stored.has(target) && !seen.has(target)) {
      seen.add(target);
      target = stored.get(target) ?? null;
    }
    if (target === null || !seen.has(target)) compiled.set(from, target);
  }
  return compiled;
}
