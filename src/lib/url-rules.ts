/**
 * URL rules: every decision about a request's URL, as pure functions. `resolveUrl` redirects
 * (a single hop straight to the final URL, never off the site) and marks paths noindex;
 * `appPathOf` then names where in the app a path that passed is rendered, and with which status.
 * The proxy applies both (src/proxy.ts). The HTTP server applies `resolveUrl` to raw targets the
 * framework would alter before the proxy sees them, and sets the 404 status that the framework
 * cannot (src/lib/request-plan.ts, docs/decisions/0001).
 */
import { CAMPAIGN_PARAMETERS } from '@/lib/visit-source';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { parseCategory } from '@/lib/blog';
import {
  addedPageAt,
  ADDED_PAGE,
  addedPageKeyOf,
  addedPagePath,
  BLOG_CATEGORY_PAGE,
  canonicalKey,
  internalPath,
  isArticlePath,
  localeOfPath,
  movedFrom,
  NOT_FOUND_PAGE,
  pathFor,
  pathsAt,
  publicPathOf,
  routeAt,
  segmentsOf,
  type RouteKey,
} from '@/site/routes';

export interface UrlRequest {
  /** HTTP method. */
  readonly method: string;
  /** Host header as sent by the client (may be missing). */
  readonly host: string | undefined;
  /** Raw request target: path and query, exactly as received. */
  readonly url: string;
  /** Canonical origin of the site, e.g. `https://example.com`. */
  readonly siteUrl: string;
}

export type UrlDecision =
  | {
      readonly kind: 'redirect';
      readonly status: 301 | 308;
      readonly location: string;
      readonly robots?: string;
    }
  | { readonly kind: 'pass'; readonly robots?: string };

export const NOINDEX = 'noindex, nofollow';

/** Paths longer than this are not normalised (they are answered 404 by the app). */
export const MAX_PATH_LENGTH = 2048;

const HOME_ALIASES = new Set(['home', 'index', 'index.html', 'undefined', 'null', '404', 'error']);
const HOME_NOINDEX = new Set([
  'search',
  'admin',
  'api',
  'login',
  'register',
  'reset-password',
  '.well-known',
]);
const FOREIGN_LANGUAGES = new Set(['fr', 'es', 'it', 'nl']);
const NOINDEX_PREFIXES = new Set([
  'undefined',
  'null',
  '404',
  'error',
  'admin',
  'api',
  '_next',
  'backoffice',
  'booking',
]);
const LEGACY: Readonly<Record<string, RouteKey>> = {
  'ecosystem-partners': 'ecosystemPartners',
  framework: 'ecosystemCapabilities',
  book: 'bookConsultation',
  'contact-us': 'contact',
  'about-us': 'about',
  tools: 'contact',
};

/**
 * Whether the URL rules give a first path segment a meaning of its own (an alias, a language, a
 * former address, the back office, files, the blog's articles, the added pages' folder), so that
 * no page the owner adds may begin with it.
 */
export function isReservedSegment(segment: string): boolean {
  return (
    HOME_ALIASES.has(segment) ||
    HOME_NOINDEX.has(segment) ||
    FOREIGN_LANGUAGES.has(segment) ||
    NOINDEX_PREFIXES.has(segment) ||
    isLocale(segment) ||
    Object.hasOwn(LEGACY, segment) ||
    FILE_PATH.test(`/${segment}/`) ||
    FILE_PATH.test(`/${segment}`) ||
    [
      'blog',
      'calendar',
      ...[ADDED_PAGE, BLOG_CATEGORY_PAGE, NOT_FOUND_PAGE].map((path) => segmentsOf(path)[0]),
    ].includes(segment)
  );
}

/** A tracking parameter's name, in lower case. */
function isTrackingParameter(lower: string): boolean {
  return lower.startsWith('utm_') || lower === 'gclid' || lower === 'fbclid';
}

