import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { ChartCanvas } from '../../../components/charts/chart-canvas.tsx';
import { chartColor } from '../../../components/charts/chart-theme.ts';
import { useNarrowChart } from '../../../components/charts/use-narrow-chart.ts';
import { formatCurrency } from '../../../lib/format.ts';
import { commissionTexts as t } from '../commission-texts.ts';
import { moneyBarOptions } from './money-bar-options.ts';
import { stepColors, type WaterfallStep } from '../utils/commission-figures.ts';

/** Each step's colour; the overdue receivables are red wherever they are drawn. */
/** A label on two lines where it has two words or more, so a phone's category axis stays narrow. */
const wrapped = (label: string): string | string[] => {
  const words = label.split(' ');
  if (words.length < 2) return label;
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
};

/**
 * The waterfall: each step a bar floating from where the previous one ended, the total standing on zero. The
 * figures are listed beside it (WaterfallFigures), so the chart is never the only place a value is read.
 */
export const WaterfallChart = ({ steps }: { steps: readonly WaterfallStep[] }) => {
  const narrow = useNarrowChart();
  const config = useMemo<ChartConfiguration<'bar', [number, number][]>>(() => {
    return {
      type: 'bar',
      data: {
        labels: steps.map((step) => (narrow ? step.label : wrapped(step.label))),
        datasets: [
          {
            label: t.waterfallTitle,
            data: steps.map((step) => [step.start, step.end]),
            backgroundColor: steps.map((step) => chartColor(stepColors[step.key])),
            borderRadius: 3,
            borderSkipped: false,
            barPercentage: 0.8,
          },
        ],
      },
      options: {
        ...moneyBarOptions(narrow),
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              label: (item) => ` ${formatCurrency(steps[item.dataIndex]?.value ?? 0)}`,
            },
          },
        },
      },
    };
  }, [steps, narrow]);
  const label = t.waterfallLabel(
    steps.map((step) => `${step.label} ${formatCurrency(step.value)}`).join('; '),
  );
  return <ChartCanvas config={config} label={label} className="cm-chart cm-waterfall-chart" />;
};
