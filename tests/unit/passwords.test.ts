import { describe, expect, it } from 'vitest';
import { passwordProblem } from '@/server/backoffice/passwords';

const account = { email: 'jana.berger@beratung.example', name: 'Jana Berger' };

describe('a new back-office password', () => {
  it('is refused when it is on the common-password lists or a simple pattern', () => {
    for (const password of [
      'passwordpassword',
      'password12345678',
      'qwertzuiop123456',
      '123456789012',
      'iloveyou12345',
      'aaaaaaaaaaaaaaaa',
    ])
      expect(passwordProblem(password, account), password).toBe('passwordCommon');
  });

  it('is refused when it contains the account’s address or name', () => {
    expect(passwordProblem('jana.berger@beratung.example', account)).toBe('passwordCommon');
    expect(passwordProblem('Zugang-Jana.Berger-77', account)).toBe('passwordCommon');
    expect(passwordProblem('BERGER and seven dragons', account)).toBe('passwordCommon');
    expect(passwordProblem('beratung forever 2026!', account)).toBe('passwordCommon');
  });

  it('is refused when too short or too long, by length first', () => {
    expect(passwordProblem('kurz', account)).toBe('passwordLength');
    expect(passwordProblem('x'.repeat(129), account)).toBe('passwordLength');
  });

  it('is accepted when long and not guessable', () => {
    expect(passwordProblem('correct horse battery staple', account)).toBeUndefined();
    expect(passwordProblem('Mein Fahrrad steht im Regen 7!', account)).toBeUndefined();
  });
});
