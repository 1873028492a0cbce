import { headers } from 'next/headers';
import type { FormErrors, Validated } from '@/lib/forms/validate';
import { RateLimiter } from '@/lib/rate-limit';
import type { Locale } from '@/i18n/locales';
import { formTiming } from '@/site/timing';
import { logDatabaseError } from '../db/errors';
import { mailConfig, type MailConfig } from '../mail/config';
import { maintenance } from '../maintenance';

/**
 * The way every lead (an enquiry, a booking) comes in, in this order: maintenance mode,
 * validation, screening (honeypot, fill time), the client's rate limit, then storing it with its
 * mails in one transaction. A screened submission is stored too, as spam without mails
 * (`quarantine`), and answered as a robot is; past the rate limit one is not stored. Each step
 * that stops a lead says why, so that the form can answer with the visitor's values kept.
 */
export type Received<F extends string, Result> =
  | { readonly stage: 'refused'; readonly notice: ScreeningNotice | 'unavailable' | 'maintenance' }
  | { readonly stage: 'invalid'; readonly errors: FormErrors<F> }
  | { readonly stage: 'stored'; readonly result: Result };

export async function receiveLead<Lead, F extends string, Result>(
  form: 'enquiry' | 'booking',
  data: FormData,
  validated: Validated<Lead, F>,
  store: (
    lead: Lead,
    context: LeadContext & { readonly mail: MailConfig | null },
  ) => Promise<Result>,
  quarantine: (lead: Lead, context: LeadContext) => Promise<unknown>,
): Promise<Received<F, Result>> {
  if ((await maintenance()).on) return { stage: 'refused', notice: 'maintenance' };
  const context: LeadContext = {
    locale: formLocale(data),
    sourcePath: sourcePath(await headers()),
  };
  const screened = screenSubmission(data);
  if (!validated.ok)
    return screened
      ? { stage: 'refused', notice: screened }
      : { stage: 'invalid', errors: validated.errors };
  const within = await withinRateLimit(form);
  const what = form === 'enquiry' ? 'an enquiry' : 'a booking';
  if (screened) {
    if (within)
      await quarantine(validated.value, context).catch((error: unknown) =>
        logDatabaseError(`Storing ${what} as spam`, error),
      );
    return { stage: 'refused', notice: screened };
  }
  if (!within) return { stage: 'refused', notice: 'rateLimited' };
  try {
    return {
      stage: 'stored',
      result: await store(validated.value, { ...context, mail: mailConfig() }),
    };
  } catch (error) {
    logDatabaseError(`Storing ${what}`, error);
    return { stage: 'refused', notice: 'unavailable' };
  }
}

/** What a lead records besides the form's fields. */
export interface LeadContext {
  readonly locale: Locale;
  /** The page the form was sent from, for the statistics. */
  readonly sourcePath: string | null;
}

/** The path of the page the form was sent from: the POST's referrer, when it is this site. */
function sourcePath(requestHeaders: Headers): string | null {
  const referrer = requestHeaders.get('referer');
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.host === requestHeaders.get('host') ? url.pathname.slice(0, 200) : null;
  } catch {
    return null;
  }
}

/** The language the form was sent in (its hidden `locale` field). */
function formLocale(data: Pick<FormData, 'get'>): Locale {
  return data.get('locale') === 'en' ? 'en' : 'de';
}

/** What keeps robots and floods out of the forms, each answered with a polite notice. */
export type ScreeningNotice = 'rejected' | 'tooFast' | 'rateLimited';

/** A filled honeypot or an implausibly fast submission. */
function screenSubmission(
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
async function withinRateLimit(form: string): Promise<boolean> {
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
export function clientAddress(requestHeaders: Headers): string {
  const last = requestHeaders.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last || 'unknown';
}
