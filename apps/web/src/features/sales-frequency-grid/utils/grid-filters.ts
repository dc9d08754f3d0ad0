import {
  boughtFilter,
  cityCodesFilter,
  customerRegistersFilter,
  isoDate,
  quotaArticleCodesFilter,
  representativeIdParam,
  type SaleFrequencyQuery,
} from '@portal/contracts';
import { z } from 'zod';
import { currentMonthRange } from '../../../lib/dates.ts';

/** Filters of the Potencial grid (spec §2.7: Situação Limite's without the financial status) as they live in the URL. */
export const gridFiltersSchema = z.object({
  representativeId: representativeIdParam,
  initialIssueDate: isoDate,
  finalIssueDate: isoDate,
  bought: boughtFilter,
  cities: cityCodesFilter,
  customers: customerRegistersFilter,
  route: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 4) : ''),
    z.string(),
  ),
  quotaArticles: quotaArticleCodesFilter,
});
export type GridFilters = z.infer<typeof gridFiltersSchema>;

/** Spec §4: current month range, Comprou off, every collection selected (undefined), nothing else chosen. */
export const defaultGridFilters = (today: Date = new Date()): GridFilters => {
  const range = currentMonthRange(today);
  return {
    representativeId: undefined,
    initialIssueDate: range.start,
    finalIssueDate: range.end,
    bought: false,
    cities: undefined,
    customers: undefined,
    route: '',
    quotaArticles: undefined,
  };
};

export const chosenRepresentative = (filters: Pick<GridFilters, 'representativeId'>): number | undefined =>
  filters.representativeId && filters.representativeId > 0 ? filters.representativeId : undefined;

const listOrNothing = <T>(list: readonly T[] | undefined): T[] | undefined =>
  list && list.length > 0 ? [...list] : undefined;

/** Spec §5 / §7: lists only when chosen; Comprou off is "Sem Compra" (bought=false), on is "Com Compra". */
export const gridQuery = (filters: GridFilters): SaleFrequencyQuery => ({
  initialIssueDate: filters.initialIssueDate,
  finalIssueDate: filters.finalIssueDate,
  bought: filters.bought ?? false,
  representativeId: chosenRepresentative(filters),
  cities: listOrNothing(filters.cities),
  customers: listOrNothing(filters.customers),
  route: filters.route === '' ? undefined : Number(filters.route),
  quotaArticles: listOrNothing(filters.quotaArticles),
  financialFlags: undefined,
});
