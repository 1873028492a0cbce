import { usePathname } from 'next/navigation';
import { publicPathOfRendered } from '@/site/routes';

/** The public path of the current page, the same on the server and in the browser. */
export function usePublicPath(): string {
  return publicPathOfRendered(usePathname() ?? '/');
}
