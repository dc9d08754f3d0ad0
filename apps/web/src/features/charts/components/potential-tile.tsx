import { useMemo } from 'react';
import type { PotentialAnswer } from '@portal/contracts';
import { formatInteger } from '../../../lib/format.ts';
import { chartsTexts } from '../charts-texts.ts';
import { DonutChart, type DonutSlice } from './donut-chart.tsx';
import { IndicatorTile, type TileQuery } from './indicator-tile.tsx';

const customers = (count: number) => `${formatInteger(count)} ${count === 1 ? 'cliente' : 'clientes'}`;

const PotentialDonut = ({ data }: { data: PotentialAnswer }) => {
  const t = chartsTexts.potential;
  // The financial flag colours of docs/product.md §4, one slice per flag (docs/domain.md §3).
  const slices = useMemo<DonutSlice[]>(
    () => [
      { label: t.released, value: data.releasedCredit, color: 'green', detail: customers(data.nrCliRelCred) },
      {
        label: t.insufficient,
        value: data.insufficientCredit,
        color: 'yellow',
        detail: customers(data.nrCliInsCred),
      },
      {
        label: t.without,
        value: data.withoutCredit,
        color: 'orange',
        detail: customers(data.nrCliWithoutCred),
      },
      {
        label: t.suspended,
        value: data.suspendedCredit,
        color: 'purple',
        detail: customers(data.nrCliSusCred),
      },
      { label: t.debit, value: data.debitBalance, color: 'red', detail: customers(data.nrCliDebBalance) },
    ],
    [data, t],
  );
  return <DonutChart label={chartsTexts.potentialTitle} slices={slices} />;
};

type Props = { query: TileQuery<PotentialAnswer>; hasRepresentative: boolean };

/** Needs a representative (docs/product.md §5): until one is set the message covers it and nothing is called. */
export const PotentialTile = ({ query, hasRepresentative }: Props) => (
  <IndicatorTile
    title={chartsTexts.potentialTitle}
    errorLabel={chartsTexts.errors.potential}
    query={query}
    cover={hasRepresentative ? undefined : chartsTexts.fillRepresentative}
  >
    {(data) => <PotentialDonut data={data} />}
  </IndicatorTile>
);
