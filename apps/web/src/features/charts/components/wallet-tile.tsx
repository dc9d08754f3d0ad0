import { useMemo } from 'react';
import type { WalletSummaryAnswer } from '@portal/contracts';
import { chartsTexts } from '../charts-texts.ts';
import { DonutChart, type DonutSlice } from './donut-chart.tsx';
import { IndicatorTile, type TileQuery } from './indicator-tile.tsx';

const WalletDonut = ({ data }: { data: WalletSummaryAnswer }) => {
  const t = chartsTexts.wallet;
  // Order status colours of docs/domain.md §2: Aberto blue, Bloqueado red, Expedição orange, Cancelado grey.
  const slices = useMemo<DonutSlice[]>(
    () => [
      { label: t.open, value: data.open, color: 'blue' },
      { label: t.blocked, value: data.blocked, color: 'red' },
      { label: t.expedition, value: data.expedition, color: 'orange' },
      { label: t.canceled, value: data.canceled, color: 'gray' },
    ],
    [data, t],
  );
  return <DonutChart label={chartsTexts.walletTitle} slices={slices} />;
};

export const WalletTile = ({ query }: { query: TileQuery<WalletSummaryAnswer> }) => (
  <IndicatorTile
    title={chartsTexts.walletTitle}
    info={chartsTexts.info.wallet}
    errorLabel={chartsTexts.errors.wallet}
    query={query}
  >
    {(data) => <WalletDonut data={data} />}
  </IndicatorTile>
);
