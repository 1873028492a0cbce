import { getTranslations } from 'next-intl/server';
import { FiguresTable } from '@/components/backoffice/parts';
import { formatterFor } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { DESKTOP_MIN_WIDTH, METRICS, type Metric } from '@/lib/vitals-beacon';
import type { Rating, TemplateVitals, VitalsSummary } from '@/lib/vitals-summary';
import { THRESHOLDS } from '@/lib/web-vitals';

const RATINGS = ['good', 'needsImprovement', 'poor'] as const satisfies readonly Rating[];

/** Green, amber and red, each with a contrast of at least 4.5:1 on white. */
const colour: Record<Rating, string> = {
  good: '#15803d',
  needsImprovement: '#b45309',
  poor: '#b91c1c',
};

const width = 720;
const rowHeight = 26;
const labelWidth = 250;
const barWidth = 330;

/**
 * The visitors' own Core Web Vitals over the period: the 75th percentile of each metric per
 * template and device class against Google's thresholds, as a table, then per metric a chart of
 * the shares of good, needs-improvement and poor visits (drawn on the server, no script) with the
 * same figures as a table.
 */
export async function VitalsReport({
  rows,
  locale,
}: {
  rows: readonly TemplateVitals[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Backoffice.vitals' });
  const format = formatterFor(locale);
  /**
   * A value in its unit; a measured one with its tenths of a second (a threshold's are round), and
   * a layout shift to the thousandth, so that one just above a threshold does not read as it.
   */
  const value = (metric: Metric, amount: number, measured = true) => {
    const digits = { minimumFractionDigits: measured ? 1 : 0, maximumFractionDigits: 1 };
    if (metric === 'CLS')
      return format.number(amount, { minimumFractionDigits: 2, maximumFractionDigits: 3 });
    return amount < 1000
      ? `${format.number(Math.round(amount))} ms`
      : `${format.number(amount / 1000, digits)} s`;
  };
  const p75 = (metric: Metric, summary: VitalsSummary) => {
    if (summary.p75 === undefined || !summary.rating) return '–';
    const shown = value(metric, summary.p75);
    return t('value', {
      value: summary.p75AtLeast ? t('atLeast', { value: shown }) : shown,
      rating: t(`ratings.${summary.rating}`),
    });
  };
  const percent = (share: number) =>
    format.number(share, { style: 'percent', maximumFractionDigits: 0 });
  const name = (row: TemplateVitals) =>
    `${t(`templates.${row.template}`)} · ${t(`devices.${row.device}`)}`;
  const measured = (row: TemplateVitals) =>
    Math.max(...METRICS.map((metric) => row.metrics[metric].visits));
  return (
    <section aria-labelledby="vitals" className="space-y-6">
      <div>
        <h2 id="vitals" className="mb-2 text-xl font-bold text-brand">
          {t('title')}
        </h2>
        <p className="text-sm text-ink-soft">{t('text', { width: DESKTOP_MIN_WIDTH })}</p>
      </div>
      {rows.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <FiguresTable
            id="vitals-p75"
            title={t('p75')}
            columns={[
              t('template'),
              ...METRICS.map((metric) => (
                <abbr key={metric} title={t(`names.${metric}`)}>
                  {metric}
                </abbr>
              )),
              t('measurements'),
            ]}
            rows={rows.map((row) => [
              name(row),
              ...METRICS.map((metric) => p75(metric, row.metrics[metric])),
              format.number(measured(row)),
            ])}
            empty={t('none')}
          />
          <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
            {RATINGS.map((rating) => (
              <li key={rating} className="flex items-center gap-2">
                <svg viewBox="0 0 12 12" className="size-3">
                  <rect width={12} height={12} fill={colour[rating]} />
                </svg>
                {t(`columns.${rating}`)}
              </li>
            ))}
          </ul>
          {METRICS.map((metric) => {
            const shown = rows.filter((row) => row.metrics[metric].visits > 0);
            const [good, poor] = THRESHOLDS[metric];
            const title = t('metric', {
              metric: `${metric} · ${t(`names.${metric}`)}`,
              good: value(metric, good, false),
              poor: value(metric, poor, false),
            });
            const height = shown.length * rowHeight + 8;
            return (
              <figure key={metric} className="space-y-2" aria-labelledby={`vitals-${metric}`}>
                <figcaption id={`vitals-${metric}`} className="text-sm font-semibold">
                  {title}
                </figcaption>
                {shown.length > 0 && (
                  <div
                    className="overflow-x-auto"
                    role="region"
                    aria-labelledby={`vitals-${metric}`}
                    tabIndex={0}
                  >
                    <svg
                      viewBox={`0 0 ${width} ${height}`}
                      className="h-auto w-full min-w-[560px]"
                      role="img"
                      aria-label={t('chart', { metric })}
                      data-vitals-chart={metric}
                    >
                      {shown.map((row, index) => {
                        const y = 4 + index * rowHeight;
                        let x = labelWidth;
                        return (
                          <g key={`${row.template} ${row.device}`}>
                            <text x={0} y={y + 17} className="fill-ink text-[14px]">
                              {name(row)}
                            </text>
                            {RATINGS.map((rating) => {
                              const share = row.metrics[metric].shares[rating];
                              const start = x;
                              x += share * barWidth;
                              return share > 0 ? (
                                <rect
                                  key={rating}
                                  x={start.toFixed(1)}
                                  y={y + 3}
                                  width={(share * barWidth).toFixed(1)}
                                  height={rowHeight - 8}
                                  fill={colour[rating]}
                                >
                                  <title>{`${t(`columns.${rating}`)}: ${percent(share)}`}</title>
                                </rect>
                              ) : null;
                            })}
                            <text
                              x={width}
                              y={y + 17}
                              textAnchor="end"
                              className="fill-ink text-[14px] tabular-nums"
                            >
                              {p75(metric, row.metrics[metric])}
                            </text>
                          </g>
                        );
                      })}
                    </svg>
                  </div>
                )}
                <details>
                  <summary className="cursor-pointer font-semibold text-brand-strong">
                    {t('shares')}
                  </summary>
                  <div className="mt-3">
                    <FiguresTable
                      id={`vitals-${metric}-shares`}
                      title={title}
                      columns={[
                        t('template'),
                        ...RATINGS.map((rating) => t(`columns.${rating}`)),
                        t('measurements'),
                      ]}
                      rows={shown.map((row) => [
                        name(row),
                        ...RATINGS.map((rating) => percent(row.metrics[metric].shares[rating])),
                        format.number(row.metrics[metric].visits),
                      ])}
                      empty={t('none')}
                    />
                  </div>
                </details>
              </figure>
            );
          })}
        </>
      )}
    </section>
  );
}
