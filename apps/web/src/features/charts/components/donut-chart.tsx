import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { formatCurrency } from '../../../lib/format.ts';
import { chartColor, type ChartColor } from '../../../components/charts/chart-theme.ts';
import { ChartCanvas } from '../../../components/charts/chart-canvas.tsx';

export type DonutSlice = {
  label: string;
  value: number;
  color: ChartColor;
  /** A second line in the legend (e.g. "12 clientes"). */
  detail?: string;
};

type Props = { label: string; slices: readonly DonutSlice[] };

/** A donut with an HTML legend holding the figures, so they read the same on a phone and to a screen reader. */
export const DonutChart = ({ label, slices }: Props) => {
  const config = useMemo<ChartConfiguration<'doughnut'>>(
    () => ({
      type: 'doughnut',
      data: {
        labels: slices.map((slice) => slice.label),
        datasets: [
          {
            data: slices.map((slice) => Math.max(0, slice.value)),
            backgroundColor: slices.map((slice) => chartColor(slice.color)),
            borderWidth: 2,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        cutout: '62%',
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => ` ${item.label}: ${formatCurrency(Number(item.raw))}` } },
        },
      },
    }),
    [slices],
  );
  const empty = slices.every((slice) => slice.value <= 0);
  return (
    <div className="donut">
      {empty ? (
        <div className="donut-empty" aria-hidden="true" />
      ) : (
        <ChartCanvas config={config} label={label} className="donut-canvas" />
      )}
      <ul className="chart-legend">
        {slices.map((slice) => (
          <li key={slice.label}>
            <span
              className="legend-swatch"
              style={{ background: chartColor(slice.color) }}
              aria-hidden="true"
            />
            <span className="legend-label">{slice.label}</span>
            <span className="legend-value" data-testid={`legend-${slice.label}`}>
              {formatCurrency(slice.value)}
            </span>
            {slice.detail && <span className="legend-detail">{slice.detail}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
};