/** A campaign pair longer than this is no campaign name: it is dropped with the others. */
const MAX_CAMPAIGN_PAIR = 200;

/**
 * The query without its tracking parameters (the others in their order and encoding), and the
 * campaign pairs among them (`CAMPAIGN_PARAMETERS`, the first of each, named in lower case, their
 * values as sent), which the redirect hands to the page in its fragment: the browser keeps them
 * for the forms, the server never sees them again, and a page with JavaScript takes them out of
 * the address once it has read them (src/components/forms/visit-source.tsx). The fragment takes
 * the place of one the link itself had, which the server never sees.
 */
function cleanQuery(query: string): { query: string; campaign: string } {
  const kept: string[] = [];
  const campaign = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const rawName = pair.split('=', 1)[0] ?? '';
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape is kept as it is: it is not a tracking parameter.
    }
    const lower = name.toLowerCase();
    if (!isTrackingParameter(lower)) kept.push(pair);
    else if (
      (CAMPAIGN_PARAMETERS as readonly string[]).includes(lower) &&
      pair.length <= MAX_CAMPAIGN_PAIR &&
      !campaign.has(lower)
    )
      campaign.set(lower, `${lower}${pair.slice(rawName.length)}`);
  }
  return {
    query: kept.length ? `?${kept.join('&')}` : '',
    campaign: campaign.size ? `#${[...campaign.values()].join('&')}` : '',
  };
}

/** Percent-encodes anything that may not appear in a Location header. */
function safeForHeader(path: string): string {
  return path.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
}

function homeOf(locale: Locale): string {
  return pathFor('home', locale);
}

interface Resolved {
  readonly path: string;
  readonly noindex: boolean;
}

/** The final public path for a normalised list of segments. */
function resolvePath(segments: readonly string[]): Resolved {
  const [first] = segments;
  if (first === '_next') return { path: `/${segments.join('/')}`, noindex: true };

  let rest = [...segments];
  let locale: Locale = defaultLocale;
  if (isLocale(rest[0])) {
    locale = rest[0];
    rest = rest.slice(1);
    // A doubled language prefix collapses to the first one.
    while (isLocale(rest[0])) rest = rest.slice(1);
  }
  const head = rest[0];
  const noindex = head !== undefined && NOINDEX_PREFIXES.has(head);

  if (head !== undefined && FOREIGN_LANGUAGES.has(head)) {
    return { path: '/', noindex: false };
  }
  if (rest.length === 1 && head !== undefined) {
    if (HOME_ALIASES.has(head)) return { path: homeOf(locale), noindex };
    if (HOME_NOINDEX.has(head)) return { path: homeOf(locale), noindex: true };
    const legacy = LEGACY[head];
    if (legacy) return { path: pathFor(legacy, locale), noindex: false };
  }

  const inner = `/${rest.join('/')}`;
  if (!pathsAt(locale, inner)) {
    // The other language's slug of a localized pair goes to this language's slug.
    const other: Locale = locale === 'de' ? 'en' : 'de';
    // A page in the other language only leads to this language's home.
    const pair = pathsAt(other, inner);
    if (pair) return { path: publicPathOf(pair[locale] ?? '/', locale), noindex: false };
    // A renamed (or deleted and replaced) article's or added page's former address goes to where
    // it is now.
    const moved = movedFrom(publicPathOf(inner, locale));
    if (moved) return { path: moved, noindex: false };
  }
  return { path: publicPathOf(inner, locale), noindex };
}

