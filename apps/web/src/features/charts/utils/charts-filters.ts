import {
  goalSalesCall,
  isoDate,
  type CommissionQuery,
  type IndicatorMonthQuery,
  type NonPaymentQuery,
  type ServedQuery,
  type WalletSummaryQuery,
} from '@portal/contracts';
import { z } from 'zod';
import { snapMonth } from '../../../lib/dates.ts';
import { chosenRepresentative } from '../../../components/report-page/query-values.ts';
import { paramsFromFilters } from '../../../components/report-page/use-report-filters.ts';
import { paths } from '../../../config/paths.ts';

/**
 * Filters of Indicadores as they live in the URL. `quotaArticles` absent = every collection selected: the
 * server reads the same figures with no filter as with every article, so the tiles need not wait for the list
 * (docs/product.md §5: a filter is sent only when chosen).
 */
export const chartsFiltersSchema = goalSalesCall.query
  .pick({ representativeId: true, quotaArticles: true })
  .extend({ date: isoDate });
export type ChartsFilters = z.infer<typeof chartsFiltersSchema>;

/** Mês e Ano defaults to the current month (docs/product.md §2.5); every collection selected. */
export const defaultChartsFilters = (today: Date = new Date()): ChartsFilters => ({
  representativeId: undefined,
  date: snapMonth(today, 'start'),
  quotaArticles: undefined,
});

/** An empty or full selection both mean "every collection": nothing is sent. */
export const selectedArticles = (
  selected: readonly string[] | undefined,
  all: readonly string[],
): string[] | undefined => {
  if (!selected || selected.length === 0) return undefined;
  const every = all.length > 0 && all.every((code) => selected.includes(code));
  return every ? undefined : [...selected];
};

export const monthQuery = (filters: ChartsFilters): IndicatorMonthQuery => ({
  date: filters.date,
  representativeId: chosenRepresentative(filters),
  supervisorId: undefined,
  quotaArticles: filters.quotaArticles?.length ? filters.quotaArticles : undefined,
});

export const walletQuery = (filters: ChartsFilters): WalletSummaryQuery => {
  const { representativeId, supervisorId, quotaArticles } = monthQuery(filters);
  return { representativeId, supervisorId, quotaArticles };
};

export const commissionQuery = (filters: ChartsFilters): CommissionQuery => {
  const { date, representativeId, supervisorId } = monthQuery(filters);
  return { date, representativeId, supervisorId };
};

export const nonPaymentQuery = (filters: ChartsFilters): NonPaymentQuery => ({
  representativeId: chosenRepresentative(filters),
});

export const servedQuery = (filters: ChartsFilters): ServedQuery => {
  const { date, representativeId, quotaArticles } = monthQuery(filters);
  return { date, representativeId, quotaArticles };
};

/** The Comissão screen (docs/domain.md §5.3) on the tile's representative and month, already run. */
export const commissionStatementLink = (filters: ChartsFilters): string => {
  const { date, representativeId } = commissionQuery(filters);
  return `${paths.commission}?${paramsFromFilters({ representativeId, date }).toString()}`;
};
