import {
  boughtFilter,
  cityCodesFilter,
  customerRegistersFilter,
  financialFlagsFilter,
  isoDate,
  quotaArticleCodesFilter,
  representativeIdParam,
  type SaleFrequencyQuery,
} from '@portal/contracts';
import { z } from 'zod';
import { currentMonthRange } from '../../../lib/dates.ts';

/** The filters of Situação Limite as they live in the URL (codes only; labels are looked up again). */
export const salesFrequencyFiltersSchema = z.object({
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
  financialFlags: financialFlagsFilter,
});
export type SalesFrequencyFilters = z.infer<typeof salesFrequencyFiltersSchema>;

/** Spec §4: current month range, Comprou off, nothing else chosen (every collection selected). */
export const defaultSalesFrequencyFilters = (today: Date = new Date()): SalesFrequencyFilters => {
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
    financialFlags: undefined,
  };
};

/** A typed representative (> 0), which also unlocks the Cidade and Cliente searches (spec §6). */
export const chosenRepresentative = (
  filters: Pick<SalesFrequencyFilters, 'representativeId'>,
): number | undefined =>
  filters.representativeId && filters.representativeId > 0 ? filters.representativeId : undefined;

const listOrNothing = <T>(list: readonly T[] | undefined): T[] | undefined =>
  list && list.length > 0 ? [...list] : undefined;

/**
 * The call's params (spec §5: cities, customers and collections only when chosen). Comprou off is "Sem Compra"
 * (bought=false, customers without sales in the period), on is "Com Compra".
 */
export const saleFrequencyQuery = (filters: SalesFrequencyFilters): SaleFrequencyQuery => ({
  initialIssueDate: filters.initialIssueDate,
  finalIssueDate: filters.finalIssueDate,
  bought: filters.bought ?? false,
  representativeId: chosenRepresentative(filters),
  cities: listOrNothing(filters.cities),
  customers: listOrNothing(filters.customers),
  route: filters.route === '' ? undefined : Number(filters.route),
  quotaArticles: listOrNothing(filters.quotaArticles),
  financialFlags: listOrNothing(filters.financialFlags),
});
