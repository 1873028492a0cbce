import { handoverNames } from '@/lib/handover';
import { roiQueryNames } from '@/lib/roi';
import type { RouteKey } from './routes';

/** Internal path (inside a language) of the prerendered blog view filtered by a category. */
export const BLOG_CATEGORY_PAGE = '/blog-category';

/** Internal path (inside a language) of the 404 page. */
export const NOT_FOUND_PAGE = '/page-not-found';

/** Response header by which the proxy tells the server to answer with status 404. */
export const NOT_FOUND_HEADER = 'x-page-not-found';

/**
 * Pages that are prerendered for their plain URL but read their query string: when the URL
 * carries one of `reads`, the proxy serves the page from the internal `path` instead, where it is
 * rendered per request (the calculator's figures, the contact form's prefill and hand-over).
 */
export const queryPages: readonly {
  readonly key: RouteKey;
  readonly path: string;
  readonly reads: readonly string[];
}[] = [
  { key: 'roiCalculator', path: '/roi-result', reads: roiQueryNames },
  { key: 'contact', path: '/contact-prefilled', reads: ['subject', 'message', ...handoverNames] },
];
