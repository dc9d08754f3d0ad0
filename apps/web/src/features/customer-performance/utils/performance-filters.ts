import { customerPerformanceGridCall, type CustomerPerformanceQuery } from '@portal/contracts';
import { z } from 'zod';

/** Filters of Desemp. Clientes (docs/product.md §2.13). quotaArticles undefined = every collection (all preselected). */
export const performanceFiltersSchema = customerPerformanceGridCall.query.pick({
  representativeId: true,
  quotaArticles: true,
});
export type PerformanceFilters = z.infer<typeof performanceFiltersSchema>;

export const defaultPerformanceFilters = (): PerformanceFilters => ({
  representativeId: undefined,
  quotaArticles: undefined,
});

/** docs/product.md §5: quota articles only when chosen; a supervisor without a typed representative reads the whole scope. */
export const performanceQuery = (filters: PerformanceFilters): CustomerPerformanceQuery => ({
  representativeId:
    filters.representativeId && filters.representativeId > 0 ? filters.representativeId : undefined,
  quotaArticles:
    filters.quotaArticles && filters.quotaArticles.length > 0 ? [...filters.quotaArticles] : undefined,
});
