import { useMemo } from 'react';
import type { CommissionAnswer } from '@portal/contracts';
import { chartsTexts } from '../charts-texts.ts';
import { DonutChart, type DonutSlice } from './donut-chart.tsx';
import { IndicatorTile, type TileQuery } from './indicator-tile.tsx';

const CommissionDonut = ({ data }: { data: CommissionAnswer }) => {
  const t = chartsTexts.commission;
  const slices = useMemo<DonutSlice[]>(
    () => [
      { label: t.credit, value: data.credit, color: 'green' },
      { label: t.debit, value: data.debit, color: 'red' },
      { label: t.order, value: data.order, color: 'blue' },
      { label: t.duplicate, value: data.duplicate, color: 'indigo' },
    ],
    [data, t],
  );
  return <DonutChart label={chartsTexts.commissionTitle} slices={slices} />;
};

export const CommissionTile = ({ query }: { query: TileQuery<CommissionAnswer> }) => (
  <IndicatorTile
    title={chartsTexts.commissionTitle}
    info={chartsTexts.info.commission}
    errorLabel={chartsTexts.errors.commission}
    query={query}
  >
    {(data) => <CommissionDonut data={data} />}
  </IndicatorTile>
);
