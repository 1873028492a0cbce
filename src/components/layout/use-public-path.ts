import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { pathFor, publicPathOfRendered } from '@/site/routes';
import type { ResolvedLink } from './nav-types';

/** The public path of the current page, the same on the server and in the browser. */
export function usePublicPath(): string {
  return publicPathOfRendered(usePathname() ?? '/');
}

/** Whether a link points at the page being shown (ignoring its hash). */
export function useIsCurrent(): (link: ResolvedLink) => boolean {
  const locale = useLocale();
  const pathname = usePublicPath();
  return (link) => pathFor(link.route, locale) === pathname;
}
