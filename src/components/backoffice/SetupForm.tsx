'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { setUpAccount, type AuthFormState } from '@/next/backoffice/auth-actions';
import { buttonClass, describedBy, FormAlert, inputClass, LabelledField } from './parts';
import { useAuthError } from './SignInForms';
import { usePageActionState } from '@/components/forms/use-page-action';

export interface Enrolment {
  readonly secret: string;
  readonly uri: string;
  /** The QR code of `uri`, as SVG markup. */
  readonly svg: string;
}

/**
 * The setup link's form: a password, the authenticator (QR code, or its key as text) and its
 * first code; then the recovery codes, shown this once.
 */
export function SetupForm({
  token,
  enrolment: first,
}: {
  token: string;
  /** Absent when the link is used up or expired (also right after this form used it). */
  enrolment: Enrolment | undefined;
}) {
  const t = useTranslations('Backoffice.setup');
  const [state, action, pending] = usePageActionState<AuthFormState, FormData>(setUpAccount, {});
  const error = useAuthError(state);
  // Without JavaScript the page is drawn anew with a new key: the one the person scanned stays.
  const enrolment = state.enrolment ?? first;
  if (state.recoveryCodes)
    return (
      <div className="space-y-4">
        <p role="status">{t('done')}</p>
        <h2 className="text-lg font-semibold">{t('recoveryTitle')}</h2>
        <p className="text-sm text-ink-soft">{t('recoveryHint')}</p>
        <ul aria-label={t('recoveryTitle')} className="grid gap-1 font-mono text-sm">
          {state.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Link href="/backoffice/sign-in" className={buttonClass}>
          {t('toSignIn')}
        </Link>
      </div>
    );
  if (!enrolment) return <p>{t('invalid')}</p>;
  const passwordError =
    state.error === 'passwordLength' ||
    state.error === 'passwordCommon' ||
    state.error === 'passwordMismatch'
      ? error
      : undefined;
  const codeError = state.error === 'code' ? error : undefined;
  return (
    <form action={action} className="space-y-5">
      <FormAlert message={state.error === 'setupUsed' ? error : undefined} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="secret" value={enrolment.secret} />
      <LabelledField
        id="password"
        label={t('password')}
        hint={t('passwordHint')}
        error={passwordError}
      >
        <input
          id="password"
          name="password"
          type="password"
          required
          minLength={12}
          maxLength={128}
          autoComplete="new-password"
          className={inputClass}
          {...describedBy('password', true, passwordError)}
        />
      </LabelledField>
      <LabelledField id="confirm" label={t('confirm')}>
        <input
          id="confirm"
          name="confirm"
          type="password"
          required
          minLength={12}
          maxLength={128}
          autoComplete="new-password"
          className={inputClass}
        />
      </LabelledField>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t('authenticator')}</legend>
        <p className="text-sm text-ink-soft">{t('authenticatorHint')}</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URI drawn on the server */}
        <img
          src={`data:image/svg+xml;base64,${btoa(enrolment.svg)}`}
          alt={t('qrAlt')}
          width={200}
          height={200}
          className="rounded border border-line"
        />
        <p className="text-sm">
          {t('secretText')}{' '}
          <code data-totp-secret className="break-all font-mono">
            {enrolment.secret}
          </code>
        </p>
        <details className="text-sm">
          <summary>{t('uri')}</summary>
          <code className="break-all font-mono">{enrolment.uri}</code>
        </details>
      </fieldset>
      <LabelledField id="code" label={t('code')} error={codeError}>
        <input
          id="code"
          name="code"
          type="text"
          inputMode="numeric"
          pattern="[0-9 ]{6,7}"
          required
          autoComplete="one-time-code"
          className={inputClass}
          {...describedBy('code', false, codeError)}
        />
      </LabelledField>
      <button type="submit" disabled={pending} className={buttonClass}>
        {pending ? t('pending') : t('submit')}
      </button>
    </form>
  );
}
