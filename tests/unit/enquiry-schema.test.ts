import { describe, expect, it } from 'vitest';
import { validateBooking } from '@/lib/forms/booking';
import { validateEnquiry } from '@/lib/forms/enquiry';
import type { EnquiryField } from '@/lib/forms/fields';

const valid: Record<EnquiryField, string> = {
  name: 'Jürgen Müller-Łukasiewicz',
  email: 'j.mueller@autohaus-beispiel.de',
  company: 'Autohaus Beispiel GmbH',
  phone: '+49 (89) 123 456-7',
  audience: 'dealership',
  subject: 'F&I-Quote',
  message: 'Wir möchten unsere F&I-Quote steigern.',
  consent: 'on',
  keepRoi: '',
};

describe('enquiry schema', () => {
  it('accepts a complete enquiry with Unicode names and trims the values', () => {
    const result = validateEnquiry({ ...valid, name: '  Zoë Ødegård  ' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.name).toBe('Zoë Ødegård');
  });

  it('treats the phone number as optional', () => {
    expect(validateEnquiry({ ...valid, phone: '' }).ok).toBe(true);
  });

  it.each([
    ['name', '', 'required'],
    ['name', 'A', 'tooShort'],
    ['name', 'x'.repeat(121), 'tooLong'],
    ['email', '', 'required'],
    ['email', 'no-at-sign', 'email'],
    ['email', 'a@b', 'email'],
    ['company', '   ', 'required'],
    ['phone', 'call me', 'phone'],
    ['audience', 'pirates', 'choice'],
    ['subject', 'Hi', 'tooShort'],
    ['message', 'Kurz', 'tooShort'],
    ['message', 'x'.repeat(5001), 'tooLong'],
    ['consent', '', 'consent'],
    ['name', 'Anna\u0000Berg', 'controlChars'],
    ['company', 'Beispiel\u001b[31m GmbH', 'controlChars'],
    ['subject', 'Betreff\u007f', 'controlChars'],
    ['message', 'Eine Nachricht mit \u0000 darin', 'controlChars'],
    ['message', 'Eine Nachricht mit \u0085 (NEL)', 'controlChars'],
    ['phone', '+49\u000089', 'phone'],
  ] as const)('rejects %s = %j with %s', (field, value, key) => {
    const result = validateEnquiry({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(key);
  });

  it('keeps tabs and line breaks in the message', () => {
    const message = 'Erste Zeile\r\nZweite Zeile\n\tEingerückt';
    const result = validateEnquiry({ ...valid, message });
    expect(result.ok && result.value.message).toBe(message);
  });

  const booking = {
    slot: '2026-12-01T09:00:00.000Z',
    name: 'Anna Berg',
    email: 'anna@example.org',
    company: 'Beispiel GmbH',
    phone: '',
    topic: 'Ein Thema mit genug Text',
    consent: 'on',
  };

  it('rejects control characters in the booking topic too', () => {
    const result = validateBooking(
      { ...booking, topic: 'Ein Thema mit \u0000 Nullbyte' },
      { phoneForCall: false },
    );
    expect(result.ok || result.errors.topic).toBe('controlChars');
  });

  it('asks for a number to call when the owner phones, next to the other errors', () => {
    expect(validateBooking(booking, { phoneForCall: false }).ok).toBe(true);
    const missing = validateBooking({ ...booking, name: 'A' }, { phoneForCall: true });
    expect(missing.ok || missing.errors).toEqual({ name: 'tooShort', phone: 'phoneNeeded' });
    const short = validateBooking({ ...booking, phone: '+49 (0)' }, { phoneForCall: true });
    expect(short.ok || short.errors.phone).toBe('phoneNeeded');
    const letters = validateBooking({ ...booking, phone: 'call me' }, { phoneForCall: true });
    expect(letters.ok || letters.errors.phone).toBe('phone');
    const callable = validateBooking(
      { ...booking, phone: '+49 89 1234567' },
      { phoneForCall: true },
    );
    expect(callable.ok && callable.value.phone).toBe('+49 89 1234567');
  });

  it('keeps markup as plain text', () => {
    const result = validateEnquiry({
      ...valid,
      message: '<script>alert(1)</script> bitte zurückrufen',
    });
    expect(result.ok && result.value.message).toBe('<script>alert(1)</script> bitte zurückrufen');
  });
});
