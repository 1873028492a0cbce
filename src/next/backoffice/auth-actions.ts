'use server';

import { cookies, headers } from 'next/headers';
import { homeOf, isRole } from '@/lib/roles';
import { redirect } from 'next/navigation';
import { db } from '@site/core/db/client';
import { clientAddress } from '@/lib/client-address';
import { mailConfig } from '@site/core/mail/config';
import { enqueueMails } from '@site/core/stores/mail';
import { codesLockedMail } from '@site/core/mail/compose';
import {
  accountForSetup,
  completeSetup,
  normalEmail,
  spendRecoveryCode,
} from '@site/core/backoffice/accounts';
import {
  acceptTotpStep,
  accountByEmail,
  audit,
  clearCodeFailures,
  CODE_FAILURES_TO_LOCK,
  recordCodeFailure,
  setAccountLocale,
} from '@site/core/stores/accounts';
import { currentSession, requireStaff } from './guard';
import { LANGUAGE_COOKIE } from './locale';
import { passwordProblem, verifyPassword } from '@site/core/backoffice/passwords';
import {
  completeSignIn,
  cookieOptions,
  createSession,
  endAllSessions,
  endSession,
  SESSION_COOKIE,
  SIGN_IN_PATH,
} from '@site/core/backoffice/sessions';
import {
  attemptFrom,
  beginAttempt,
  clearFailures,
  forgetAttempt,
  type Attempt,
} from '@site/core/backoffice/throttle';
import { enrolment, isTotpSecret, totpStep } from '@site/core/backoffice/totp';
import { readTotpSecret } from '@site/core/backoffice/totp-secrets';

/** What a sign-in or setup form shows after the server answered; typed values come back. */
export interface AuthFormState {
  readonly error?:
    | 'credentials'
    | 'code'
    | 'codesLocked'
    | 'throttled'
    | 'expired'
    | 'passwordLength'
    | 'passwordCommon'
    | 'passwordMismatch'
    | 'setupUsed';
  /** With `throttled`: minutes to wait. */
  readonly waitMinutes?: number;
  readonly email?: string;
  /** After setup: the recovery codes, shown once. */
  readonly recoveryCodes?: readonly string[];
  /** A setup form answered with an error keeps the authenticator it showed. */
  readonly enrolment?: { readonly secret: string; readonly uri: string; readonly svg: string };
}

const field = (data: FormData, name: string) => String(data.get(name) ?? '');

async function attemptOf(email: string): Promise<Attempt> {
  return attemptFrom(normalEmail(email), clientAddress(await headers()));
}

/** Records the attempt; the answer to give when it must wait, else its id. */
async function begin(attempt: Attempt): Promise<{ id: number } | { refused: AuthFormState }> {
  const { id, wait } = await beginAttempt(attempt);
  if (wait <= 0) return { id };
  // A failed or throttled attempt is recorded without what was typed or where it came from:
  // the log keeps entries for ever, the throttle's own rows go with the daily purge.
  await audit('sign-in.throttled');
  return { refused: { error: 'throttled', waitMinutes: Math.ceil(wait / 60) } };
}

async function setSessionCookie(token: string): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, cookieOptions);
}

/** Step one: e-mail address and password. A match waits for the second factor. */
export async function signIn(_previous: AuthFormState, data: FormData): Promise<AuthFormState> {
  // An address is at most 254 characters (RFC 5321); nothing longer is stored.
  const email = field(data, 'email').trim().slice(0, 254);
  const attempt = await attemptOf(email);
  const started = await begin(attempt);
  if ('refused' in started) return { ...started.refused, email };
  const account = await accountByEmail(attempt.account);
  const verified = await verifyPassword(account?.passwordHash ?? null, field(data, 'password'));
  if (verified === 'busy') {
    // Too many passwords are being checked at once: nothing was checked, nothing counts.
    await forgetAttempt(started.id);
    return { error: 'throttled', waitMinutes: 1, email };
  }
  if (!account || !verified || account.totpSecret == null) {
    await audit('sign-in.password-failed');
    return { error: 'credentials', email };
  }
  await forgetAttempt(started.id);
  await setSessionCookie(await createSession(account.id, true));
  redirect(SIGN_IN_PATH);
}

