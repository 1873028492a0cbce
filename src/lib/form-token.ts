import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The time a form was shown, signed by the server: `<milliseconds>.<HMAC-SHA256>` over the form's
 * name and that time. The minimum fill time is measured from it, so a robot can neither send a
 * form it never loaded nor claim it loaded it earlier.
 */
export type FormName = 'enquiry' | 'booking' | 'bookingChange';

function mac(key: Buffer, form: FormName, issuedAt: number): Buffer {
  return createHmac('sha256', key).update(`${form}.${issuedAt}`).digest();
}

export function signFormTime(key: Buffer, form: FormName, issuedAt: number): string {
  return `${issuedAt}.${mac(key, form, issuedAt).toString('base64url')}`;
}

/**
 * `forged` for a missing, malformed or wrongly signed token (or one from the future), `tooFast`
 * when less than `minFillMs` have passed since it was issued.
 */
export function checkFormTime(
  key: Buffer,
  form: FormName,
  token: string,
  minFillMs: number,
  now: number,
): 'ok' | 'tooFast' | 'forged' {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'forged';
  const issuedAt = Number(match[1]);
  const given = Buffer.from(match[2] ?? '', 'base64url');
  const expected = mac(key, form, issuedAt);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  if (issuedAt > now + 60_000) return 'forged';
  return now - issuedAt < minFillMs ? 'tooFast' : 'ok';
}
