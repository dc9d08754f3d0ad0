import { customerOrdersCall, fieldsOf, type CustomerOrdersQuery } from '@portal/contracts';
import { z } from 'zod';
import { recentMonthsRange } from '../../../lib/dates.ts';
import {
  chosenRepresentative,
  listOrNothing,
  routeText,
} from '../../../components/report-page/query-values.ts';

/** Filters of Clientes (docs/product.md §2.8: the Potencial grid's minus Coleções and Comprou) as they live in the URL. */
export const customersFiltersSchema = fieldsOf(customerOrdersCall.query)
  .pick({
    representativeId: true,
    initialIssueDate: true,
    finalIssueDate: true,
    cities: true,
    customers: true,
  })
  .extend({ route: routeText });
export type CustomersFilters = z.infer<typeof customersFiltersSchema>;

export const defaultCustomersFilters = (today: Date = new Date()): CustomersFilters => {
  // A customer's purchase of last week must show on the first open, also early in a month (docs/decisions/200).
  const range = recentMonthsRange(today);
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
