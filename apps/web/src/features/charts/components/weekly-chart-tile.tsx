import type { ChartConfiguration, Plugin } from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import type { GoalSalesPoint } from '@portal/contracts';
import { formatCurrency, formatDecimal } from '../../../lib/format.ts';
import { chartsTexts } from '../charts-texts.ts';
import { chartColor } from '../utils/chart-theme.ts';
import { axisTickValue, weeklySeries } from '../utils/weekly-chart.ts';
import { ChartCanvas } from './chart-canvas.tsx';
import { IndicatorTile, type TileQuery } from './indicator-tile.tsx';

/** Draws the percent of the goal above each Venda point (spec §2.5), without a plugin dependency. */
const percentLabels = (labels: readonly (string | null)[], color: string): Plugin<'line'> => ({
  id: 'percentLabels',
  afterDatasetsDraw: (chart) => {
    const meta = chart.getDatasetMeta(1);
    if (meta.hidden) return;
    const { ctx } = chart;
    ctx.save();
    ctx.font = '600 10px system-ui, sans-serif';
    ctx.fillStyle = color;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    ctx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
    ctx.lineWidth = 3;
    ctx.lineJoin = 'round';
    meta.data.forEach((point, index) => {
      const text = labels[index];
      if (!text) return;
      // A white halo keeps the label readable where it crosses the Meta line.
      ctx.strokeText(text, point.x, point.y - 6);
      ctx.fillText(text, point.x, point.y - 6);
    });
    ctx.restore();
  },
});

const WeeklyChart = ({ points }: { points: readonly GoalSalesPoint[] }) => {
  const config = useMemo<ChartConfiguration<'line'>>(() => {
    const series = weeklySeries(points);
    const percentTexts = series.percent.map((value) =>
      value === null ? null : `${formatDecimal(value, 0)}%`,
    );
    const goal = chartColor('orange');
    const sales = chartColor('blue');
    return {
      type: 'line',
      data: {
        labels: series.labels,
        datasets: [
          {
            label: chartsTexts.goal,
            data: series.goal,
            borderColor: goal,
            backgroundColor: goal,
            borderDash: [6, 4],
            tension: 0.3,
            pointRadius: 2,
          },
          {
            label: chartsTexts.sales,
            data: series.sales,
            borderColor: sales,
            backgroundColor: sales,
            tension: 0.3,
            pointRadius: 3,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        layout: { padding: { top: 18 } },
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12, color: chartColor('text') } },
          tooltip: {
            callbacks: {
              label: (item) => ` ${item.dataset.label}: ${formatCurrency(Number(item.raw))}`,
              footer: (items) => {
                const percent = series.percent[items[0]?.dataIndex ?? -1];
                return percent === null || percent === undefined
                  ? ''
                  : `${formatDecimal(percent, 1)}% da meta`;
              },
            },
          },
        },
        scales: {
          x: {
            grid: { display: false },
            ticks: { color: chartColor('text'), maxRotation: 60, autoSkip: true },
          },
          y: {
            beginAtZero: true,
            grid: { color: chartColor('grid') },
            ticks: {
              color: chartColor('text'),
              callback: (value) => formatDecimal(axisTickValue(Number(value)), 0),
            },
          },
        },
      },
      plugins: [percentLabels(percentTexts, chartColor('text'))],
    };
  }, [points]);
  const scroller = useRef<HTMLDivElement>(null);
  // On a phone the chart is wider than the screen: start at the latest weeks, the ones a rep looks for.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [config]);
  if (points.length === 0) return <p className="tile-cover">{chartsTexts.noData}</p>;
  return (
    <div className="weekly-scroll" ref={scroller} tabIndex={0} aria-label={chartsTexts.weeklyTitle}>
      <ChartCanvas config={config} label={chartsTexts.weeklyTitle} className="weekly-canvas" />
    </div>
  );
};

export const WeeklyChartTile = ({ query }: { query: TileQuery<GoalSalesPoint[]> }) => (
  <IndicatorTile
    title={chartsTexts.weeklyTitle}
    errorLabel={chartsTexts.errors.goalSalesPeriod}
    query={query}
    className="tile-wide"
  >
    {(points) => <WeeklyChart points={points} />}
  </IndicatorTile>
);
