import { headers } from 'next/headers';
import { RateLimiter } from '@/lib/rate-limit';
import { formTiming } from '@/site/timing';

/** What keeps robots and floods out of the forms, each answered with a polite notice. */
export type ScreeningNotice = 'rejected' | 'tooFast' | 'rateLimited';

/** A filled honeypot or an implausibly fast submission. */
export function screenSubmission(
  data: Pick<FormData, 'get'>,
  now = Date.now(),
): ScreeningNotice | undefined {
  // A field people cannot see: only robots fill it in.
  if (String(data.get('website') ?? '') !== '') return 'rejected';
  const startedAt = Number(data.get('startedAt'));
  if (Number.isFinite(startedAt) && startedAt > 0 && now - startedAt < formTiming.minFillMs)
    return 'tooFast';
  return undefined;
}

const globalForForms = globalThis as unknown as { formLimiters?: Map<string, RateLimiter> };
const limiters = (globalForForms.formLimiters ??= new Map<string, RateLimiter>());

/** Counts a submission of `form` against the client's limit; `false` when it is used up. */
export async function withinRateLimit(form: string): Promise<boolean> {
  let limiter = limiters.get(form);
  if (!limiter) {
    limiter = new RateLimiter(formTiming.submissionsPerWindow, formTiming.rateWindowMs);
    limiters.set(form, limiter);
  }
  return limiter.attempt(clientAddress(await headers()));
}

/**
 * The client's address: the last `X-Forwarded-For` entry. Next.js fills the header from the
 * socket; with `TRUST_PROXY=1` it is the reverse proxy's, whose last entry is the client it saw,
 * and without it the HTTP server drops what the client sent (src/server/http.ts).
 */
function clientAddress(requestHeaders: Headers): string {
  const last = requestHeaders.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last || 'unknown';
}
