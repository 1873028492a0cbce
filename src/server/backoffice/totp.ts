import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { company } from '@/site/company';
import { tokenHash } from '../tokens';

/** RFC 6238 with the parameters every authenticator app supports: SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: company.brand,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function isTotpSecret(value: string): boolean {
  return /^[A-Z2-7]{32}$/.test(value);
}

/** The `otpauth://` URI an authenticator app reads, and the same as a QR code (SVG markup). */
export function enrolment(secret: string, email: string) {
  const uri = totp(secret, email).toString();
  return { uri, svg: renderSVG(uri, { ecc: 'M', border: 1 }) };
}

/**
 * The time step a code belongs to when it is valid now (the current step or one either side,
 * for clocks a little apart), else `undefined`. The caller accepts each step once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** Crockford's base32: no i, l, o or u to misread. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * Ten recovery codes of 24 characters, 120 random bits each: enough (ASVS 6.5.2 asks for 112)
 * that an unsalted SHA-256 of the code is safe to store. Grouped by four for reading.
 */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 24 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/** Codes are compared by hash, ignoring case, spaces and the dash. */
export function recoveryCodeHash(code: string): string {
  return tokenHash(code.toLowerCase().replace(/[\s-]/g, ''));
}
