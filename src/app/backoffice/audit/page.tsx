import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackofficeHeader } from '@/components/backoffice/BackofficeHeader';
import { Pager } from '@/components/backoffice/Pager';
import { buttonClass, inputClass } from '@/components/backoffice/parts';
import { formatterFor } from '@/i18n/format';
import { auditActions, auditQuery, parseAuditFilter } from '@/lib/audit-filter';
import { findAudit } from '@site/core/stores/accounts';
import { requireOwner } from '@/next/backoffice/guard';
import { unreadCount } from '@site/core/stores/leads';

export async function generateMetadata(): Promise<Metadata> {
  const { account } = await requireOwner();
  const t = await getTranslations({ locale: account.locale, namespace: 'Backoffice.audit' });
  return { title: t('title') };
}

/** The audit log, newest first, filtered by action, actor and days (a GET form: a filter is a link). */
export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { account } = await requireOwner();
  const { locale } = account;
  const t = await getTranslations({ locale, namespace: 'Backoffice.audit' });
  const format = formatterFor(locale);
  const asked = parseAuditFilter(await searchParams);
  const { items, total, page, pages } = await findAudit(asked);
  const filter = { ...asked, page };
  const pageLink = (to: number) => `/backoffice/audit${auditQuery(filter, to)}`;
  return (
    <>
      <BackofficeHeader
        locale={locale}
        email={account.email}
        role="owner"
        unread={await unreadCount()}
        back={pageLink(page)}
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl space-y-6 px-4 py-6">
        <h1 className="text-2xl font-bold text-brand">{t('title')}</h1>
        <p className="text-ink-soft">{t('intro')}</p>
        <form
          method="get"
          action="/backoffice/audit"
          role="search"
          aria-label={t('filters')}
          className="grid gap-4 rounded-lg border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
        >
          <div>
            <label htmlFor="audit-action" className="block text-sm font-semibold">
              {t('action')}
            </label>
            <select
              id="audit-action"
              name="action"
              defaultValue={filter.action ?? ''}
              className={inputClass}
            >
              <option value="">{t('anyAction')}</option>
              {auditActions.map((action) => (
                <option key={action} value={action}>
                  {action}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-actor" className="block text-sm font-semibold">
              {t('actor')}
            </label>
            <input
              id="audit-actor"
              name="actor"
              type="search"
              defaultValue={filter.actor ?? ''}
              className={inputClass}
            />
          </div>
          {(['from', 'to'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`audit-${name}`} className="block text-sm font-semibold">
                {t(name)}
              </label>
              <input
                id={`audit-${name}`}
                name={name}
                type="date"
                defaultValue={filter[name] ?? ''}
                className={inputClass}
              />
            </div>
          ))}
          <div className="flex items-end">
            <button type="submit" className={buttonClass}>
              {t('apply')}
            </button>
          </div>
        </form>
        <p role="status" className="text-sm text-ink-soft">
          {t('results', { total })}
        </p>
        {items.length > 0 && (
          <div className="overflow-x-auto rounded-lg border border-line bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('title')}</caption>
              <thead className="bg-surface">
                <tr>
                  {(['at', 'actor', 'action', 'subject', 'address'] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((entry) => (
                  <tr key={entry.id} data-audit={entry.action} className="border-t border-line">
                    <td className="whitespace-nowrap px-3 py-2">
                      {format.dateTime(entry.at, 'stamp')}
                    </td>
                    <td className="px-3 py-2 break-all">{entry.actor ?? '–'}</td>
                    <td className="px-3 py-2">
                      <code>{entry.action}</code>
                    </td>
                    <td className="px-3 py-2 break-words">{entry.subject ?? '–'}</td>
                    <td className="px-3 py-2">{entry.address ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager
          page={page}
          pages={pages}
          link={pageLink}
          labels={{
            nav: t('pages'),
            previous: t('previous'),
            next: t('next'),
            at: t('page', { page, pages }),
          }}
        />
      </main>
    </>
  );
}
