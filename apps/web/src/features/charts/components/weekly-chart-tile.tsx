import type { ChartConfiguration, Plugin } from 'chart.js';
import { useMemo } from 'react';
import type { GoalSalesPoint } from '@portal/contracts';
import { formatCurrency, formatDecimal } from '../../../lib/format.ts';
import { chartsTexts } from '../charts-texts.ts';
import { chartColor } from '../../../components/charts/chart-theme.ts';
import { toIsoDate } from '../../../lib/dates.ts';
import { PHONE_MEDIA } from '../../../lib/use-media-query.ts';
import { axisUnitText, chartAxisDivisor, percentLabelBelow, weeklySeries } from '../utils/weekly-chart.ts';
import { ChartCanvas } from '../../../components/charts/chart-canvas.tsx';
import { IndicatorTile, type TileQuery } from './indicator-tile.tsx';

const MIN_LABEL_GAP_PX = 34;

/** Draws the percent of the goal above each Venda point (docs/product.md §2.5), without a plugin dependency. */
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
    // Where points are closer than a label is wide (a phone), keep every n-th label counted back from the
    // latest drawn week, the one a rep looks for.
    const drawn = labels.flatMap((text, index) => (text ? [index] : []));
    const last = drawn.at(-1) ?? 0;
    const gap = meta.data.length > 1 ? Math.abs((meta.data[1]?.x ?? 0) - (meta.data[0]?.x ?? 0)) : Infinity;
    const step = Math.max(1, Math.ceil(MIN_LABEL_GAP_PX / gap));
    const goalPoints = chart.getDatasetMeta(0).data;
    const bottom = chart.chartArea.bottom;
    meta.data.forEach((point, index) => {
      const text = labels[index];
      if (!text || (last - index) % step !== 0) return;
      // Above the Venda point, unless the Meta line passes just above it (the label would sit on it): then below,
      // where there is room. A white halo keeps it readable where a line still crosses.
      const below = percentLabelBelow(point.y, goalPoints[index]?.y, bottom);
      ctx.textBaseline = below ? 'top' : 'bottom';
      const y = below ? point.y + 6 : point.y - 6;
      ctx.strokeText(text, point.x, y);
      ctx.fillText(text, point.x, y);
    });
    ctx.restore();
  },
});

const today = (): string => toIsoDate(new Date());

const WeeklyChart = ({ points, title }: { points: readonly GoalSalesPoint[]; title: string }) => {
  const config = useMemo<ChartConfiguration<'line'>>(() => {
    const series = weeklySeries(points, today());
    const divisor = chartAxisDivisor([...series.goal, ...series.sales]);
    const phone = typeof window !== 'undefined' && window.matchMedia?.(PHONE_MEDIA).matches === true;
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
            spanGaps: false,
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
              label: (item) =>
                item.raw === null ? '' : ` ${item.dataset.label}: ${formatCurrency(Number(item.raw))}`,
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
            ticks: {
              color: chartColor('text'),
              autoSkip: true,
              maxRotation: phone ? 90 : 60,
              minRotation: phone ? 45 : 0,
              maxTicksLimit: phone ? 8 : 24,
              font: { size: phone ? 10 : 12 },
            },
          },
          y: {
            beginAtZero: true,
            grid: { color: chartColor('grid') },
            ticks: {
              color: chartColor('text'),
              maxTicksLimit: phone ? 5 : 8,
              font: { size: phone ? 10 : 12 },
              callback: (value) => formatCompactAxis(Number(value) / divisor),
            },
          },
        },
      },
      plugins: [percentLabels(percentTexts, chartColor('text'))],
    };
  }, [points]);
  if (points.length === 0) return <p className="tile-cover">{chartsTexts.noData}</p>;
  return <ChartCanvas config={config} label={title} className="weekly-canvas" />;
};

/** Axis ticks keep at most one decimal, and none from 10 up, so they stay short on a phone. */
const formatCompactAxis = (value: number): string =>
  formatDecimal(value, Math.abs(value) < 10 && value % 1 !== 0 ? 1 : 0);

/** The title names the axis' unit once the answer says which one it is (docs/product.md §2.5, §9). */
const weeklyTitleOf = (points: readonly GoalSalesPoint[] | undefined): string => {
  if (!points || points.length === 0) return chartsTexts.weeklyTitle;
  const series = weeklySeries(points, today());
  return `${chartsTexts.weeklyTitle} (${axisUnitText(chartAxisDivisor([...series.goal, ...series.sales]))})`;
};

export const WeeklyChartTile = ({ query }: { query: TileQuery<GoalSalesPoint[]> }) => {
  const title = weeklyTitleOf(query.data);
  return (
    <IndicatorTile
      title={title}
      errorLabel={chartsTexts.errors.goalSalesPeriod}
      query={query}
      className="tile-wide"
    >
      {(points) => <WeeklyChart points={points} title={title} />}
    </IndicatorTile>
  );
};
