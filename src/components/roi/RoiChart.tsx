import { useLocale } from 'next-intl';
import type { RoiCopy } from '@/content/pages/roi-calculator/sections';
import { euroAxis } from '@/lib/chart-axis';
import { formatEuro, formatNumber } from '@/lib/locale-number';
import { horizonMonths, scenarios, type Scenario, type ScenarioResult } from '@/lib/roi';

const width = 480;
const height = 280;
const margin = { top: 12, right: 12, bottom: 44, left: 52 };
const monthTicks = [0, 6, 12, 18, 24, 30, 36];
const tableMonths = Array.from({ length: horizonMonths / 3 + 1 }, (_, index) => index * 3);

/** Line styles differ in dash pattern as well as colour, so the chart does not rely on colour. */
const scenarioStroke: Record<Scenario, { color: string; dash?: string; width: number }> = {
  conservative: { color: '#475569', dash: '8 5', width: 2.5 },
  expected: { color: '#0b4f6c', width: 3.5 },
  ambitious: { color: '#c2410c', dash: '2 4', width: 3 },
};

/**
 * Cumulative net benefit of the three scenarios over 36 months, drawn from −investment at month 0;
 * where a line crosses zero the investment has paid for itself. The same values follow as a table.
 */
export function RoiChart({
  id,
  panelTitleId,
  results,
  copy,
}: {
  id: string;
  /** The calculator's heading, which names the table's region together with its caption. */
  panelTitleId: string;
  results: Readonly<Record<Scenario, ScenarioResult>>;
  copy: RoiCopy;
}) {
  const locale = useLocale();
  const series = scenarios.map((scenario) => results[scenario].cumulativeNet);
  const values = series.flat();
  const { ticks: yTicks, scale, decimals } = euroAxis(Math.min(...values), Math.max(...values));
  const yMin = yTicks[0] ?? 0;
  const yMax = yTicks[yTicks.length - 1] ?? 1;
  const unitLabel = scale === 1_000 ? copy.chart.thousands : copy.chart.millions;

  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const x = (month: number) => margin.left + (month / horizonMonths) * plotWidth;
  const y = (value: number) => margin.top + ((yMax - value) / (yMax - yMin || 1)) * plotHeight;

  return (
    <figure className="mt-8" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h4 id={`${id}-title`} className="font-semibold">
          {copy.chart.title}
        </h4>
        <p id={`${id}-description`} className="mt-1 text-sm text-ink-soft">
          {copy.chart.description}
        </p>
      </figcaption>
      <ul className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm" aria-hidden="true">
        {scenarios.map((scenario) => {
          const stroke = scenarioStroke[scenario];
          return (
            <li key={scenario} className="flex items-center gap-2">
              <svg width="32" height="10" viewBox="0 0 32 10">
                <line
                  x1="0"
                  y1="5"
                  x2="32"
                  y2="5"
                  stroke={stroke.color}
                  strokeWidth={stroke.width}
                  strokeDasharray={stroke.dash}
                />
              </svg>
              {copy.scenarios[scenario].label}
            </li>
          );
        })}
        <li className="text-ink-soft">{unitLabel}</li>
      </ul>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="mt-2 h-auto w-full max-w-xl"
        role="img"
        aria-label={copy.chart.title}
        aria-describedby={`${id}-description`}
        data-roi-chart
      >
        {yTicks.map((tick) => (
          <g key={tick}>
            <line
              x1={margin.left}
              x2={width - margin.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={tick === 0 ? '#0f1f33' : '#d7dfe8'}
              strokeWidth={tick === 0 ? 1.5 : 1}
            />
            <text
              x={margin.left - 8}
              y={y(tick) + 4}
              textAnchor="end"
              className="fill-ink-soft text-[14px]"
            >
              {formatNumber(tick / scale, locale, decimals)}
            </text>
          </g>
        ))}
        <text
          x={width - margin.right}
          y={y(0) - 6}
          textAnchor="end"
          className="fill-ink text-[14px] font-semibold"
        >
          {copy.chart.breakEven}
        </text>
        {monthTicks.map((month) => (
          <text
            key={month}
            x={x(month)}
            y={height - margin.bottom + 20}
            textAnchor="middle"
            className="fill-ink-soft text-[14px]"
          >
            {month}
          </text>
        ))}
        <text
          x={margin.left + plotWidth / 2}
          y={height - 4}
          textAnchor="middle"
          className="fill-ink-soft text-[14px]"
        >
          {copy.chart.month}
        </text>
        {scenarios.map((scenario, index) => {
          const stroke = scenarioStroke[scenario];
          return (
            <polyline
              key={scenario}
              data-scenario={scenario}
              fill="none"
              stroke={stroke.color}
              strokeWidth={stroke.width}
              strokeDasharray={stroke.dash}
              strokeLinejoin="round"
              points={(series[index] ?? [])
                .map((value, month) => `${x(month).toFixed(1)},${y(value).toFixed(1)}`)
                .join(' ')}
            />
          );
        })}
      </svg>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-brand-strong">
          {copy.chart.tableToggle}
        </summary>
        <div
          className="mt-3 overflow-x-auto"
          role="region"
          aria-labelledby={`${id}-caption ${panelTitleId}`}
          tabIndex={0}
        >
          <table className="w-full text-right text-sm" data-roi-table>
            <caption id={`${id}-caption`} className="mb-2 text-left text-ink-soft">
              {copy.chart.tableCaption}
            </caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4 text-left">
                  {copy.chart.month}
                </th>
                {scenarios.map((scenario) => (
                  <th key={scenario} scope="col" className="py-2 pl-4">
                    {copy.scenarios[scenario].label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tableMonths.map((month) => (
                <tr key={month} className="border-b border-line">
                  <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                    {month}
                  </th>
                  {scenarios.map((scenario) => (
                    <td key={scenario} className="py-1.5 pl-4 tabular-nums">
                      {formatEuro(results[scenario].cumulativeNet[month] ?? 0, locale)}
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
