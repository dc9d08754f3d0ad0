import { chartColor } from '../../../components/charts/chart-theme.ts';
import { formatCompact } from '../../../lib/format.ts';

/**
 * What Comissão's bar charts share: drawn once, the bars running across on a phone (the categories are rows), money
 * on the value axis in compact figures. `stacked` piles a category's datasets from zero.
 */
export const moneyBarOptions = (narrow: boolean, stacked = false) => {
  const valueAxis = {
    ...(stacked ? { stacked: true, beginAtZero: true } : {}),
    grid: { color: chartColor('grid') },
    ticks: {
      color: chartColor('text'),
      maxTicksLimit: narrow ? 4 : 6,
      callback: (value: string | number) => formatCompact(Number(value)),
    },
  };
  const categoryAxis = {
    ...(stacked ? { stacked: true } : {}),
    grid: { display: false },
    ticks: { color: chartColor('text'), autoSkip: false, font: { size: narrow ? 11 : 12 } },
  };
  return {
    responsive: true,
    maintainAspectRatio: false,
    // Drawn once: an animation redraws every frame, which a phone's processor pays for while the page loads.
    animation: false,
    indexAxis: narrow ? 'y' : 'x',
    scales: narrow ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
  } as const;
};
