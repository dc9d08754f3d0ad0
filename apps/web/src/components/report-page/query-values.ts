import type { BaseFilters } from './use-report-filters.ts';

/**
 * A typed representative (> 0), or none: 0 and empty mean the whole scope of the user. It also unlocks the
 * Cidade and Cliente searches (docs/product.md §6).
 */
export const chosenRepresentative = (filters: BaseFilters): number | undefined =>
  filters.representativeId && filters.representativeId > 0 ? filters.representativeId : undefined;

/** A multi-select's codes for a call: an empty choice is left out of the query, not sent as an empty list (docs/product.md §5). */
export const listOrNothing = <T>(list: readonly T[] | undefined): T[] | undefined =>
  list && list.length > 0 ? [...list] : undefined;
