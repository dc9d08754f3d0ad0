import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { goalBand, type GoalSalesItem } from '@portal/contracts';
import { formatCurrency, formatDecimal } from '../../../lib/format.ts';
import { chartsTexts } from '../charts-texts.ts';
import { chartColor } from '../../../components/charts/chart-theme.ts';
import { goalTiles, type GoalTile } from '../utils/goal-tiles.ts';
import { ChartCanvas } from '../../../components/charts/chart-canvas.tsx';
import { IndicatorTile, type TileQuery } from './indicator-tile.tsx';

const bandColor = { low: 'red', mid: 'yellow', high: 'green' } as const;

const reachedColor = (percent: number | null) =>
  chartColor(percent === null ? 'gray' : bandColor[goalBand(percent)]);

const HalfDonut = ({ tile }: { tile: GoalTile }) => {
  const config = useMemo<ChartConfiguration<'doughnut'>>(
    () => ({
      type: 'doughnut',
      data: {
        labels: [chartsTexts.sales, 'Falta'],
        datasets: [
          {
            data: tile.slices,
            backgroundColor: [reachedColor(tile.percent), chartColor('track')],
            borderWidth: 0,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        rotation: -90,
        circumference: 180,
        cutout: '70%',
        plugins: { legend: { display: false }, tooltip: { enabled: false } },
      },
    }),
    [tile],
  );
  const percent = tile.percent === null ? chartsTexts.noGoal : `${formatDecimal(tile.percent, 1)}%`;
  return (
    <li className="goal-tile">
      <h4 className="goal-title" title={tile.title}>
        {tile.title}
      </h4>
      <div className="goal-gauge">
        <ChartCanvas config={config} label={`${tile.title}: ${percent} da meta`} className="goal-canvas" />
        <span className="goal-percent" data-testid={`goal-percent-${tile.key}`}>
          {percent}
        </span>
      </div>
      <dl className="goal-figures">
        <div>
          <dt>{chartsTexts.goal}</dt>
          <dd data-testid={`goal-goal-${tile.key}`}>{formatCurrency(tile.goal)}</dd>
        </div>
        <div>
          <dt>{chartsTexts.sales}</dt>
          <dd data-testid={`goal-sales-${tile.key}`}>{formatCurrency(tile.sales)}</dd>
        </div>
      </dl>
    </li>
  );
};

const GoalGauges = ({ items }: { items: readonly GoalSalesItem[] }) => {
  const tiles = useMemo(() => goalTiles(items), [items]);
  if (tiles.length === 0) return <p className="tile-cover">{chartsTexts.noData}</p>;
  return (
    <ul className="goal-tiles">
      {tiles.map((tile) => (
        <HalfDonut key={tile.key} tile={tile} />
      ))}
    </ul>
  );
};

export const GoalTilesTile = ({ query }: { query: TileQuery<GoalSalesItem[]> }) => (
  <IndicatorTile
    title={chartsTexts.goalTitle}
    errorLabel={chartsTexts.errors.goalSales}
    query={query}
    className="tile-wide"
  >
    {(items) => <GoalGauges items={items} />}
  </IndicatorTile>
);
