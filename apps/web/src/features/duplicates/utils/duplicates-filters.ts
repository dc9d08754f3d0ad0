import { representativeIdParam, type RepresentativeOnlyQuery } from '@portal/contracts';
import { z } from 'zod';

/** Dup. Aberto has the Representante filter only (docs/product.md §2.11). */
export const duplicatesFiltersSchema = z.object({ representativeId: representativeIdParam });
export type DuplicatesFilters = z.infer<typeof duplicatesFiltersSchema>;

export const defaultDuplicatesFilters = (): DuplicatesFilters => ({ representativeId: undefined });

/** A supervisor without a typed representative reads the whole scope (representativeId left out). */
export const duplicatesQuery = (filters: DuplicatesFilters): RepresentativeOnlyQuery => ({
  representativeId:
    filters.representativeId && filters.representativeId > 0 ? filters.representativeId : undefined,
});
