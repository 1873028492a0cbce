import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard, quietButtonClass } from '@/components/backoffice/parts';
import { LanguageForm } from '@/components/backoffice/LanguageForm';
import { CodeForm, PasswordForm } from '@/components/backoffice/SignInForms';
import { restartSignIn } from '@/next/backoffice/auth-actions';
import { homeOf } from '@/lib/roles';
import { currentSession, signedInStaff } from '@/next/backoffice/guard';
import { backofficeLocale } from '@/next/backoffice/locale';
import { PageForm } from '@/components/forms/PageForm';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({
    locale: await backofficeLocale(),
    namespace: 'Backoffice.signIn',
  });
  return { title: t('title') };
}

/** Sign-in in two steps: the password, then the second factor. */
export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const signedIn = await signedInStaff();
  if (signedIn) redirect(homeOf(signedIn.role));
  const locale = await backofficeLocale();
  const t = await getTranslations({ locale, namespace: 'Backoffice.signIn' });
  const session = await currentSession();
  const pending = session.state === 'active' && session.pending;
  const { expired } = await searchParams;
  return (
    <>
      <div className="mx-auto flex max-w-md justify-end px-4 pt-4">
        <LanguageForm locale={locale} back="/backoffice/sign-in" />
      </div>
      <AuthCard title={pending ? t('codeTitle') : t('title')}>
        {pending ? (
          <div className="space-y-6">
            <CodeForm />
            <PageForm action={restartSignIn}>
              <button type="submit" className={quietButtonClass}>
                {t('restart')}
              </button>
            </PageForm>
          </div>
        ) : (
          <PasswordForm notice={expired === '1' ? t('expired') : undefined} />
        )}
      </AuthCard>
    </>
  );
}
