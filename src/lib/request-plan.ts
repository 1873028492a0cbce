/**
 * What the HTTP server decides about a request, in the order it decides it, without touching the
 * response (docs/decisions/0001-custom-server.md):
 * 1. `arrive`: whether the request is refused, is the health check, or is redirected by the URL
 *    rules; decided from the request alone.
 * 2. `planPage`: for a request that goes on, from what the server knows (maintenance, whether a
 *    signed-in account sent it): the maintenance page, or the page to render with its status,
 *    caching, robots header and policy class.
 * 3. `headFor`: once the framework has rendered, the head the answer is sent with: the plan applied
 *    to the status and type the framework sends, and nothing else read from the framework.
 * Each rule judges the path as the framework routes it (`routedPath`), so that a disguised path
 * gets no other rule than the page it reaches.
 */
import type { Locale } from '@/i18n/locales';
import { isContentEnginePath } from '@/site/content-engine';
import { localeOfPath, takesForm } from '@/site/routes';
import { contentSecurityPolicy, type InlineSources, type PolicyOptions } from './csp';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from './maintenance-page';
import { MEDIA_PATH } from './media';
import { NO_SCRIPT_PIXEL } from './page-views';
import { routedPath, screenRequest, type Refusal } from './request-screen';
import { appPathOf, isPrivatePath, NOINDEX, resolveUrl } from './url-rules';

export interface PlannedRequest {
  readonly method: string;
  /** The raw request target, as received. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

const HEALTH_PATH = '/healthz';

export type Arrival =
  | { readonly kind: 'refuse'; readonly refusal: Refusal }
  | { readonly kind: 'health' }
  | {
      readonly kind: 'redirect';
      readonly status: 301 | 308;
      readonly location: string;
      readonly robots?: string;
      /** A redirected post's body is not read: the connection ends with the answer. */
      readonly close: boolean;
    }
  | { readonly kind: 'pass'; readonly robots?: string };

/**
 * The URL rules for a request, applied by the server before anything answers it: the page cache
 * and the files would otherwise answer a request the rules redirect (a `www.` host, a query the
 * rules strip). Next.js's proxy (src/proxy.ts) applies the same rules to what reaches it.
 */
function urlRules(request: PlannedRequest, siteUrl: string): ReturnType<typeof resolveUrl> {
  const host = request.headers.host;
  try {
    return resolveUrl({
      method: request.method,
      host: Array.isArray(host) ? host[0] : host,
      url: request.url,
      siteUrl,
    });
  } catch (error) {
    console.error('URL rules failed for a request; passing it on unchanged', error);
    return { kind: 'pass' };
  }
}

/** The first decision: refused, the health check, redirected, or on to the page. */
export function arrive(request: PlannedRequest, siteUrl: string): Arrival {
  const url = urlRules(request, siteUrl);
  const refusal = screenRequest({ ...request, redirected: url.kind === 'redirect' });
  if (refusal) return { kind: 'refuse', refusal };
  if (request.url === HEALTH_PATH && (request.method === 'GET' || request.method === 'HEAD'))
    return { kind: 'health' };
  if (url.kind === 'redirect') return { ...url, close: request.method === 'POST' };
  return { kind: 'pass', robots: url.robots };
}

/** The framework's draft mode (a preview of drafts, for a signed-in owner) shows what is not published. */
const DRAFT_COOKIE = '__prerender_bypass';

/** Whether the request carries the framework's draft mode (which a preview needs, not suffices for). */
export function inDraftMode(request: Pick<PlannedRequest, 'headers'>): boolean {
  return String(request.headers.cookie ?? '').includes(`${DRAFT_COOKIE}=`);
}

/**
 * Files whose answer depends on their path alone (Open Graph images, feeds, the sitemap): kept
 * once whatever query follows, so that a new query string does not render an image again.
 */
const PATH_ONLY = /^\/(?:og|rss)\/|^\/sitemap\.xml$/;

/** Requests from the client-side router ask for a different representation of the page. */
const routerHeaders = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'];

