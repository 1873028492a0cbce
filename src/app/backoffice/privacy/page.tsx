import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackofficeHeader } from '@/components/backoffice/BackofficeHeader';
import { PersonRequests } from '@/components/backoffice/PersonRequests';
import { Panel } from '@/components/backoffice/parts';
import { formatterFor } from '@/i18n/format';
import { periodText, retention } from '@/lib/retention';
import { lastAudit } from '@site/core/stores/accounts';
import { requireOwner } from '@/next/backoffice/guard';
import { unreadCount } from '@site/core/stores/leads';

export async function generateMetadata(): Promise<Metadata> {
  const { account } = await requireOwner();
  const t = await getTranslations({ locale: account.locale, namespace: 'Backoffice.privacy' });
  return { title: t('title') };
}

/** Requests of people about their data, and the retention the site enforces by itself. */
export default async function PrivacyPage() {
  const { account } = await requireOwner();
  const { locale } = account;
  const t = await getTranslations({ locale, namespace: 'Backoffice.privacy' });
  const format = formatterFor(locale);
  const purged = await lastAudit('retention.purged');
  const periods = [
    ['leads', retention.leads],
    ['roiValues', retention.roiValues],
    ['spam', retention.spam],
    ['sentMails', retention.sentMails],
    ['pageViews', retention.pageViews],
    ['auditLog', retention.auditLog],
    ['failedSignInEntries', retention.failedSignInEntries],
  ] as const;
  return (
    <>
      <BackofficeHeader
        locale={locale}
        email={account.email}
        role="owner"
        unread={await unreadCount()}
        back="/backoffice/privacy"
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-4xl space-y-8 px-4 py-6">
        <h1 className="text-2xl font-bold text-brand">{t('title')}</h1>
        <Panel id="requests" title={t('requests')}>
          <p className="mb-4 text-ink-soft">{t('requestsText')}</p>
          <PersonRequests />
        </Panel>
        <Panel id="retention" title={t('retention')}>
          <ul className="list-disc space-y-1 pl-6">
            {periods.map(([name, period]) => (
              <li key={name}>{t(`periods.${name}`, { period: periodText(period, locale) })}</li>
            ))}
          </ul>
          <p className="mt-4">
            {purged
              ? t('lastPurge', {
                  at: format.dateTime(purged.at, 'stamp'),
                  summary: purged.subject ?? '',
                })
              : t('noPurge')}
          </p>
          <p className="mt-2 text-sm text-ink-soft">{t('purgeHow')}</p>
        </Panel>
      </main>
    </>
  );
}
