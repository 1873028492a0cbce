/** Navigation entries resolved on the server: labels in the page's language, public hrefs. */
export interface ResolvedLink {
  readonly label: string;
  readonly href: string;
}

export type ResolvedNavEntry =
  | ({ readonly kind: 'link' } & ResolvedLink)
  | { readonly kind: 'menu'; readonly label: string; readonly items: readonly ResolvedLink[] };

/** Whether a link points at the page being shown (ignoring its hash). */
export function isCurrent(href: string, pathname: string | null): boolean {
  return href.split('#')[0] === pathname;
}
