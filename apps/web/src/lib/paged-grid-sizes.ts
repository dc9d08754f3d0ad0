/**
 * A long grid's pages (docs/decisions/165): the first is one screenful and some, so it arrives at once even for a whole
 * company; the rest follows in larger pages.
 */
export const FIRST_PAGE_SIZE = 200;
export const NEXT_PAGE_SIZE = 5_000;
