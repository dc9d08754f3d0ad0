import {
  cityCodesFilter,
  customerRegistersFilter,
  isoDate,
  representativeIdParam,
  type CustomerOrdersQuery,
} from '@portal/contracts';
import { z } from 'zod';
import { currentMonthRange } from '../../../lib/dates.ts';
import { chosenRepresentative, listOrNothing } from '../../../components/report-page/query-values.ts';

/** Filters of Clientes (docs/product.md §2.8: the Potencial grid's minus Coleções and Comprou) as they live in the URL. */
export const customersFiltersSchema = z.object({
  representativeId: representativeIdParam,
  initialIssueDate: isoDate,
  finalIssueDate: isoDate,
  cities: cityCodesFilter,
  customers: customerRegistersFilter,
  route: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 4) : ''),
    z.string(),
  ),
});
export type CustomersFilters = z.infer<typeof customersFiltersSchema>;

export const defaultCustomersFilters = (today: Date = new Date()): CustomersFilters => {
  const range = currentMonthRange(today);
  return {
    representativeId: undefined,
    initialIssueDate: range.start,
    finalIssueDate: range.end,
    cities: undefined,
    customers: undefined,
    route: '',
  };
};

/** docs/product.md §5: representativeId goes as null (left out) when it is 0; lists only when chosen. */
export const customerOrdersQuery = (filters: CustomersFilters): CustomerOrdersQuery => ({
  initialIssueDate: filters.initialIssueDate,
  finalIssueDate: filters.finalIssueDate,
  representativeId: chosenRepresentative(filters),
  route: filters.route === '' ? undefined : Number(filters.route),
  cities: listOrNothing(filters.cities),
  customers: listOrNothing(filters.customers),
});
