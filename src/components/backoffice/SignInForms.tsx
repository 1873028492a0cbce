'use client';

import { useTranslations } from 'next-intl';
import { signIn, verifyCode, type AuthFormState } from '@/next/backoffice/auth-actions';
import { buttonClass, FormAlert, inputClass, LabelledField } from './parts';
import { usePageActionState } from '@/components/forms/use-page-action';

/** The message for a sign-in or setup answer. */
export function useAuthError(state: AuthFormState): string | undefined {
  const t = useTranslations('Backoffice.errors');
  return state.error && t(state.error, { minutes: state.waitMinutes ?? 15 });
}

/** Step one: e-mail address and password (a plain POST without JavaScript). */
export function PasswordForm({ notice }: { notice?: string }) {
  const t = useTranslations('Backoffice.signIn');
  const [state, action, pending] = usePageActionState(signIn, {});
  const error = useAuthError(state);
  return (
    <form action={action} className="space-y-5">
      <FormAlert message={error ?? notice} />
      <LabelledField id="email" label={t('email')}>
        <input
          id="email"
          name="email"
          type="email"
          required
          autoComplete="username"
          defaultValue={state.email}
          className={inputClass}
          aria-invalid={state.error === 'credentials' || undefined}
        />
      </LabelledField>
      <LabelledField id="password" label={t('password')}>
        <input
          id="password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          className={inputClass}
        />
      </LabelledField>
      <button type="submit" disabled={pending} className={buttonClass}>
        {pending ? t('pending') : t('submit')}
      </button>
    </form>
  );
}

/** Step two: the authenticator's code, or a recovery code. */
export function CodeForm() {
  const t = useTranslations('Backoffice.signIn');
  const [state, action, pending] = usePageActionState(verifyCode, {});
  const error = useAuthError(state);
  return (
    <form action={action} className="space-y-5">
      <FormAlert message={error} />
      <LabelledField id="code" label={t('code')} hint={t('codeHint')}>
        <input
          id="code"
          name="code"
          type="text"
          required
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          className={inputClass}
          aria-describedby="code-hint"
          aria-invalid={state.error === 'code' || undefined}
        />
      </LabelledField>
      <button type="submit" disabled={pending} className={buttonClass}>
        {pending ? t('pending') : t('verify')}
      </button>
    </form>
  );
}
