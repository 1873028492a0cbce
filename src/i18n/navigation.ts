import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Links, redirects and the current page, the next-intl way: components name a page by its
 * internal path (`internalPath(key)` in the registry) and next-intl writes the public URL of the
 * language being rendered (`/fleet-services` → `/fleet/leistungen` or `/en/fleet/services`).
 */
export const { Link, getPathname } = createNavigation(routing);
