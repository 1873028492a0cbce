/**
 * The HTTP server's first look at a request, before anything reads its body or the framework sees
 * it: what the site never answers gets a clean 4xx here instead of a redirect, a buffered body or
 * an error deep inside the framework.
 */
import { isContentApiPath, isContentEnginePath, isMediaApiPath } from '@/site/content-engine';
import { MAX_IMAGE_BYTES } from './media';
import { MAX_BEACON_BYTES, VITALS_PATH } from './vitals-beacon';
import { takesForm } from '@/site/routes';
import { isPrivatePath } from './url-rules';

/** The largest request body the site accepts: a form with every field at its longest fits. */
export const MAX_BODY_BYTES = 128 * 1024;

/** The largest body the content engine's API accepts: a document with its longest texts fits. */
export const MAX_CONTENT_BODY_BYTES = 1024 * 1024;

/** An upload of the largest image, with the form around it. */
const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

export const ALLOWED_METHODS = 'GET, HEAD, POST';

/** The content engine's API also changes and deletes documents. */
const CONTENT_API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE']);

/** Bodies of forms, and of the framework's action calls (`text/plain` with the arguments). */
const FORM_TYPES =
  /^(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)\s*(;|$)/i;

/** A page's beacon of its web vitals: a short JSON text, sent as `navigator.sendBeacon` sends a string. */
const BEACON_TYPES = /^text\/plain\s*(;|$)/i;

/** The content engine's API takes JSON besides forms (a long query comes as a form). */
const CONTENT_API_TYPES =
  /^(multipart\/form-data|application\/x-www-form-urlencoded|application\/json)\s*(;|$)/i;

export interface ScreenedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /**
   * The URL rules redirect it (a form post to `/contact/` gets its 308 to `/contact`): its body
   * is checked like any other, but its path need not be one that takes a form.
   */
  readonly redirected?: boolean;
}

export interface Refusal {
  readonly status: 400 | 403 | 405 | 411 | 413 | 415;
  readonly reason: string;
}

const header = (request: ScreenedRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host.toLowerCase() === (host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

/** Whether the path's percent escapes decode to UTF-8 text (`/%ff` does not). */
function decodable(url: string): boolean {
  try {
    decodeURIComponent(url.split('?', 1)[0] ?? '');
    return true;
  } catch {
    return false;
  }
}

/**
 * The path a request's target names as the framework routes it: dot segments resolved, `%2e`
 * included (`/backoffice/api/media/%2e%2e/%2e%2e/contact` is `/contact`). Every rule judges this
 * path, so that a disguised one gets no other rule than the page it reaches.
 */
export function routedPath(url: string): string {
  return new URL(url, 'http://site').pathname;
}

/** `undefined` when the request may go on; otherwise the status and a short reason. */
export function screenRequest(request: ScreenedRequest): Refusal | undefined {
  const { method, url } = request;
  const path = URL.canParse(url, 'http://site') ? routedPath(url) : '';
  const contentApi = isContentApiPath(path);
  if (!(contentApi ? CONTENT_API_METHODS.has(method) : ['GET', 'HEAD', 'POST'].includes(method)))
    return { status: 405, reason: 'Method Not Allowed' };
  // Only origin-form targets that parse: no absolute URL naming another host, no `*`.
  if (!url.startsWith('/') || !path || !decodable(url))
    return { status: 400, reason: 'Bad Request Target' };
  const length = header(request, 'content-length');
  const chunked = header(request, 'transfer-encoding') !== undefined;
  const bodiless = method === 'GET' || method === 'HEAD' || method === 'DELETE';
  if (bodiless && (chunked || (length !== undefined && length !== '0')))
    return { status: 400, reason: 'Unexpected Request Body' };
  // The content engine (its editor and API) answers the back office's own pages only: a link on
  // another site, which the session cookie follows on a top-level GET, opens nothing there (not
  // its job route, not its sign-out).
  const crossSite = header(request, 'sec-fetch-site') === 'cross-site';
  if (method === 'GET' || method === 'HEAD')
    return isContentEnginePath(path) && crossSite
      ? { status: 403, reason: 'Cross-Origin Request Refused' }
      : undefined;
  // The public pages with a form (`takesForm`); the back office and the private booking pages have
  // forms too.
  const beacon = path === VITALS_PATH;
  if (!request.redirected && !takesForm(path) && !isPrivatePath(path) && !beacon)
    return { status: 405, reason: 'Method Not Allowed' };
  const origin = header(request, 'origin');
  // Next.js compares the origin with the forwarded host when a (trusted) proxy names one.
  const host =
    header(request, 'x-forwarded-host')?.split(',')[0]?.trim() || header(request, 'host');
  if (crossSite || (origin !== undefined && !sameOrigin(origin, host)))
    return { status: 403, reason: 'Cross-Origin Request Refused' };
  if (method === 'DELETE') return undefined;
  if (length === undefined) return { status: 411, reason: 'Length Required' };
  if (!/^\d+$/.test(length)) return { status: 400, reason: 'Bad Content-Length' };
  const limit = isMediaApiPath(path)
    ? MAX_UPLOAD_BODY_BYTES
    : contentApi
      ? MAX_CONTENT_BODY_BYTES
      : beacon
        ? MAX_BEACON_BYTES
        : MAX_BODY_BYTES;
  if (Number(length) > limit) return { status: 413, reason: 'Content Too Large' };
  // A redirected post without a body has no type to check; one with a body must be a form's.
  const empty = Number(length) === 0 && (request.redirected || contentApi);
  const types = contentApi ? CONTENT_API_TYPES : beacon ? BEACON_TYPES : FORM_TYPES;
  if (!empty && !types.test(header(request, 'content-type') ?? ''))
    return { status: 415, reason: 'Unsupported Media Type' };
  return undefined;
}
