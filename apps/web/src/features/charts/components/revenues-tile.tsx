import type { GoalRevenuesAnswer } from '@portal/contracts';
import { formatCurrency } from '../../../lib/format.ts';
import { chartsTexts } from '../charts-texts.ts';
import { IndicatorTile, type TileQuery } from './indicator-tile.tsx';

export const RevenuesTile = ({ query, month }: { query: TileQuery<GoalRevenuesAnswer>; month: string }) => (
  <IndicatorTile title={chartsTexts.revenuesTitle} errorLabel={chartsTexts.errors.goalRevenues} query={query}>
    {(data) => (
      <div className="big-figure">
        <span className="big-figure-value" data-testid="revenues-value">
          {formatCurrency(data.revenues)}
        </span>
        <span className="big-figure-caption">{month}</span>
      </div>
    )}
  </IndicatorTile>
);
