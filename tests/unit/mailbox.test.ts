import { describe, expect, it } from 'vitest';
import { mailboxOf } from '@/lib/leads';

describe('mailboxOf', () => {
  it('reads an address as the mailbox it reaches: lower case, without a tag', () => {
    expect(mailboxOf('Name+2@Example.org')).toBe('name@example.org');
    expect(mailboxOf('name+a+b@example.org')).toBe('name@example.org');
    expect(mailboxOf('name+@example.org')).toBe('name@example.org');
    expect(mailboxOf('first.last@example.org')).toBe('first.last@example.org');
  });
});
