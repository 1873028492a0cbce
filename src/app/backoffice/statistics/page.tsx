import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackofficeHeader } from '@/components/backoffice/BackofficeHeader';
import { DailyChart } from '@/components/backoffice/DailyChart';
import { FiguresTable } from '@/components/backoffice/parts';
import { VitalsReport } from '@/components/backoffice/VitalsReport';
import { formatterFor } from '@/i18n/format';
import { NO_VALUE } from '@/lib/lead-source';
import { OTHER_REFERRERS } from '@/lib/page-views';
import {
  changeOf,
  conversionOf,
  FIGURES,
  PERIODS,
  periodOf,
  totalsOf,
  UNKNOWN_SOURCE,
  type FunnelRow,
} from '@/lib/statistics';
import { vitalsByTemplate } from '@/lib/vitals-summary';
import { dashboard } from '@site/core/stores/statistics';
import { webVitalsOf } from '@site/core/stores/web-vitals';
import { requireStaff } from '@/next/backoffice/guard';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { account } = await requireStaff();
  const t = await getTranslations({ locale: account.locale, namespace: 'Backoffice.site' });
  return { title: t('statistics', { days: periodOf((await searchParams).days) }) };
}

/**
 * The statistics of the last 30 or 90 days, for the owner and the editors alike: the totals
 * against the period before, a chart and a table per day, the funnel from the pages, sites and
 * campaigns that began a visit to the leads it sent, and the download.
 */
export default async function StatisticsPage({ searchParams }: Props) {
  const { account, role } = await requireStaff();
  const { locale } = account;
  const t = await getTranslations({ locale, namespace: 'Backoffice.site' });
  const format = formatterFor(locale);
  const days = periodOf((await searchParams).days);
  const [stats, vitals] = await Promise.all([dashboard(days), webVitalsOf(days)]);
  const current = totalsOf(stats.perDay);
  const figures = {
    views: t('figureViews'),
    enquiries: t('enquiries'),
    bookings: t('bookings'),
  };
  const number = (value: number) => format.number(value);
  const percent = (value: number) =>
    format.number(value, { style: 'percent', maximumFractionDigits: 1 });
  const funnelColumns = (name: string) => [
    name,
    t('views'),
    t('enquiries'),
    t('bookings'),
    t('conversion'),
  ];
  /** A page's or site's name in the funnel, and those that stand for several or none. */
  const sourceName = (name: string) =>
    name === OTHER_REFERRERS
      ? t('otherReferrers')
      : name === UNKNOWN_SOURCE
        ? t('unknownSource')
        : name || t('noReferrer');
  /** A row of the funnel; the others' views are partly those of sites named on other days. */
  const funnelRow = (name: string, row: FunnelRow) => {
    const conversion = row.name === OTHER_REFERRERS ? undefined : conversionOf(row);
    return [
      name,
      row.views === null ? NO_VALUE : number(row.views),
      number(row.enquiries),
      number(row.bookings),
      conversion === undefined ? NO_VALUE : percent(conversion),
    ];
  };
  const excluded = stats.excluded.robot + stats.excluded.prefetch + stats.excluded.other;
  return (
    <>
      <BackofficeHeader
        locale={locale}
        email={account.email}
        role={role}
        back={`/backoffice/statistics?days=${days}`}
      />
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl space-y-8 px-4 py-6">
        <h1 id="statistics" className="text-2xl font-bold text-brand">
          {t('statistics', { days })}
        </h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <nav aria-label={t('period')} className="flex flex-wrap gap-3">
            {PERIODS.map((period) => (
              <a
                key={period}
                href={`/backoffice/statistics?days=${period}`}
                aria-current={period === days ? 'page' : undefined}
                className="rounded border border-line px-3 py-2 aria-[current=page]:bg-brand aria-[current=page]:text-white"
              >
                {t('lastDays', { days: period })}
              </a>
            ))}
          </nav>
          <a
            href={`/backoffice/statistics/export?days=${days}`}
            className="ml-auto px-1 py-2 font-semibold text-brand-strong underline"
            download
          >
            {t('download')}
          </a>
        </div>
        <dl className="grid gap-4 sm:grid-cols-3">
          {FIGURES.map((figure) => {
            const change = changeOf(current[figure], stats.previous[figure]);
            return (
              <div key={figure} className="rounded border border-line p-4" data-figure={figure}>
                <dt className="text-sm text-ink-soft">{figures[figure]}</dt>
                <dd className="text-2xl font-bold tabular-nums">{number(current[figure])}</dd>
                <dd className="text-sm text-ink-soft" data-change>
                  {change === undefined
                    ? t('comparedNone', { days, previous: number(stats.previous[figure]) })
                    : t('compared', {
                        days,
                        previous: number(stats.previous[figure]),
                        change: format.number(change, {
                          style: 'percent',
                          maximumFractionDigits: 0,
                          signDisplay: 'exceptZero',
                        }),
                      })}
                </dd>
              </div>
            );
          })}
        </dl>
        <DailyChart
          id="per-day"
          days={stats.perDay}
          locale={locale}
          text={{
            title: t('perDay'),
            description: t('perDayText'),
            figures,
            day: t('day'),
            table: t('asTable'),
            chartOf: (figure, total) =>
              t('chartOf', { figure: figures[figure], total: number(total) }),
          }}
        />
        <div>
          <p className="mb-2" data-views={stats.views}>
            {t('totals', {
              views: stats.views,
              share: percent(stats.views ? stats.withoutScript / stats.views : 0),
            })}
          </p>
          <p className="mb-2" data-excluded={excluded}>
            {t('excluded', {
              total: excluded,
              share: percent(excluded / (excluded + stats.views || 1)),
              robot: number(stats.excluded.robot),
              prefetch: number(stats.excluded.prefetch),
              other: number(stats.excluded.other),
            })}
          </p>
          <p className="mb-6 text-sm text-ink-soft">{t('statisticsText')}</p>
          <h2 id="funnel" className="mb-2 text-xl font-bold text-brand">
            {t('funnel')}
          </h2>
          <p className="mb-4 text-sm text-ink-soft">{t('funnelText')}</p>
          <div className="space-y-8">
            <FiguresTable
              id="stats-pages"
              title={t('funnelPages')}
              columns={funnelColumns(t('page'))}
              rows={stats.pages.map((row) => funnelRow(sourceName(row.name), row))}
              empty={t('none')}
            />
            <FiguresTable
              id="stats-referrers"
              title={t('referrers')}
              columns={funnelColumns(t('referrer'))}
              rows={stats.referrers.map((row) => funnelRow(sourceName(row.name), row))}
              empty={t('none')}
            />
            <FiguresTable
              id="stats-campaigns"
              title={t('campaigns')}
              columns={funnelColumns(t('campaign'))}
              rows={stats.campaigns.map((row) => funnelRow(row.name, row))}
              empty={t('noCampaigns')}
            />
          </div>
        </div>
        <VitalsReport rows={vitalsByTemplate(vitals)} locale={locale} />
      </main>
    </>
  );
}
