import { useMemo } from 'react';
import { Link } from 'react-router';
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

/** `statement`: the Comissão screen on the same representative and month. */
export const CommissionTile = ({
  query,
  statement,
}: {
  query: TileQuery<CommissionAnswer>;
  statement: string;
}) => (
  <IndicatorTile
    title={chartsTexts.commissionTitle}
    info={chartsTexts.info.commission}
    errorLabel={chartsTexts.errors.commission}
    query={query}
    action={
      <Link to={statement} className="tile-link" data-testid="commission-statement-link">
        {chartsTexts.commissionStatement}
        <i className="pi pi-angle-right" aria-hidden="true" />
      </Link>
    }
  >
    {(data) => <CommissionDonut data={data} />}
  </IndicatorTile>
);
