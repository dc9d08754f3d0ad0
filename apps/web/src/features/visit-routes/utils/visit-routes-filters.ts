import { visitRoutesCall, type RouteRow, type RoutesQuery, type RouteUpdateBody } from '@portal/contracts';
import { z } from 'zod';
import type { EditValue } from '../../../components/report-grid/index.ts';

/** Rotas has the Representante filter only (docs/product.md §2.14). */
export const visitRoutesFiltersSchema = visitRoutesCall.query.pick({ representativeId: true });
export type VisitRoutesFilters = z.infer<typeof visitRoutesFiltersSchema>;

export const defaultVisitRoutesFilters = (): VisitRoutesFilters => ({ representativeId: undefined });

/** A supervisor without a typed representative reads every representative of the scope (decision 042). */
export const visitRoutesQuery = (filters: VisitRoutesFilters): RoutesQuery => ({
  representativeId:
    filters.representativeId && filters.representativeId > 0 ? filters.representativeId : undefined,
});

/** docs/product.md §5: an emptied route is 0, otherwise the number typed (the server refuses anything but 0–9999 integers). */
export const routeUpdateOf = (row: RouteRow, value: EditValue): RouteUpdateBody => ({
  representativeId: row.representativeId,
  cityCode: row.cityCode,
  route: value === null || value === '' ? 0 : Number(value),
  routeVersion: row.routeVersion,
});

/** The answer of a save replaces its row (with the new routeVersion, so the next edit of it is not a conflict). */
export const withSavedRow = (rows: readonly RouteRow[], saved: RouteRow): RouteRow[] =>
  rows.map((row) =>
    row.representativeId === saved.representativeId && row.cityCode === saved.cityCode ? saved : row,
  );
