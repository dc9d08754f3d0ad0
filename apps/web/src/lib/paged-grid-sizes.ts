/**
 * A long grid's pages (docs/decisions/165): the first is one screenful and some, so it arrives at once even for a whole
 * company; the rest follows in larger pages.
 */
export const FIRST_PAGE_SIZE = 200;
export const NEXT_PAGE_SIZE = 5_000;

/**
 * Clientes asked in pages of customers (docs/decisions/166): each customer carries all its orders of the period, so
 * a page holds far fewer rows than a grid's.
 */
export const CUSTOMERS_FIRST_PAGE_SIZE = 40;
export const CUSTOMERS_NEXT_PAGE_SIZE = 400;
