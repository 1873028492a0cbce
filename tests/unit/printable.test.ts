import { describe, expect, it } from 'vitest';
import { escapeIcsText } from '@/lib/ics';
import { printable, printableExport } from '@/lib/printable';

describe('text a visitor typed, printed on a terminal', () => {
  it('shows control characters as escapes, so none reaches the terminal', () => {
    const typed = 'Eve\u001b[2J\u001b]0;owned\u0007\u009b31m\u007f';
    const shown = printable(typed);
    expect(shown).toBe('Eve\\x1b[2J\\x1b]0;owned\\x07\\x9b31m\\x7f');
    expect(shown).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });

  it('keeps a line break from starting a fake line, and a typed backslash from faking an escape', () => {
    expect(printable('Ada\n2026-11-25 10:00  enquiry  #1  Fake')).toBe(
      'Ada\\n2026-11-25 10:00  enquiry  #1  Fake',
    );
    expect(printable('a\r\u2028b\\nc')).toBe('a\\r\\u2028b\\\\nc');
    expect(printable('\u202eevil')).toBe('\\u202eevil');
  });

  it('leaves ordinary text, umlauts and emoji alone', () => {
    expect(printable('Zoë Müller, Straße 5 – 50 % 🚗')).toBe('Zoë Müller, Straße 5 – 50 % 🚗');
  });

  it('keeps the line ends and tabs an export needs, escaping the rest', () => {
    expect(printableExport('a,"x\r\ny"\tz\r\n\u001b[31m')).toBe('a,"x\r\ny"\tz\r\n\\x1b[31m');
  });
});

describe('calendar text', () => {
  it('escapes CRLF, a lone LF and a lone CR, so no field can add a property of its own', () => {
    expect(escapeIcsText('a\r\nb\nc\rATTENDEE:mailto:x@example.org')).toBe(
      'a\\nb\\nc\\nATTENDEE:mailto:x@example.org',
    );
  });
});
