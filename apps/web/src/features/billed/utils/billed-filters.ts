import { billedGridCall, fieldsOf, type BilledGridQuery } from '@portal/contracts';
import { z } from 'zod';
import { currentMonthRange } from '../../../lib/dates.ts';
import { chosenRepresentative, listOrNothing } from '../../../components/report-page/query-values.ts';

/** Filters of Faturado (docs/product.md §2.10) as they live in the URL. */
export const billedFiltersSchema = fieldsOf(billedGridCall.query).pick({
  representativeId: true,
  initialBilling: true,
  finalBilling: true,
  cities: true,
  customers: true,
});
export type BilledFilters = z.infer<typeof billedFiltersSchema>;

/** docs/product.md §4: the current month, first to last day. */
export const defaultBilledFilters = (today: Date = new Date()): BilledFilters => {
  const range = currentMonthRange(today);
  return {
    representativeId: undefined,
    initialBilling: range.start,
    finalBilling: range.end,
    cities: undefined,
    customers: undefined,
  };
};

/** docs/product.md §7: initialBilling, finalBilling; cities and customers only when chosen. */
export const billedQuery = (filters: BilledFilters): BilledGridQuery => ({
  representativeId: chosenRepresentative(filters),
  initialBilling: filters.initialBilling,
  finalBilling: filters.finalBilling,
  cities: listOrNothing(filters.cities),
  customers: listOrNothing(filters.customers),
});
