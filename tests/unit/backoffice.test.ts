import jsQR from 'jsqr';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { inboxQuery, likePattern, parseInboxFilter } from '@/lib/inbox-filter';
import {
  enrolment,
  isTotpSecret,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpStep,
} from '@/server/backoffice/totp';

describe('the inbox filter', () => {
  it('reads a query string and ignores what it does not know', () => {
    expect(
      parseInboxFilter({
        q: '  Krause ',
        kind: 'booking',
        status: 'spam',
        lang: 'fr',
        audience: 'fleet',
        from: '2026-02-30',
        to: '2026-11-25',
        page: '3',
      }),
    ).toEqual({
      q: 'Krause',
      kind: 'booking',
      status: 'spam',
      lang: undefined,
      audience: 'fleet',
      from: undefined,
      to: '2026-11-25',
      page: 3,
    });
    expect(parseInboxFilter({ page: '-4', kind: ['enquiry', 'booking'] })).toMatchObject({
      page: 1,
      kind: 'enquiry',
    });
  });

  it('writes the same filter back as a link, with the page only when asked', () => {
    const filter = parseInboxFilter({ q: 'a&b', status: 'done', page: '2' });
    expect(inboxQuery(filter)).toBe('?q=a%26b&status=done');
    expect(inboxQuery(filter, 2)).toBe('?q=a%26b&status=done&page=2');
    expect(inboxQuery(parseInboxFilter({}))).toBe('');
  });

  it('searches for % and _ as themselves', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('the second factor', () => {
  const secret = newTotpSecret();
  const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  const now = Date.UTC(2026, 10, 25, 9, 0, 15);

  it('accepts the current code and its neighbours, and names their time step', () => {
    expect(isTotpSecret(secret)).toBe(true);
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, app.generate({ timestamp: now }), now)).toBe(step);
    expect(totpStep(secret, app.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(totpStep(secret, app.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
    expect(totpStep(secret, app.generate({ timestamp: now - 90_000 }), now)).toBeUndefined();
    expect(totpStep(secret, 'abcdef', now)).toBeUndefined();
  });

  it('makes ten distinct recovery codes of 120 bits, matched ignoring case and dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^([0-9a-hjkmnp-tv-z]{4}-){5}[0-9a-hjkmnp-tv-z]{4}$/);
    const [code = ''] = codes;
    expect(recoveryCodeHash(code.toUpperCase().replace(/-/g, ' '))).toBe(recoveryCodeHash(code));
  });
});

describe('the enrolment QR code', () => {
  it('is an SVG that an authenticator reads as the otpauth URI', () => {
    const { uri, svg } = enrolment(newTotpSecret(), 'owner@keller-advisory.example');
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    expect(size).toBeGreaterThan(0);
    // The dark modules as the SVG draws them, one square each, painted into an image.
    const scale = 2;
    const width = size * scale;
    const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
    for (const [, x, y, side] of svg.matchAll(/M(\d+),(\d+)h(\d+)v\3h-\3z/g))
      for (let row = Number(y) * scale; row < (Number(y) + Number(side)) * scale; row++)
        for (let column = Number(x) * scale; column < (Number(x) + Number(side)) * scale; column++)
          pixels.fill(0, (row * width + column) * 4, (row * width + column) * 4 + 3);
    expect(jsQR(pixels, width, width)?.data).toBe(uri);
  });
});
