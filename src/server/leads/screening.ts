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
  // Set by the HTTP server from the socket (or the trusted proxy's header).
  const client = (await headers()).get('x-client-address') ?? 'unknown';
  return limiter.attempt(client);
}
