import { canceledOrdersGridCall, type RepresentativeOnlyQuery } from '@portal/contracts';
import { z } from 'zod';

/** Ped. Cancelados has the Representante filter only (docs/product.md §2.12). */
export const canceledOrdersFiltersSchema = canceledOrdersGridCall.query.pick({ representativeId: true });
export type CanceledOrdersFilters = z.infer<typeof canceledOrdersFiltersSchema>;

export const defaultCanceledOrdersFilters = (): CanceledOrdersFilters => ({ representativeId: undefined });

/** A supervisor without a typed representative reads the whole scope (representativeId left out). */
export const canceledOrdersQuery = (filters: CanceledOrdersFilters): RepresentativeOnlyQuery => ({
  representativeId:
    filters.representativeId && filters.representativeId > 0 ? filters.representativeId : undefined,
});
