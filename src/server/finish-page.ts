/**
 * The one step after the framework has rendered a page, set up before it renders: as the head is
 * written, the plan's status, caching and policy are applied (`headFor`); the body is compressed
 * as it is sent; a public page is recorded for the page cache. Each part is installed here, in the
 * one order that works, so no other code wraps the response.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import { contentSecurityPolicy } from '@/lib/csp';
import { headFor, type PlannedPage, type PolicySource } from '@/lib/request-plan';
import { recordInto, type ResponseCache } from './page-cache';
import { storedPagePolicy } from './page-policies';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
/**
 * Pages and data are compressed as they are sent (Next.js's own compression is off): brotli
 * where the browser takes it, a third smaller than gzip on our pages, else gzip. Streamed pages
 * are flushed chunk by chunk. (`compression` works on plain Node requests; its types name Express's.)
 */
const compress = compression({
  brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
}) as unknown as Middleware;

/**
 * Prepares `res` for the framework's answer to `req`, planned as `plan`. The request gets a fresh
 * nonce in its policy header, which Next.js puts on the scripts it renders.
 */
export function finishPage(
  req: IncomingMessage,
  res: ServerResponse,
  plan: PlannedPage,
  site: Omit<PolicySource, 'nonce'> & { readonly cache: ResponseCache },
): void {
  const policy: PolicySource = { ...site, nonce: randomBytes(18).toString('base64') };
  req.headers['content-security-policy'] = contentSecurityPolicy(site.options, {
    nonce: policy.nonce,
    styles: site.built.stylesheets,
    anyInlineStyle: plan.anyInlineStyle,
  });
  // First the recording, which sees the body as compressed; then the compression, which looks at
  // the head as finally written; last the head, which the framework's `writeHead` reaches first.
  if (plan.cacheKey)
    recordInto(site.cache, plan.cacheKey, res, (stored, body) => {
      if (!String(stored['content-type'] ?? '').startsWith('text/html')) return;
      stored['content-security-policy'] = storedPagePolicy(
        policy,
        plan.appPath,
        body,
        res.getHeader('content-encoding')?.toString(),
      );
    });
  compress(req, res, () => undefined);
  const writeHead = res.writeHead.bind(res) as (
    status: number,
    ...rest: unknown[]
  ) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const head = headFor(
      plan,
      {
        status,
        contentType: String(res.getHeader('content-type') ?? ''),
        headerNames: res.getHeaderNames(),
      },
      policy,
    );
    for (const name of head.remove) res.removeHeader(name);
    for (const [name, value] of Object.entries(head.set)) res.setHeader(name, value);
    return writeHead(head.status, ...rest);
  }) as ServerResponse['writeHead'];
}
