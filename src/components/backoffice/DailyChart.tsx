import { formatterFor } from '@/i18n/format';
import type { Locale } from '@/i18n/locales';
import { countTicks, FIGURES, type DailyFigures, type Figure } from '@/lib/statistics';

const width = 720;
const height = 132;
const margin = { top: 10, right: 8, bottom: 26, left: 56 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

/** A bar colour per figure; each figure has its own chart, so colour tells nothing alone. */
const barColour: Record<Figure, string> = {
  views: '#0b4f6c',
  enquiries: '#c2410c',
  bookings: '#475569',
};

/** Where a date's noon falls in UTC: calendar dates are formatted without a time zone shift. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * The figures of every day of the period as bars, one chart per figure on the same days (so that
 * page views do not dwarf enquiries), drawn on the server as SVG: it needs no script. The same
 * numbers follow as a table, for screen readers and for copying.
 */
export function DailyChart({
  id,
  days,
  locale,
  text,
}: {
  id: string;
  days: readonly DailyFigures[];
  locale: Locale;
  text: {
    readonly title: string;
    readonly description: string;
    readonly figures: Readonly<Record<Figure, string>>;
    readonly day: string;
    readonly table: string;
    /** The accessible name of one figure's chart, with its total over the period. */
    readonly chartOf: (figure: Figure, total: number) => string;
  };
}) {
  const format = formatterFor(locale);
  const step = plotWidth / Math.max(1, days.length);
  const labelled = [0, Math.floor((days.length - 1) / 2), days.length - 1];
  return (
    <figure aria-labelledby={`${id}-title`} className="space-y-3">
      <figcaption>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {text.title}
        </h2>
        <p id={`${id}-description`} className="mt-1 text-sm text-ink-soft">
          {text.description}
        </p>
      </figcaption>
      {FIGURES.map((figure) => {
        const values = days.map((day) => day[figure]);
        const ticks = countTicks(Math.max(0, ...values), 2);
        const top = ticks[ticks.length - 1] ?? 1;
        const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
        const total = values.reduce((sum, value) => sum + value, 0);
        return (
          // On a narrow screen the chart scrolls within its region, which the keyboard can reach.
          <div
            key={figure}
            className="overflow-x-auto"
            role="region"
            aria-labelledby={`${id}-${figure}`}
            tabIndex={0}
          >
            <h3 id={`${id}-${figure}`} className="text-sm font-semibold">
              {text.figures[figure]}
            </h3>
            {/* At least 560 px wide, so that the axis labels stay readable on a phone. */}
            <svg
              viewBox={`0 0 ${width} ${height}`}
              className="h-auto w-full min-w-[560px]"
              role="img"
              aria-label={text.chartOf(figure, total)}
              aria-describedby={`${id}-description`}
              data-chart={figure}
            >
              {ticks.map((tick) => (
                <g key={tick}>
                  <line
                    x1={margin.left}
                    x2={width - margin.right}
                    y1={y(tick)}
                    y2={y(tick)}
                    stroke={tick === 0 ? '#0f1f33' : '#d7dfe8'}
                  />
                  <text
                    x={margin.left - 8}
                    y={y(tick) + 5}
                    textAnchor="end"
                    className="fill-ink-soft text-[14px]"
                  >
                    {format.number(tick)}
                  </text>
                </g>
              ))}
              {days.map((day, index) => (
                <rect
                  key={day.day}
                  x={(margin.left + index * step + step * 0.15).toFixed(1)}
                  y={y(day[figure]).toFixed(1)}
                  width={(step * 0.7).toFixed(1)}
                  height={(margin.top + plotHeight - y(day[figure])).toFixed(1)}
                  fill={barColour[figure]}
                  data-day={day.day}
                  data-value={day[figure]}
                >
                  <title>{`${format.dateTime(noonOf(day.day), 'dayWithWeekday')}: ${format.number(day[figure])}`}</title>
                </rect>
              ))}
              {[...new Set(labelled)].map((index) => {
                const day = days[index];
                if (!day) return null;
                const anchor = index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle';
                const x =
                  anchor === 'start'
                    ? margin.left
                    : anchor === 'end'
                      ? width - margin.right
                      : margin.left + (index + 0.5) * step;
                return (
                  <text
                    key={day.day}
                    x={x}
                    y={height - 6}
                    textAnchor={anchor}
                    className="fill-ink-soft text-[14px]"
                  >
                    {format.dateTime(noonOf(day.day), 'dayShort')}
                  </text>
                );
              })}
            </svg>
          </div>
        );
      })}
      <details>
        <summary className="cursor-pointer font-semibold text-brand-strong">{text.table}</summary>
        <div
          className="mt-3 max-h-96 overflow-auto"
          role="region"
          aria-labelledby={`${id}-caption`}
          tabIndex={0}
        >
          <table className="w-full text-left text-sm" data-statistics-table>
            <caption id={`${id}-caption`} className="mb-2 text-left font-semibold">
              {text.title}
            </caption>
            <thead className="bg-surface">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {text.day}
                </th>
                {FIGURES.map((figure) => (
                  <th key={figure} scope="col" className="px-3 py-2 text-right">
                    {text.figures[figure]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-t border-line" data-day={day.day}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {format.dateTime(noonOf(day.day), 'dayWithWeekday')}
                  </th>
                  {FIGURES.map((figure) => (
                    <td key={figure} className="px-3 py-1.5 text-right tabular-nums">
                      {format.number(day[figure])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
