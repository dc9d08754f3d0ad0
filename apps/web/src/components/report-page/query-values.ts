import { z } from 'zod';
import type { BaseFilters, ReportFilters } from './use-report-filters.ts';

/**
 * A typed representative (> 0), or none: 0 and empty mean the whole scope of the user. It also unlocks the
 * Cidade and Cliente searches (docs/product.md §6).
 */
export const chosenRepresentative = (filters: BaseFilters): number | undefined =>
  filters.representativeId && filters.representativeId > 0 ? filters.representativeId : undefined;

/**
 * The representative a screen works for while its filters are edited: the rep's own, or the one a supervisor typed
 * (undefined until then, which keeps Cidade, Cliente and, where asked, Consultar disabled).
 */
export const workingRepresentative = (
  report: Pick<ReportFilters<BaseFilters>, 'draft' | 'lockedRepresentativeId'>,
): number | undefined => report.lockedRepresentativeId ?? chosenRepresentative(report.draft);

/** A multi-select's codes for a call: an empty choice is left out of the query, not sent as an empty list (docs/product.md §5). */
export const listOrNothing = <T>(list: readonly T[] | undefined): T[] | undefined =>
  list && list.length > 0 ? [...list] : undefined;

/** Rota as typed in a filter: digits only, at most 4, '' when none (the call's `route` is its number). */
export const routeText = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 4) : ''),
  z.string(),
);
