/** docs/product.md §9: customers per page and collections per page. */
export const CUSTOMERS_PER_PAGE = 50;
export const COLLECTIONS_PER_PAGE = 6;

export type Page<T> = {
  items: T[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
};

/** At least one page, so an empty list still reads "1/1". */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/** One page of a list (docs/product.md §4: previous disabled on the first page, next on the last). */
export const pageOf = <T>(items: readonly T[], page: number, size: number): Page<T> => {
  const count = pageCount(items.length, size);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), count);
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    pageCount: count,
    hasPrevious: current > 1,
    hasNext: current < count,
  };
};
