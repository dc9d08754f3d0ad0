import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import type { NonPaymentAnswer } from '@portal/contracts';
import { formatCompact, formatCurrency, formatPercent } from '../../../lib/format.ts';
import { chartsTexts } from '../charts-texts.ts';
import { chartColor } from '../../../components/charts/chart-theme.ts';
import { ChartCanvas } from '../../../components/charts/chart-canvas.tsx';
import { IndicatorTile, type TileQuery } from './indicator-tile.tsx';

const NonPaymentBars = ({ data }: { data: NonPaymentAnswer }) => {
  // The year before first, so the bars read left to right in time.
  const years = useMemo(() => [data.second, data.first], [data]);
  const config = useMemo<ChartConfiguration<'bar'>>(
    () => ({
      type: 'bar',
      data: {
        labels: years.map((year) => String(year.year)),
        datasets: [
          {
            label: chartsTexts.nonPaymentBalance,
            data: years.map((year) => year.balance),
            backgroundColor: chartColor('blue'),
            borderRadius: 4,
          },
          {
            label: chartsTexts.nonPaymentOverdue,
            data: years.map((year) => year.saldo),
            backgroundColor: chartColor('red'),
            borderRadius: 4,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12, color: chartColor('text') } },
          tooltip: {
            callbacks: { label: (item) => ` ${item.dataset.label}: ${formatCurrency(Number(item.raw))}` },
          },
        },
        scales: {
          x: { grid: { display: false }, ticks: { color: chartColor('text') } },
          y: {
            beginAtZero: true,
            grid: { color: chartColor('grid') },
            ticks: { color: chartColor('text'), callback: (value) => formatCompact(Number(value)) },
          },
        },
      },
    }),
    [years],
  );
  return (
    <div className="non-payment">
      <ChartCanvas config={config} label={chartsTexts.nonPaymentTitle} />
      <ul className="non-payment-years">
        {years.map((year) => (
          <li key={year.year}>
            <strong>{year.year}</strong>
            <span className="non-payment-percent" data-testid={`non-payment-${year.year}`}>
              {formatPercent(year.percentage)}
            </span>
            <span className="non-payment-detail">{`${formatCurrency(year.saldo)} de ${formatCurrency(year.balance)}`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
};

export const NonPaymentTile = ({ query }: { query: TileQuery<NonPaymentAnswer> }) => (
  <IndicatorTile
    title={chartsTexts.nonPaymentTitle}
    info={chartsTexts.info.nonPayment}
    errorLabel={chartsTexts.errors.nonPayment}
    query={query}
  >
    {(data) => <NonPaymentBars data={data} />}
  </IndicatorTile>
);
