import { fieldsOf, saleFrequencyCall, type SaleFrequencyQuery } from '@portal/contracts';
import { z } from 'zod';
import { currentMonthRange } from '../../../lib/dates.ts';
import {
  chosenRepresentative,
  listOrNothing,
  routeText,
} from '../../../components/report-page/query-values.ts';

/**
 * The filters of Situação Limite and of the Potencial grid as they live in the URL (codes only; labels are looked
 * up again). The grid shows no Sit. Financeira filter (docs/product.md §2.7), so its query leaves the flags out.
 */
export const salesFrequencyFiltersSchema = fieldsOf(saleFrequencyCall.query).extend({ route: routeText });
export type SalesFrequencyFilters = z.infer<typeof salesFrequencyFiltersSchema>;

/** docs/product.md §4: current month range, Comprou off, nothing else chosen (every collection selected). */
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

/**
 * The call's params (docs/product.md §5: cities, customers and collections only when chosen). Comprou off is "Sem Compra"
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

/** The Potencial grid's params (docs/product.md §2.7): Situação Limite's, without the financial status. */
export const potentialGridQuery = (filters: SalesFrequencyFilters): SaleFrequencyQuery => ({
  ...saleFrequencyQuery(filters),
  financialFlags: undefined,
});
