import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { goalBand, type GoalSalesItem } from '@portal/contracts';
import { formatCurrency, formatDecimal } from '../../../lib/format.ts';
import { chartsTexts } from '../charts-texts.ts';
import { chartColor } from '../../../components/charts/chart-theme.ts';
import { goalTiles, goalTotal, otherGoalArticles, type GoalRow, type GoalTile } from '../utils/goal-tiles.ts';
import { ChartCanvas } from '../../../components/charts/chart-canvas.tsx';
import { IndicatorTile, type TileQuery } from './indicator-tile.tsx';

const bandColor = { low: 'red', mid: 'yellow', high: 'green' } as const;

const reachedColor = (percent: number | null) =>
  chartColor(percent === null ? 'gray' : bandColor[goalBand(percent)]);

/** A percent of the goal as the tiles write it; without a goal, the words that say so. */
const percentText = (percent: number | null) =>
  percent === null ? chartsTexts.noGoal : `${formatDecimal(percent, 1)}%`;

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
  const percent = percentText(tile.percent);
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

const GoalRowCells = ({ row }: { row: GoalRow }) => (
  <>
    <td data-label={chartsTexts.goal}>{formatCurrency(row.goal)}</td>
    <td data-label={chartsTexts.sales}>{formatCurrency(row.sales)}</td>
    <td data-label={chartsTexts.reached}>{percentText(row.percent)}</td>
  </>
);

const GoalTableHead = () => (
  <thead>
    <tr>
      <th scope="col">{chartsTexts.article}</th>
      <th scope="col">{chartsTexts.goal}</th>
      <th scope="col">{chartsTexts.sales}</th>
      <th scope="col">{chartsTexts.reached}</th>
    </tr>
  </thead>
);

/** The total of every article under the tiles, and the articles the tiles leave out behind a disclosure. */
const GoalTotals = ({ items }: { items: readonly GoalSalesItem[] }) => {
  const total = useMemo(() => goalTotal(items), [items]);
  const others = useMemo(() => otherGoalArticles(items), [items]);
  return (
    <div className="goal-totals">
      <table className="goal-table">
        <GoalTableHead />
        <tbody>
          <tr className="goal-total-row" data-testid="goal-total">
            <th scope="row">{chartsTexts.goalTotal(items.length)}</th>
            <GoalRowCells row={total} />
          </tr>
        </tbody>
      </table>
      {others.length > 0 && (
        <details className="goal-others">
          <summary>{chartsTexts.otherArticles(others.length)}</summary>
          <table className="goal-table">
            <GoalTableHead />
            <tbody>
              {others.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.title}</th>
                  <GoalRowCells row={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </div>
  );
};

const GoalGauges = ({ items }: { items: readonly GoalSalesItem[] }) => {
  const tiles = useMemo(() => goalTiles(items), [items]);
  if (tiles.length === 0) return <p className="tile-cover">{chartsTexts.noData}</p>;
  return (
    <>
      <ul className="goal-tiles">
        {tiles.map((tile) => (
          <HalfDonut key={tile.key} tile={tile} />
        ))}
      </ul>
      <GoalTotals items={items} />
    </>
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