/** Step two: a code from the authenticator, or one of the recovery codes. */
export async function verifyCode(_previous: AuthFormState, data: FormData): Promise<AuthFormState> {
  const session = await currentSession();
  if (session.state !== 'active' || !session.pending) return { error: 'expired' };
  const { account } = session;
  const attempt = await attemptOf(account.email);
  const started = await begin(attempt);
  if ('refused' in started) return started.refused;
  const code = field(data, 'code').trim();
  // After too many wrong codes in a row only a recovery code is taken (`recordCodeFailure`).
  const locked = account.codesLockedAt !== null;
  const secret = account.totpSecret && !locked ? readTotpSecret(account.totpSecret) : undefined;
  const step = secret ? totpStep(secret, code.replace(/\s/g, '')) : undefined;
  const byTotp = step !== undefined && (await acceptTotpStep(account.id, step));
  const byRecovery = !byTotp && (await spendRecoveryCode(account.id, code));
  if (!byTotp && !byRecovery) {
    await audit('sign-in.code-failed', { actor: account.email });
    if ((await recordCodeFailure(account.id)).locked) {
      await audit('sign-in.codes-locked', { actor: account.email });
      const mail = mailConfig();
      if (mail) await enqueueMails(db(), [codesLockedMail(account, CODE_FAILURES_TO_LOCK)]);
      return { error: 'codesLocked' };
    }
    return { error: locked ? 'codesLocked' : 'code' };
  }
  const token = await completeSignIn(session.id, account.id);
  if (!token) return { error: 'expired' };
  await clearFailures(attempt);
  await clearCodeFailures(account.id);
  if (byRecovery)
    await audit('sign-in.recovery-code-used', {
      actor: account.email,
      address: clientAddress(await headers()),
    });
  await audit('sign-in', { actor: account.email, address: clientAddress(await headers()) });
  await setSessionCookie(token);
  redirect(homeOf(isRole(account.role) ? account.role : 'editor'));
}

/** Leaves a half-done sign-in (after the password) to start again. */
export async function restartSignIn(): Promise<void> {
  const session = await currentSession();
  if (session.state === 'active' && session.pending) await endSession(session.id);
  (await cookies()).delete({ name: SESSION_COOKIE, ...cookieOptions });
  redirect(SIGN_IN_PATH);
}

/** The setup link's form: a password and the first code of the new authenticator. */
export async function setUpAccount(
  _previous: AuthFormState,
  data: FormData,
): Promise<AuthFormState> {
  const token = field(data, 'token');
  const password = field(data, 'password');
  const secret = field(data, 'secret');
  const account = await accountForSetup(token);
  if (!account || !isTotpSecret(secret)) return { error: 'setupUsed' };
  const shown = { enrolment: { secret, ...enrolment(secret, account.email) } };
  const problem = passwordProblem(password, account);
  if (problem) return { error: problem, ...shown };
  if (password !== field(data, 'confirm')) return { error: 'passwordMismatch', ...shown };
  const step = totpStep(secret, field(data, 'code').replace(/\s/g, ''));
  if (step === undefined) return { error: 'code', ...shown };
  const codes = await completeSetup(token, password, secret, step);
  return codes ? { recoveryCodes: codes } : { error: 'setupUsed' };
}

export async function signOut(): Promise<void> {
  const owner = await requireStaff();
  await endSession(owner.sessionId);
  await audit('sign-out', { actor: owner.account.email, address: clientAddress(await headers()) });
  (await cookies()).delete({ name: SESSION_COOKIE, ...cookieOptions });
  redirect(SIGN_IN_PATH);
}

/** Ends every session of the account, on every device. */
export async function signOutEverywhere(): Promise<void> {
  const owner = await requireStaff();
  await endAllSessions(owner.account.id);
  await audit('sign-out.everywhere', {
    actor: owner.account.email,
    address: clientAddress(await headers()),
  });
  (await cookies()).delete({ name: SESSION_COOKIE, ...cookieOptions });
  redirect(SIGN_IN_PATH);
}

/** The back office's language: the account's choice, or before sign-in a cookie. */
export async function chooseLanguage(_state: unknown, data: FormData): Promise<void> {
  const locale = field(data, 'locale') === 'en' ? 'en' : 'de';
  const back = field(data, 'back');
  const session = await currentSession();
  if (session.state === 'active' && !session.pending) {
    await setAccountLocale(session.account.id, locale);
    await audit('account.language', { actor: session.account.email, subject: locale });
  }
  (await cookies()).set(LANGUAGE_COOKIE, locale, { ...cookieOptions, maxAge: 365 * 24 * 3600 });
  redirect(/^\/backoffice(\/|\?|$)/.test(back) ? back : '/backoffice');
}
