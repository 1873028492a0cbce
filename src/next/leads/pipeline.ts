import { headers } from 'next/headers';
import { clientAddress, rateLimitKey } from '@/lib/client-address';
import { checkFormTime, type FormName } from '@/lib/form-token';
import { leadSource } from '@/lib/lead-source';
import type { Locale } from '@/i18n/locales';
import type { Validated } from '@/lib/forms/validate';
import { formTiming } from '@/site/timing';
import { logDatabaseError } from '@site/core/db/errors';
import { maintenance } from '@site/core/maintenance';
import { formKey, issueFormTime } from '@site/core/leads/form-key';
import { attemptSubmission } from '@site/core/leads/rate-limit';
import type {
  LeadContext,
  NotStored,
  Refused,
  ScreeningNotice,
  Verdict,
} from '@site/core/leads/verdict';

/** The verdict on a lead sent with `data` (see `Verdict`). */
export async function screenLead<Lead, F extends string>(
  form: FormName,
  data: FormData,
  validated: Validated<Lead, F>,
): Promise<Verdict<Lead, F>> {
  if ((await maintenance()).on) return { stage: 'refused', notice: 'maintenance' };
  const requestHeaders = await headers();
  const screened = await screenSubmission(form, data);
  const refused = async (notice: ScreeningNotice): Promise<Refused> => ({
    stage: 'refused',
    notice,
    ...(notice !== 'rateLimited' && { formTime: await issueFormTime(form) }),
  });
  // A person who sent the form quickly with a mistake sees the mistake; the form keeps its time.
  if (!validated.ok)
    return screened === 'rejected'
      ? refused(screened)
      : { stage: 'invalid', errors: validated.errors, formTime: sentFormTime(data) };
  const context: LeadContext = {
    locale: formLocale(data),
    source: leadSource(data, formPage(requestHeaders), ownHost(requestHeaders)),
    client: rateLimitKey(clientAddress(requestHeaders)),
  };
  let within: boolean;
  try {
    within = await attemptSubmission(form, context.client);
  } catch (error) {
    return unavailable(
      `Counting ${form === 'enquiry' ? 'an enquiry' : 'a booking'} against the rate limit`,
      error,
    );
  }
  if (screened)
    return within
      ? { stage: 'spam', lead: validated.value, context, answer: await refused(screened) }
      : refused(screened);
  if (!within) return refused('rateLimited');
  return { stage: 'accepted', lead: validated.value, context };
}

/** The answer when the database failed while `doing` something with a lead; the error is logged. */
export function unavailable(doing: string, error: unknown): Refused {
  logDatabaseError(doing, error);
  return { stage: 'refused', notice: 'unavailable' };
}

/**
 * What a form shows when its lead was not stored: everything typed, and the field errors or the
 * notice, with the form time to send it again with.
 */
export function notStored<F extends string, V>(received: NotStored<F>, values: V) {
  return {
    status: 'editing' as const,
    values,
    errors: received.stage === 'invalid' ? received.errors : {},
    notice: received.stage === 'refused' ? received.notice : undefined,
    formTime: received.formTime,
  };
}

/** The site's own host name, as the request names it. */
function ownHost(requestHeaders: Headers): string {
  const address = `http://${requestHeaders.get('host') ?? ''}`;
  return URL.canParse(address) ? new URL(address).hostname : '';
}

/** The path of the page the form was sent from: the POST's referrer, when it is this site. */
function formPage(requestHeaders: Headers): string | null {
  const referrer = requestHeaders.get('referer');
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  return url.host === requestHeaders.get('host') ? url.pathname : null;
}

/** The language the form was sent in (its hidden `locale` field). */
function formLocale(data: Pick<FormData, 'get'>): Locale {
  return data.get('locale') === 'en' ? 'en' : 'de';
}

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
