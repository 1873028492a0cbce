import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/backoffice/parts';
import { SetupForm } from '@/components/backoffice/SetupForm';
import { formatterFor } from '@/i18n/format';
import { accountForSetup } from '@site/core/backoffice/accounts';
import { backofficeLocale } from '@/next/backoffice/locale';
import { enrolment, newTotpSecret } from '@site/core/backoffice/totp';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({
    locale: await backofficeLocale(),
    namespace: 'Backoffice.setup',
  });
  return { title: t('title') };
}

/** Where the link from `npm run owner -- add|reset` leads: password and authenticator. */
export default async function SetupPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const locale = await backofficeLocale();
  const t = await getTranslations({ locale, namespace: 'Backoffice.setup' });
  const account = await accountForSetup(token);
  // One tree whether the link is valid or not: without JavaScript, the form's answer (the
  // recovery codes) is shown in the page drawn after the link was used up, at the same place.
  const secret = account?.setupExpiresAt ? newTotpSecret() : undefined;
  return (
    <AuthCard title={t('title')}>
      <p className="mb-5 text-sm text-ink-soft empty:hidden">
        {account?.setupExpiresAt &&
          t('intro', {
            email: account.email,
            until: formatterFor(locale).dateTime(account.setupExpiresAt, 'stamp'),
          })}
      </p>
      <SetupForm
        token={token}
        enrolment={account && secret ? { secret, ...enrolment(secret, account.email) } : undefined}
      />
    </AuthCard>
  );
}
