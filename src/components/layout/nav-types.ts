import { internalPath, type RouteKey } from '@/site/routes';

/** Navigation entries resolved on the server: labels in the page's language, the page they open. */
export interface ResolvedLink {
  readonly label: string;
  readonly route: RouteKey;
  readonly hash?: string;
}

export type ResolvedNavEntry =
  | ({ readonly kind: 'link' } & ResolvedLink)
  | { readonly kind: 'menu'; readonly label: string; readonly items: readonly ResolvedLink[] };

/** The link's target for next-intl's `Link`, which writes it in the page's language. */
export function hrefOf(link: ResolvedLink): { pathname: string; hash?: string } {
  return { pathname: internalPath(link.route), hash: link.hash };
}

/** A key for lists of links. */
export const keyOf = (link: ResolvedLink) => `${link.route}#${link.hash ?? ''}`;
