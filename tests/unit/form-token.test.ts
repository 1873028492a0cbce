import { describe, expect, it } from 'vitest';
import { checkFormTime, signFormTime } from '@/lib/form-token';

const key = Buffer.alloc(32, 1);
const shown = 1_764_000_000_000;

describe('the signed time a form was shown', () => {
  it('lets a form through once the minimum fill time has passed since it was shown', () => {
    const token = signFormTime(key, 'enquiry', shown);
    expect(checkFormTime(key, 'enquiry', token, 3000, shown + 2999)).toBe('tooFast');
    expect(checkFormTime(key, 'enquiry', token, 3000, shown + 3000)).toBe('ok');
  });

  it('cannot be moved back in time, moved to the other form, signed with another key or left out', () => {
    const token = signFormTime(key, 'enquiry', shown);
    const [, mac] = token.split('.');
    const later = shown + 60_000;
    expect(checkFormTime(key, 'enquiry', `${shown - 60_000}.${mac}`, 3000, later)).toBe('forged');
    expect(checkFormTime(key, 'booking', token, 3000, later)).toBe('forged');
    expect(checkFormTime(Buffer.alloc(32, 2), 'enquiry', token, 3000, later)).toBe('forged');
    for (const bad of ['', String(shown), `${shown}.`, `${shown}.${mac}x`, `x${token}`])
      expect(checkFormTime(key, 'enquiry', bad, 3000, later), bad).toBe('forged');
  });

  it('refuses a time from the future', () => {
    const token = signFormTime(key, 'booking', shown + 120_000);
    expect(checkFormTime(key, 'booking', token, 3000, shown)).toBe('forged');
  });
});
