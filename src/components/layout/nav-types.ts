import type { Locale } from '@/i18n/locales';
import {
  internalPath,
  pathFor,
  publicPathOf,
  routes,
  type AddedPage,
  type RouteKey,
} from '@/site/routes';

/** Navigation entries resolved on the server: labels in the page's language, the page they open. */
export interface ResolvedLink {
  readonly label: string;
  /**
   * What next-intl's `Link` writes in the page's language: a registry page's path inside the app,
   * or the path in that language of a page the owner added.
   */
  readonly pathname: string;
  /** The public path it opens, which marks the current page. */
  readonly path: string;
  readonly hash?: string;
}

export type ResolvedNavEntry =
  | ({ readonly kind: 'link' } & ResolvedLink)
  | { readonly kind: 'menu'; readonly label: string; readonly items: readonly ResolvedLink[] };

/** A link to a page of the registry, named by its label unless another is given. */
export function registryLink(
  route: RouteKey,
  locale: Locale,
  label?: string,
  hash?: string,
): ResolvedLink {
  return {
    label: label ?? routes[route].label[locale],
    pathname: internalPath(route),
    path: pathFor(route, locale),
    hash,
  };
}

/** Links to the pages the owner added (those she put `where`, if given) shown in this language. */
export function addedLinks(
  pages: readonly AddedPage[],
  locale: Locale,
  where?: AddedPage['navigation'],
): ResolvedLink[] {
  return pages.flatMap((page) => {
    const path = page.paths[locale];
    if ((where && page.navigation !== where) || path === undefined) return [];
    return [{ label: page.label[locale], pathname: path, path: publicPathOf(path, locale) }];
  });
}

/** The link's target for next-intl's `Link`, which writes it in the page's language. */
export function hrefOf(link: ResolvedLink): { pathname: string; hash?: string } {
  return { pathname: link.pathname, hash: link.hash };
}

/** A key for lists of links. */
export const keyOf = (link: ResolvedLink) => `${link.pathname}#${link.hash ?? ''}`;
