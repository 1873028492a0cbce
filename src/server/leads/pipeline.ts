import { headers } from 'next/headers';
import { rateLimitKey } from '@/lib/client-address';
import { checkFormTime, type FormName } from '@/lib/form-token';
import type { FormErrors, Validated } from '@/lib/forms/validate';
import type { Locale } from '@/i18n/locales';
import { formTiming } from '@/site/timing';
import { logDatabaseError } from '../db/errors';
import { mailConfig, type MailConfig } from '../mail/config';
import { maintenance } from '../maintenance';
import { formKey, issueFormTime } from './form-key';
import { attemptSubmission } from './rate-limit';

/**
 * The way every lead (an enquiry, a booking) comes in, in this order: maintenance mode,
 * validation, screening (honeypot, fill time), the client's rate limit, then storing it with its
 * mails in one transaction. A screened submission is stored too, as spam without mails
 * (`quarantine`), and answered as a robot is; past the rate limit one is not stored. Each step
 * that stops a lead says why, so that the form can answer with the visitor's values kept.
 */
export type Received<F extends string, Result> =
  | {
      readonly stage: 'refused';
      readonly notice: ScreeningNotice | 'unavailable' | 'maintenance';
      /** A newly signed form time, when the one sent was missing, wrong or too recent. */
      readonly formTime?: string;
    }
  | { readonly stage: 'invalid'; readonly errors: FormErrors<F>; readonly formTime?: string }
  | { readonly stage: 'stored'; readonly result: Result };

export async function receiveLead<Lead, F extends string, Result>(
  form: FormName,
  data: FormData,
  validated: Validated<Lead, F>,
  store: (
    lead: Lead,
    context: LeadContext & {
      readonly mail: MailConfig | null;
      /** The client it comes from, as the rate limit counts it (`rateLimitKey`). */
      readonly client: string;
    },
  ) => Promise<Result>,
  quarantine: (lead: Lead, context: LeadContext) => Promise<unknown>,
): Promise<Received<F, Result>> {
  if ((await maintenance()).on) return { stage: 'refused', notice: 'maintenance' };
  const context: LeadContext = {
    locale: formLocale(data),
    sourcePath: sourcePath(await headers()),
  };
  const screened = await screenSubmission(form, data);
  const refused = async (notice: ScreeningNotice) => ({
    stage: 'refused' as const,
    notice,
    ...(notice !== 'rateLimited' && { formTime: await issueFormTime(form) }),
  });
  // A person who sent the form quickly with a mistake sees the mistake; the form keeps its time.
  if (!validated.ok)
    return screened === 'rejected'
      ? refused(screened)
      : { stage: 'invalid', errors: validated.errors, formTime: sentFormTime(data) };
  const what = form === 'enquiry' ? 'an enquiry' : 'a booking';
  const client = rateLimitKey(clientAddress(await headers()));
  let within: boolean;
  try {
    within = await attemptSubmission(form, client);
  } catch (error) {
    logDatabaseError(`Counting ${what} against the rate limit`, error);
    return { stage: 'refused', notice: 'unavailable' };
  }
  if (screened) {
    if (within)
      await quarantine(validated.value, context).catch((error: unknown) =>
        logDatabaseError(`Storing ${what} as spam`, error),
      );
    return refused(screened);
  }
  if (!within) return refused('rateLimited');
  try {
    return {
      stage: 'stored',
      result: await store(validated.value, { ...context, mail: mailConfig(), client }),
    };
  } catch (error) {
    logDatabaseError(`Storing ${what}`, error);
    return { stage: 'refused', notice: 'unavailable' };
  }
}

/**
 * What a form shows when its lead was not stored: everything typed, and the field errors or the
 * notice, with the form time to send it again with.
 */
export function notStored<F extends string, V>(
  received: Exclude<Received<F, unknown>, { stage: 'stored' }>,
  values: V,
) {
  return {
    status: 'editing' as const,
    values,
    errors: received.stage === 'invalid' ? received.errors : {},
    notice: received.stage === 'refused' ? received.notice : undefined,
    formTime: received.formTime,
  };
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

function sentFormTime(data: Pick<FormData, 'get'>): string | undefined {
  const token = data.get('formTime');
  return typeof token === 'string' && token !== '' ? token.slice(0, 100) : undefined;
}

/**
 * A filled honeypot or a form time that is not ours: `rejected`; a form sent sooner than a
 * person could fill it in, or without its time (the database could not sign one when the page
 * was made): `tooFast`, and the visitor may send it again.
 */
async function screenSubmission(
  form: FormName,
  data: Pick<FormData, 'get'>,
  now = Date.now(),
): Promise<ScreeningNotice | undefined> {
  // A field people cannot see: only robots fill it in.
  if (String(data.get('website') ?? '') !== '') return 'rejected';
  const token = sentFormTime(data);
  if (!token) return 'tooFast';
  let key: Buffer;
  try {
    key = await formKey();
  } catch {
    return undefined; // Storing meets the same database and answers for it.
  }
  const time = checkFormTime(key, form, token, formTiming.minFillMs, now);
  return time === 'ok' ? undefined : time === 'forged' ? 'rejected' : 'tooFast';
}

/**
 * The client's address, which the HTTP server puts into `X-Forwarded-For` as its one entry: the
 * connection's peer, or what the trusted proxies recorded (src/server/http.ts).
 */
export function clientAddress(requestHeaders: Headers): string {
  const last = requestHeaders.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return last || 'unknown';
}

/** Why a change through a booking's private link was not made, before the booking is touched. */
export type ChangeNotice = ScreeningNotice | 'maintenance' | 'failed';

/**
 * The checks a change through a booking's private link passes, as a new lead does: maintenance
 * mode, the honeypot and the signed form time (`bookingChange`), then the rate limit per client
 * and per booking. `undefined` when it may go ahead; a form time to send it again with after
 * `tooFast`.
 */
export async function screenChange(
  data: FormData,
  bookingId: number,
): Promise<{ readonly notice: ChangeNotice; readonly formTime?: string } | undefined> {
  if ((await maintenance()).on) return { notice: 'maintenance' };
  const screened = await screenSubmission('bookingChange', data);
  if (screened) return { notice: screened, formTime: await issueFormTime('bookingChange') };
  try {
    const client = rateLimitKey(clientAddress(await headers()));
    const within =
      (await attemptSubmission('bookingChange', client)) &&
      (await attemptSubmission('bookingChange', `booking ${bookingId}`));
    return within ? undefined : { notice: 'rateLimited' };
  } catch (error) {
    logDatabaseError('Counting a booking change against the rate limit', error);
    return { notice: 'failed' };
  }
}
