import type { Locale } from '@/i18n/locales';
import { folderLabels, pathFor, routeAt, routes, segmentsOf, type RouteKey } from '@/site/routes';

export interface Crumb {
  readonly label: string;
  /** Public path; missing for a folder that is not a page of its own. */
  readonly path?: string;
}

/**
 * Home, then one crumb per path segment: a link where the segment is a page,
 * plain text (if it has a label) where it is only a folder.
 */
export function breadcrumbsFor(key: RouteKey, locale: Locale): Crumb[] {
  const crumbs: Crumb[] = [{ label: routes.home.label[locale], path: pathFor('home', locale) }];
  const segments = segmentsOf(routes[key].paths[locale]);
  segments.forEach((segment, index) => {
    const prefix = `/${segments.slice(0, index + 1).join('/')}`;
    const page = routeAt(locale, prefix);
    if (page) {
      crumbs.push({ label: routes[page].label[locale], path: pathFor(page, locale) });
    } else {
      const label = folderLabels[segment]?.[locale];
      if (label) crumbs.push({ label });
    }
  });
  return crumbs;
}

/** The visible breadcrumb bar is shown on pages inside a folder, such as `/ecosystem/...`. */
export function showsBreadcrumbBar(key: RouteKey, locale: Locale): boolean {
  return segmentsOf(routes[key].paths[locale]).length > 1;
}
