/**
 * Fetching the calendar addresses the owner types in (his calendar's "secret address in iCal
 * format", or a CalDAV collection). The server fetches them every few minutes from inside the
 * hosting network, so an address must never let it reach anything but a public HTTPS server:
 * every connection, including each redirect, goes through an agent that refuses private,
 * loopback, link-local and unspecified addresses after the DNS lookup, and the whole exchange is
 * bounded in time and size.
 */
import type { IncomingMessage } from 'node:http';
import { request, type RequestOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import { RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * Bounds on one fetch: a calendar feed of many years is a few megabytes; anything bigger, slower
 * or more redirected than this is not a calendar worth waiting for.
 */
export const calendarFetchLimits = {
  maxBytes: 5_000_000,
  timeoutMs: 15_000,
  maxRedirects: 3,
} as const;

/** The kinds of failure the owner is told about, each with its own message. */
export type CalendarFetchProblem =
  'address' | 'private' | 'redirects' | 'status' | 'tooLarge' | 'timeout' | 'network';

/**
 * Why a calendar could not be fetched; `problem` picks the owner's message, `detail` is shown
 * beside it (e.g. the HTTP status, the host).
 */
export class CalendarFetchError extends Error {
  readonly problem: CalendarFetchProblem;
  readonly detail: string;

  constructor(problem: CalendarFetchProblem, detail: string, options?: ErrorOptions) {
    super(`Calendar could not be fetched (${problem}): ${detail}`, options);
    this.name = 'CalendarFetchError';
    this.problem = problem;
    this.detail = detail;
  }
}

/** What callers (the feed refresh, CalDAV, tests) may change about a fetch. */
export interface CalendarFetchOptions {
  /** Hosts (IP literals) that may be private, for tests: e.g. ['127.0.0.1']. */
  readonly allowedAddresses?: readonly string[];
  /** Extra CA certificates (PEM) to trust, for tests with a self-signed server. */
  readonly ca?: string;
  /** Resolver override (same signature as the `lookup` option of net.connect), for tests. */
  readonly lookup?: LookupFunction;
  /**
   * Tighter or looser bounds than `calendarFetchLimits`, for tests. Numbers, not the literal types
   * of the defaults, so that any value can be given.
   */
  readonly limits?: Partial<Record<keyof typeof calendarFetchLimits, number>>;
  /** Extra request headers (e.g. Authorization for CalDAV). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The HTTP method: GET unless given; CalDAV uses REPORT. */
  readonly method?: string;
  /** The request body (CalDAV's REPORT query), sent as UTF-8. */
  readonly body?: string;
}

const defaultHeaders = {
  Accept: 'text/calendar, */*;q=0.5',
  'User-Agent': 'Calendar-Reader/1',
};

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** Headers that carry the owner's credentials: never sent on to another origin. */
const credentialHeaders = new Set(['authorization', 'cookie', 'proxy-authorization']);

/**
 * The https URL an owner-typed address means: `webcal://` → `https://`; anything not https (after
 * that) → CalendarFetchError('address'). URLs with user:password are refused too.
 *
 * Calendar programs hand out `webcal://` so that a click opens a calendar app; the feed behind it
 * is plain HTTPS. Credentials in the address would be sent to whoever the address points at, and
 * end up in logs, so the owner is asked for an address without them.
 */
export function calendarUrl(address: string): URL {
  const text = address.trim();
  let url: URL;
  try {
    url = new URL(text);
    if (url.protocol === 'webcal:' || url.protocol === 'webcals:') {
      // Parsed again as https, so that the host is read by the rules for web addresses.
      url = new URL(`https${text.slice(text.indexOf(':'))}`);
    }
  } catch {
    throw new CalendarFetchError('address', 'not a web address');
  }
  if (url.protocol !== 'https:') throw new CalendarFetchError('address', url.protocol);
  if (url.username !== '' || url.password !== '') {
    throw new CalendarFetchError('address', 'user name or password in the address');
  }
  url.hash = '';
  return url;
}

/** `[::1]` → `::1`: the form sockets and the filtering agent expect. */
function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/**
 * The problem behind an error of the request. The filtering agent refuses an address with a plain
 * Error whose message starts "DNS lookup <address>(family:…, host:…) is not allowed. Because…";
 * that message is the only sign of a refusal, so it is recognised here.
 */
function problemOf(error: unknown, url: URL): CalendarFetchError {
  if (error instanceof CalendarFetchError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const host = bareHost(url.hostname);
  if (/\) is not allowed\. Because/.test(message)) {
    const address = /^DNS lookup (.+?)\(family:/.exec(message)?.[1];
    const detail = address === undefined || address === host ? host : `${host} (${address})`;
    return new CalendarFetchError('private', detail, { cause: error });
  }
  const code =
    error instanceof Error && 'code' in error && typeof error.code === 'string'
      ? error.code
      : message.slice(0, 120);
  return new CalendarFetchError('network', code, { cause: error });
}

/** One request of a fetch: the first, or one after a redirect. */
interface Step {
  readonly method: string;
  readonly body: string | undefined;
  readonly headers: Readonly<Record<string, string>>;
}

/** What all requests of one fetch share. */
interface Exchange {
  readonly agent: RequestFilteringHttpsAgent;
  readonly ca: readonly string[] | undefined;
  readonly lookup: LookupFunction | undefined;
  readonly maxBytes: number;
  readonly timeoutMs: number;
  /** Aborted when the fetch's one deadline has passed. */
  readonly deadline: AbortSignal;
}

type Answer =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string };

/** Sends one request and reads its answer: the body as text, or where a redirect points. */
function send(url: URL, step: Step, exchange: Exchange): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = step.body === undefined ? undefined : Buffer.from(step.body, 'utf8');
    const options: RequestOptions = {
      hostname: bareHost(url.hostname),
      port: url.port === '' ? 443 : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: step.method,
      headers:
        body === undefined
          ? step.headers
          : { ...step.headers, 'Content-Length': String(body.length) },
      agent: exchange.agent,
      ca: exchange.ca === undefined ? undefined : [...exchange.ca],
      lookup: exchange.lookup,
    };
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      exchange.deadline.removeEventListener('abort', onDeadline);
      outcome();
    };
    let req: ReturnType<typeof request> | undefined;
    const fail = (error: CalendarFetchError) =>
      settle(() => {
        req?.destroy();
        reject(error);
      });
    function onDeadline() {
      fail(new CalendarFetchError('timeout', `no complete answer within ${exchange.timeoutMs} ms`));
    }

    if (exchange.deadline.aborted) {
      onDeadline();
      return;
    }
    exchange.deadline.addEventListener('abort', onDeadline);
    try {
      req = request(options);
    } catch (error) {
      // Node refuses a malformed method or header value before sending anything.
      fail(problemOf(error, url));
      return;
    }
    req.on('error', (error) => fail(problemOf(error, url)));
    req.on('response', (response: IncomingMessage) => {
      response.on('error', (error) => fail(problemOf(error, url)));
      response.on('close', () => {
        if (!response.complete) fail(new CalendarFetchError('network', 'answer cut off'));
      });
      const status = response.statusCode ?? 0;
      if (redirectStatuses.has(status)) {
        response.resume();
        const location = response.headers.location;
        if (location === undefined) {
          fail(new CalendarFetchError('status', `${status} without a Location`));
          return;
        }
        settle(() => {
          req?.destroy();
          resolve({ kind: 'redirect', status, location });
        });
        return;
      }
      if (status < 200 || status > 299) {
        fail(new CalendarFetchError('status', String(status)));
        return;
      }
      const tooLarge = () =>
        new CalendarFetchError('tooLarge', `more than ${exchange.maxBytes} bytes`);
      // Refused before reading when the server says how much is coming.
      if (Number(response.headers['content-length']) > exchange.maxBytes) {
        fail(tooLarge());
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > exchange.maxBytes) fail(tooLarge());
        else chunks.push(chunk);
      });
      response.on('end', () =>
        settle(() =>
          resolve({ kind: 'text', text: new TextDecoder().decode(Buffer.concat(chunks)) }),
        ),
      );
    });
    req.end(body);
  });
}

