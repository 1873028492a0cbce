import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BackofficeHeader } from '@/components/backoffice/BackofficeHeader';
import { formatterFor } from '@/i18n/format';
import { OTHER_REFERRERS } from '@/lib/page-views';
import { dashboard } from '@site/core/stores/statistics';
import { requireStaff } from '@/next/backoffice/guard';

export async function generateMetadata(): Promise<Metadata> {
  const { account } = await requireStaff();
  const t = await getTranslations({ locale: account.locale, namespace: 'Backoffice.site' });
  return { title: t('statistics') };
}

/** A titled table of figures; the first column names the row. */
function Figures({
  id,
  title,
  columns,
  rows,
  empty,
}: {
  id: string;
  title: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  empty: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-labelledby={id}>
        <caption id={id} className="mb-2 text-left font-semibold">
          {title}
        </caption>
        <thead className="bg-surface">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`px-3 py-2 ${index ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-2 text-ink-soft">
                {empty}
              </td>
            </tr>
          )}
          {rows.map(([name, ...figures], index) => (
            <tr key={index} className="border-t border-line">
              <th scope="row" className="px-3 py-2 font-normal break-all">
                {name}
              </th>
              {figures.map((figure, column) => (
                <td key={column} className="px-3 py-2 text-right tabular-nums">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The statistics of the last 30 days: totals only, for the owner and the editors alike. */
export default async function StatisticsPage() {
  const { account, role } = await requireStaff();
  const { locale } = account;
  const t = await getTranslations({ locale, namespace: 'Backoffice.site' });
  const format = formatterFor(locale);
  const stats = await dashboard(30);
  const number = (value: number) => format.number(value);
  return (
    <>
      <BackofficeHeader
        locale={locale}
        email={account.email}
        role={role}
        back="/backoffice/statistics"
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl space-y-8 px-4 py-6">
        <h1 id="statistics" className="text-2xl font-bold text-brand">
          {t('statistics')}
        </h1>
        <div>
          <p className="mb-2" data-views={stats.views}>
            {t('totals', {
              views: stats.views,
              share: format.number(stats.views ? stats.withoutScript / stats.views : 0, {
                style: 'percent',
                maximumFractionDigits: 1,
              }),
            })}
          </p>
          <p className="mb-6 text-sm text-ink-soft">{t('statisticsText')}</p>
          <div className="grid gap-8 lg:grid-cols-2">
            <Figures
              id="stats-pages"
              title={t('pages')}
              columns={[t('page'), t('views'), t('withoutScript')]}
              rows={stats.pages.map((row) => [
                row.path,
                number(row.views),
                number(row.withoutScript),
              ])}
              empty={t('none')}
            />
            <Figures
              id="stats-referrers"
              title={t('referrers')}
              columns={[t('referrer'), t('views')]}
              rows={stats.referrers.map((row) => [
                row.host === OTHER_REFERRERS ? t('otherReferrers') : row.host,
                number(row.views),
              ])}
              empty={t('none')}
            />
            <Figures
              id="stats-sources"
              title={t('sources')}
              columns={[t('page'), t('enquiries'), t('bookings')]}
              rows={stats.sources.map((row) => [
                row.path || t('unknownSource'),
                number(row.enquiries),
                number(row.bookings),
              ])}
              empty={t('none')}
            />
            <Figures
              id="stats-days"
              title={t('perDay')}
              columns={[t('day'), t('enquiries'), t('bookings')]}
              rows={[...stats.leadsPerDay]
                .reverse()
                .map((row) => [
                  format.dateTime(new Date(`${row.day}T12:00:00Z`), 'weekday'),
                  number(row.enquiries),
                  number(row.bookings),
                ])}
              empty={t('none')}
            />
          </div>
        </div>
      </main>
    </>
  );
}
