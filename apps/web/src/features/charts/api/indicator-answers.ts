import { chosenRepresentative } from '../../../components/report-page/query-values.ts';
import {
  commissionQuery,
  monthQuery,
  nonPaymentQuery,
  servedQuery,
  walletQuery,
  type ChartsFilters,
} from '../utils/charts-filters.ts';
import { commissionQueryOptions } from './get-commission.ts';
import { goalRevenuesQueryOptions } from './get-goal-revenues.ts';
import { goalSalesPeriodQueryOptions } from './get-goal-sales-period.ts';
import { goalSalesQueryOptions } from './get-goal-sales.ts';
import { nonPaymentQueryOptions } from './get-non-payment.ts';
import { potentialQueryOptions } from './get-potential.ts';
import { servedQueryOptions } from './get-served.ts';
import { walletSummaryQueryOptions } from './get-wallet-summary.ts';

/**
 * The calls of Indicadores' tiles for `filters`, as IndicatorTiles asks them (the potential only with a
 * representative, docs/product.md §5): what the opening preload asks before the screen's code arrives.
 */
export const indicatorAnswerOptions = (filters: ChartsFilters) => {
  const month = monthQuery(filters);
  return [
    goalSalesQueryOptions(month),
    goalSalesPeriodQueryOptions(month),
    servedQueryOptions(servedQuery(filters)),
    nonPaymentQueryOptions(nonPaymentQuery(filters)),
    ...(chosenRepresentative(filters) === undefined ? [] : [potentialQueryOptions(month)]),
    goalRevenuesQueryOptions(month),
    walletSummaryQueryOptions(walletQuery(filters)),
    commissionQueryOptions(commissionQuery(filters)),
  ];
};