/**
 * The request after a redirect, as browsers make it: 303 (and 301/302 after a POST) turns into a
 * GET without a body, and the owner's credentials stay with the origin he gave them for.
 */
function redirected(step: Step, status: number, from: URL, to: URL): Step {
  const asGet =
    (status === 303 && step.method !== 'HEAD') ||
    ((status === 301 || status === 302) && step.method === 'POST');
  const headers =
    from.origin === to.origin
      ? step.headers
      : Object.fromEntries(
          Object.entries(step.headers).filter(
            ([name]) => !credentialHeaders.has(name.toLowerCase()),
          ),
        );
  return asGet ? { method: 'GET', body: undefined, headers } : { ...step, headers };
}

/**
 * The text at a calendar address, as the rules below allow.
 *
 * Only HTTPS to public addresses (checked after every DNS lookup, for every redirect, which is
 * followed by hand up to `maxRedirects` times); only 2xx answers of at most `maxBytes`, all within
 * one deadline of `timeoutMs` for the whole exchange. The body is read as UTF-8. Every failure is a
 * CalendarFetchError whose `problem` says which rule stopped the fetch.
 */
export async function fetchCalendarText(
  address: string,
  options: CalendarFetchOptions = {},
): Promise<string> {
  const limits = { ...calendarFetchLimits, ...options.limits };
  let url = calendarUrl(address);
  const agent = new RequestFilteringHttpsAgent({
    allowPrivateIPAddress: false,
    allowMetaIPAddress: false,
    allowIPAddressList: [...(options.allowedAddresses ?? [])],
  });
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limits.timeoutMs);
  const exchange: Exchange = {
    agent,
    ca: options.ca === undefined ? undefined : [...rootCertificates, options.ca],
    lookup: options.lookup,
    maxBytes: limits.maxBytes,
    timeoutMs: limits.timeoutMs,
    deadline: deadline.signal,
  };
  let step: Step = {
    method: options.method ?? 'GET',
    body: options.body,
    headers: { ...defaultHeaders, ...options.headers },
  };
  try {
    for (let redirects = 0; ; redirects += 1) {
      const answer = await send(url, step, exchange);
      if (answer.kind === 'text') return answer.text;
      if (redirects >= limits.maxRedirects) {
        throw new CalendarFetchError('redirects', `more than ${limits.maxRedirects}`);
      }
      let target: URL;
      try {
        target = new URL(answer.location, url);
      } catch {
        throw new CalendarFetchError('address', 'redirect to something that is not a web address');
      }
      const next = calendarUrl(target.href);
      step = redirected(step, answer.status, url, next);
      url = next;
    }
  } finally {
    clearTimeout(timer);
    agent.destroy();
  }
}
