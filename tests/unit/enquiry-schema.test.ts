import { describe, expect, it } from 'vitest';
import { validateEnquiry, type EnquiryField } from '@/lib/forms/enquiry';

const valid: Record<EnquiryField, string> = {
  name: 'Jürgen Müller-Łukasiewicz',
  email: 'j.mueller@autohaus-beispiel.de',
  company: 'Autohaus Beispiel GmbH',
  phone: '+49 (89) 123 456-7',
  audience: 'dealership',
  subject: 'F&I-Quote',
  message: 'Wir möchten unsere F&I-Quote steigern.',
  consent: 'on',
};

describe('enquiry schema', () => {
  it('accepts a complete enquiry with Unicode names and trims the values', () => {
    const result = validateEnquiry({ ...valid, name: '  Zoë Ødegård  ' });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.enquiry.name).toBe('Zoë Ødegård');
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
  ] as const)('rejects %s = %j with %s', (field, value, key) => {
    const result = validateEnquiry({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(key);
  });

  it('keeps markup as plain text', () => {
    const result = validateEnquiry({
      ...valid,
      message: '<script>alert(1)</script> bitte zurückrufen',
    });
    expect(result.ok && result.enquiry.message).toBe('<script>alert(1)</script> bitte zurückrufen');
  });
});
