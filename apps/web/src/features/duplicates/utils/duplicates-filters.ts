import {
  customerRegistersFilter,
  duplicatesGridCall,
  type DuplicateGridRow,
  type RepresentativeOnlyQuery,
} from '@portal/contracts';
import { z } from 'zod';

/**
 * Dup. Aberto has the Representante filter (docs/product.md §2.11) and, since decision 024, Cliente: the call takes the
 * representative only, so the customers narrow the loaded titles on the client.
 */
export const duplicatesFiltersSchema = duplicatesGridCall.query.pick({ representativeId: true }).extend({
  customers: customerRegistersFilter,
  /** "Somente vencidas": narrows the loaded titles on the client; in the URL so a reload or a link keeps it. */
  onlyOverdue: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  ),
});
export type DuplicatesFilters = z.infer<typeof duplicatesFiltersSchema>;

export const defaultDuplicatesFilters = (): DuplicatesFilters => ({
  representativeId: undefined,
  customers: undefined,
  onlyOverdue: undefined,
});

/** A supervisor without a typed representative reads the whole scope (representativeId left out). */
export const duplicatesQuery = (filters: DuplicatesFilters): RepresentativeOnlyQuery => ({
  representativeId:
    filters.representativeId && filters.representativeId > 0 ? filters.representativeId : undefined,
});

/** The titles of the chosen customers; every title when none is chosen. */
export const titlesOfCustomers = (
  rows: readonly DuplicateGridRow[],
  customers: readonly string[] | undefined,
): readonly DuplicateGridRow[] =>
  customers && customers.length > 0 ? rows.filter((row) => customers.includes(row.customerRegister)) : rows;
