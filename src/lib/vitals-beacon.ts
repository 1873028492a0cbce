/**
 * What a page tells the site of its own loading (src/components/layout/WebVitals.tsx): the one
 * module the browser's side and the server's share, so that it carries nothing else.
 */

/** Where a page sends its beacon (same origin, `POST`, a small JSON text). */
export const VITALS_PATH = '/vitals';

/** The largest beacon the server reads. */
export const MAX_BEACON_BYTES = 1024;

/** Below this viewport width a visit counts as a phone's: the layout's `md` breakpoint (48rem). */
export const DESKTOP_MIN_WIDTH = 768;

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];

/** A beacon: the page it was loaded as, the viewport's width, and each metric measured so far. */
export interface Beacon {
  readonly page: string;
  readonly width: number;
  readonly values: Partial<Record<Metric, number>>;
}