/**
 * The page cache's key for a request for a public page, or `undefined` when the answer must be
 * rendered for this request alone. The key holds the accepted encodings, as the stored body is
 * compressed for them.
 */
export function pageCacheKey(request: PlannedRequest): string | undefined {
  if (request.method !== 'GET' || !request.url.startsWith('/')) return undefined;
  const path = routedPath(request.url);
  // A page with a form carries the signed time each visitor was shown it.
  if (path.startsWith('/_next/') || isPrivatePath(path) || takesForm(path)) return undefined;
  if (routerHeaders.some((name) => request.headers[name] !== undefined)) return undefined;
  if (inDraftMode(request)) return undefined;
  const encodings = String(request.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .replace(/\s+/g, '');
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return `${encodings} ${PATH_ONLY.test(path) ? path : path + query}`;
}

/** What the server knows when it plans a page. */
export interface PageFacts {
  /** Maintenance mode is on. */
  readonly maintenance: boolean;
  /** The request carries the session of a signed-in account. */
  readonly staff: boolean;
}

/** Paths maintenance mode leaves working: the back office, the build's files, the media, the pixel. */
const outsideMaintenance = (path: string) =>
  path === '/backoffice' ||
  path.startsWith('/backoffice/') ||
  path.startsWith('/_next/') ||
  path.startsWith(MEDIA_PATH) ||
  path === NO_SCRIPT_PIXEL;

export type PagePlan =
  | { readonly kind: 'maintenance'; readonly locale: Locale }
  | {
      readonly kind: 'page';
      /** The page's path inside the app, whose built HTML (if prerendered) the policy names. */
      readonly appPath: string;
      /**
       * The status the answer gets whatever the framework renders: 404 or 410 for a path that is
       * no page (the framework renders the 404 page with 200), 503 for a form sent without
       * JavaScript during maintenance.
       */
      readonly status?: 404 | 410 | 503;
      /** Headers known before rendering, set before anything answers (`X-Robots-Tag`, `Retry-After`). */
      readonly headers: Readonly<Record<string, string>>;
      /**
       * `public`: a public page, kept by the page cache under `cacheKey` and revalidated by the
       * browser; `none`: never stored anywhere; `framework`: as the framework sends it.
       */
      readonly caching: 'public' | 'none' | 'framework';
      readonly cacheKey?: string;
      /** The content editor, which sets styles inline as it renders. */
      readonly anyInlineStyle: boolean;
      /** A signed-in account's preview of drafts. */
      readonly preview: boolean;
    };

/**
 * The second decision, for a request that passed `arrive`:
 * - Maintenance mode answers every public page 503 with the maintenance page, except to a
 *   signed-in account. A form sent meanwhile still reaches its action, which refuses it politely
 *   with everything typed kept; without JavaScript that answer is a 503 too.
 * - A path that is no page gets the 404 page with 404 (410 for deleted content), never stored.
 * - The back office and the private booking pages are kept out of caches and search engines,
 *   whatever the framework sends.
 * - A public page for everyone is kept by the page cache.
 */
export function planPage(
  request: PlannedRequest,
  robots: string | undefined,
  facts: PageFacts,
): PagePlan {
  const path = routedPath(request.url);
  const maintenance = facts.maintenance && !facts.staff && !outsideMaintenance(path);
  if (maintenance && request.method !== 'POST')
    return { kind: 'maintenance', locale: localeOfPath(path).locale };
  const preview = facts.staff && inDraftMode(request);
  const target = appPathOf(path, new URL(request.url, 'http://site').searchParams, { preview });
  const missing = target && target.status !== 200 ? target.status : undefined;
  const status = maintenance && !request.headers['next-action'] ? 503 : missing;
  const isPrivate = isPrivatePath(path);
  const cacheKey = status ? undefined : pageCacheKey(request);
  const headers: Record<string, string> = {};
  const robotsTag = isPrivate ? NOINDEX : robots;
  if (robotsTag) headers['X-Robots-Tag'] = robotsTag;
  if (maintenance) headers['Retry-After'] = String(MAINTENANCE_RETRY_AFTER_SECONDS);
  return {
    kind: 'page',
    appPath: target?.path ?? path,
    ...(status && { status }),
    headers,
    caching: cacheKey ? 'public' : isPrivate || status ? 'none' : 'framework',
    ...(cacheKey && { cacheKey }),
    anyInlineStyle: isContentEnginePath(path),
    preview,
  };
}

/** A page the framework renders, as planned. */
export type PlannedPage = Extract<PagePlan, { kind: 'page' }>;

/** What the build holds that a page's policy must name. */
export interface BuiltPages {
  /** The inline code of each prerendered page, by its path in the app (`/de/page-not-found`). */
  readonly pages: ReadonlyMap<string, InlineSources>;
  /** Hashes of the stylesheets, which Next.js inlines into every page, and client navigation too. */
  readonly stylesheets: readonly string[];
}

/** Next.js's own 404 page, for paths outside the public pages (`/backoffice/nothing`). */
const FRAMEWORK_NOT_FOUND = '/_not-found';

/** How a browser may keep a public page: always asking again, answered 304 while it is unchanged. */
export const PUBLIC_PAGE_CACHING = 'public, max-age=0, must-revalidate';

/** What the framework is about to send. */
export interface SentHead {
  readonly status: number;
  readonly contentType: string;
  readonly headerNames: readonly string[];
}

/** Where the page's policy comes from: the build, and the nonce the request carried. */
export interface PolicySource {
  readonly options: PolicyOptions;
  readonly built: BuiltPages;
  readonly nonce: string;
}

export interface Head {
  readonly status: number;
  readonly set: Readonly<Record<string, string>>;
  readonly remove: readonly string[];
}

/** The editor frames its live preview; a preview of drafts is framed by the editor. */
function framingOf(plan: PlannedPage): { framing?: 'editor' | 'preview' } {
  if (plan.anyInlineStyle) return { framing: 'editor' };
  return plan.preview ? { framing: 'preview' } : {};
}

/**
 * The policy of a page as the framework sends it: the nonce it renders with, and the hashes of
 * the built HTML if the page was prerendered (which the framework serves as built, without the
 * nonce). Both are named, so the policy holds whichever way the framework answered.
 */
function pagePolicy(
  plan: PlannedPage,
  status: number,
  { options, built, nonce }: PolicySource,
): string {
  const page =
    built.pages.get(plan.appPath) ??
    (status === 404 ? built.pages.get(FRAMEWORK_NOT_FOUND) : undefined);
  return contentSecurityPolicy(options, {
    ...page,
    nonce,
    styles: [...(page?.styles ?? []), ...built.stylesheets],
    anyInlineStyle: plan.anyInlineStyle,
    ...framingOf(plan),
  });
}

/**
 * The third decision, as the framework writes the head of a page: its status and caching from the
 * plan, the policy for an HTML page (none on a 304, which keeps the one the browser stored), and
 * no header of the framework's own (`x-nextjs-*`, `x-middleware-*`) leaves the server.
 */
export function headFor(plan: PlannedPage, sent: SentHead, policy: PolicySource): Head {
  const status =
    plan.status === 503 || (plan.status && (sent.status === 200 || sent.status === 404))
      ? plan.status
      : sent.status;
  const set: Record<string, string> = {};
  const remove = sent.headerNames.filter((name) => /^x-(?:nextjs|middleware)-/i.test(name));
  if (plan.preview) set['X-Frame-Options'] = 'SAMEORIGIN';
  if (plan.caching === 'none') set['Cache-Control'] = 'no-store';
  else if (plan.caching === 'public' && status === 200) set['Cache-Control'] = PUBLIC_PAGE_CACHING;
  if (!policy.options.dev) {
    if (status === 304) remove.push('Content-Security-Policy');
    else if (sent.contentType.startsWith('text/html'))
      set['Content-Security-Policy'] = pagePolicy(plan, status, policy);
  }
  return { status, set, remove };
}
