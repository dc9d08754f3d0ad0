import { useMemo } from 'react';
import { formatMonth } from '../../../lib/format.ts';
import { useCommission } from '../api/get-commission.ts';
import { useGoalRevenues } from '../api/get-goal-revenues.ts';
import { useGoalSalesPeriod } from '../api/get-goal-sales-period.ts';
import { useGoalSales } from '../api/get-goal-sales.ts';
import { useNonPayment } from '../api/get-non-payment.ts';
import { usePotential } from '../api/get-potential.ts';
import { useServed } from '../api/get-served.ts';
import { useWalletSummary } from '../api/get-wallet-summary.ts';
import {
  commissionQuery,
  commissionStatementLink,
  monthQuery,
  nonPaymentQuery,
  servedQuery,
  walletQuery,
  type ChartsFilters,
} from '../utils/charts-filters.ts';
import { chartsTexts } from '../charts-texts.ts';
import { CommissionTile } from './commission-tile.tsx';
import { useTileErrorToasts } from './use-tile-error-toasts.ts';
import { GoalTilesTile } from './goal-tiles.tsx';
import { NonPaymentTile } from './non-payment-tile.tsx';
import { PotentialTile } from './potential-tile.tsx';
import { RevenuesTile } from './revenues-tile.tsx';
import { ServedTile } from './served-tile.tsx';
import { WalletTile } from './wallet-tile.tsx';
import { WeeklyChartTile } from './weekly-chart-tile.tsx';
import { chosenRepresentative } from '../../../components/report-page/query-values.ts';

/** Every tile of Indicadores, each with its own call (docs/product.md §4: they load and fail independently). */
export const IndicatorTiles = ({ filters }: { filters: ChartsFilters }) => {
  const month = useMemo(() => monthQuery(filters), [filters]);
  const hasRepresentative = chosenRepresentative(filters) !== undefined;
  const goalSales = useGoalSales(month);
  const weekly = useGoalSalesPeriod(month);
  const served = useServed(useMemo(() => servedQuery(filters), [filters]));
  const nonPayment = useNonPayment(useMemo(() => nonPaymentQuery(filters), [filters]));
  // docs/product.md §5: the potential call is skipped without a representative.
  const potential = usePotential(month, hasRepresentative);
  const revenues = useGoalRevenues(month);
  const wallet = useWalletSummary(useMemo(() => walletQuery(filters), [filters]));
  const commission = useCommission(useMemo(() => commissionQuery(filters), [filters]));
  const errors = chartsTexts.errors;
  useTileErrorToasts([
    { label: errors.goalSales, error: goalSales.error },
    { label: errors.goalSalesPeriod, error: weekly.error },
    { label: errors.served, error: served.error },
    { label: errors.goalRevenues, error: revenues.error },
    { label: errors.nonPayment, error: nonPayment.error },
    { label: errors.potential, error: potential.error },
    { label: errors.wallet, error: wallet.error },
    { label: errors.commission, error: commission.error },
  ]);

  return (
    <div className="indicator-grid">
      <GoalTilesTile query={goalSales} />
      <WeeklyChartTile query={weekly} />
      <ServedTile query={served} />
      <RevenuesTile query={revenues} month={formatMonth(filters.date)} />
      <NonPaymentTile query={nonPayment} />
      <PotentialTile query={potential} hasRepresentative={hasRepresentative} />
      <WalletTile query={wallet} />
      <CommissionTile query={commission} statement={commissionStatementLink(filters)} />
    </div>
  );
};

/** The first key part of every tile's query, to refetch them all on a repeated Consultar. */
export const indicatorQueryKeys: readonly string[] = [
  'goal-sales',
  'goal-sales-period',
  'served',
  'non-payment',
  'potential',
  'goal-revenues',
  'wallet-summary',
  'commission',
];