export function resolveUrl(request: UrlRequest): UrlDecision {
  const { url, method } = request;
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? '' : url.slice(queryStart + 1);
  const status = method === 'GET' || method === 'HEAD' ? 301 : 308;

  if (!rawPath.startsWith('/') || rawPath.length > MAX_PATH_LENGTH) {
    return { kind: 'pass', robots: NOINDEX };
  }

  // Backslashes count as slashes (browsers treat them so); runs of slashes collapse.
  const segments = rawPath.replace(/\\/g, '/').split('/').filter(Boolean);
  const { path, noindex } = resolvePath(segments);
  const { query, campaign } = cleanQuery(rawQuery);

  const host = (request.host ?? '').toLowerCase();
  const wwwHost = host.startsWith('www.') && host !== new URL(request.siteUrl).host;
  const target = safeForHeader(path) + query;
  const robots = noindex ? NOINDEX : undefined;

  const unchanged = target === url && !wwwHost;
  if (unchanged) return robots ? { kind: 'pass', robots } : { kind: 'pass' };

  // `path` always starts with exactly one slash followed by a non-slash (or is `/`): it stays on this site.
  const location =
    (wwwHost ? new URL(target, request.siteUrl).href : target) + safeForHeader(campaign);
  return robots
    ? { kind: 'redirect', status, location, robots }
    : { kind: 'redirect', status, location };
}

/** Paths of files rather than pages: build assets, images, feeds, Open Graph images, robots. */
const FILE_PATH =
  /^\/(?:_next\/|og\/|rss\/|images\/|media\/|\.well-known\/|robots\.txt$|sitemap\.xml$|icon\.svg$)/;

/**
 * The owner's back office, a visitor's private booking page (`/booking/TOKEN`) and the owner's
 * subscription to the bookings (`/calendar/TOKEN.ics`): rendered per request, never cached, never
 * indexed, in no language prefix (their language is the account's or the booking's).
 */
export function isPrivatePath(publicPath: string): boolean {
  return (
    publicPath === '/backoffice' ||
    publicPath.startsWith('/backoffice/') ||
    /^\/booking\/[\w-]+$/.test(publicPath) ||
    /^\/calendar\/[\w-]+\.ics$/.test(publicPath)
  );
}

/** Where the app renders a request: a path inside the app, and the answer's status. */
export interface AppTarget {
  readonly path: string;
  readonly status: 200 | 404 | 410;
}

/**
 * Where the app renders a public path that passed `resolveUrl`: the page's internal path in its
 * language (`/fleet/leistungen` → `/de/fleet-services`; a home alias → home; the blog with a
 * known `category` → its prerendered filtered view; a page the owner added → `/de/added/<key>`,
 * which a signed-in preview of drafts may also ask for directly); for any other path, the language's 404
 * page, with status 404 (410 for the address of deleted content); `undefined` for files, which
 * the framework answers as they are.
 */
export function appPathOf(
  publicPath: string,
  query: URLSearchParams,
  { preview = false }: { readonly preview?: boolean } = {},
): AppTarget | undefined {
  if (FILE_PATH.test(publicPath) || isPrivatePath(publicPath)) return undefined;
  const { locale, path } = localeOfPath(publicPath);
  const key = routeAt(locale, path);
  const added = key ? undefined : addedPageAt(locale, path);
  const category = key === 'blog' ? parseCategory(query.get('category')) : undefined;
  const draft = preview && addedPageKeyOf(path) !== undefined;
  const inApp = category
    ? `${BLOG_CATEGORY_PAGE}/${category}`
    : key
      ? internalPath(canonicalKey(key))
      : added
        ? addedPagePath(added.key)
        : // Articles: their public path is their path in the app, which shows the 404 page
          // for an article that is not (or no longer) published. A draft of an added page is
          // previewed at its path in the app.
          isArticlePath(path) || draft
          ? path
          : NOT_FOUND_PAGE;
  const found =
    inApp !== NOT_FOUND_PAGE && (key !== undefined || draft || pathsAt(locale, path) !== undefined);
  // Deleted content without a replacement is gone for good: 410, the 404 page's text.
  const status = found ? 200 : movedFrom(publicPath) === null ? 410 : 404;
  return { path: `/${locale}${inApp === '/' ? '' : inApp}`, status };
}
