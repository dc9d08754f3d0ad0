/** docs/product.md §4: next/previous move through the customer's orders, stopping at the ends. */
export const stepOrder = (index: number, step: -1 | 1, count: number): number =>
  Math.min(Math.max(0, index + step), Math.max(0, count - 1));

/** The arrows show only with more than one order (docs/product.md §2.8). */
export const showOrderArrows = (count: number): boolean => count > 1;
