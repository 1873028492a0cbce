import { usePathname } from 'next/navigation';
import { publicPathOfRendered } from '@/site/routes';
import { useAddedPages } from './added-pages';
import type { ResolvedLink } from './nav-types';

/** The public path of the current page, the same on the server and in the browser. */
export function usePublicPath(): string {
  return publicPathOfRendered(usePathname() ?? '/', useAddedPages());
}

/** Whether a link points at the page being shown (ignoring its hash). */
export function useIsCurrent(): (link: ResolvedLink) => boolean {
  const pathname = usePublicPath();
  return (link) => link.path === pathname;
}
