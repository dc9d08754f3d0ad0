import type { ForecastBucket } from '@portal/contracts';
import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '../../../components/charts/chart-canvas.tsx';
import { chartColor } from '../../../components/charts/chart-theme.ts';
import { useNarrowChart } from '../../../components/charts/use-narrow-chart.ts';
import { formatCurrency } from '../../../lib/format.ts';
import { commissionTexts as t } from '../commission-texts.ts';
import { moneyBarOptions } from './money-bar-options.ts';
import { bucketLabel, forecastSeries } from '../utils/commission-figures.ts';

/**
 * The forecast by month: Carteira and receivables stacked in each bucket, the overdue receivables in red. On a
 * phone the months are rows and the bars run across.
 */
export const ForecastChart = ({ buckets }: { buckets: readonly ForecastBucket[] }) => {
  const narrow = useNarrowChart();
  const config = useMemo<ChartConfiguration<'bar'>>(() => {
    const series = forecastSeries(buckets);
    return {
      type: 'bar',
      data: {
        labels: series.labels,
        datasets: [
          { label: t.carteira, data: series.carteira, backgroundColor: chartColor('blue') },
          { label: t.receivables, data: series.receivables, backgroundColor: chartColor('indigo') },
          { label: t.overdue, data: series.overdue, backgroundColor: chartColor('red') },
        ],
      },
      options: {
        ...moneyBarOptions(narrow, true),
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12, color: chartColor('text') } },
          tooltip: {
            filter: (item) => Number(item.raw) !== 0,
            callbacks: {
              label: (item) => ` ${item.dataset.label}: ${formatCurrency(Number(item.raw))}`,
              footer: (items) => {
                const bucket = buckets[items[0]?.dataIndex ?? -1];
                return bucket ? `${t.total}: ${formatCurrency(bucket.total)}` : '';
              },
            },
          },
        },
      },
    };
  }, [buckets, narrow]);
  const label = t.forecastLabel(
    buckets.map((bucket) => `${bucketLabel(bucket)} ${formatCurrency(bucket.total)}`).join('; '),
  );
  return <ChartCanvas config={config} label={label} className="cm-chart cm-forecast-chart" />;
};
