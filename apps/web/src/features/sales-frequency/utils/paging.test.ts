import { describe, expect, it } from 'vitest';
import { COLLECTIONS_PER_PAGE, CUSTOMERS_PER_PAGE, pageCount, pageOf } from './paging.ts';

const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('paging', () => {
  it('splits customers in pages of 50 and collections in pages of 6', () => {
    expect(CUSTOMERS_PER_PAGE).toBe(50);
    expect(COLLECTIONS_PER_PAGE).toBe(6);
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
  });

  it('disables previous on the first page and next on the last', () => {
    const first = pageOf(list(120), 1, 50);
    expect(first).toMatchObject({ page: 1, pageCount: 3, hasPrevious: false, hasNext: true });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toBe(1);
    const middle = pageOf(list(120), 2, 50);
    expect(middle).toMatchObject({ hasPrevious: true, hasNext: true });
    const last = pageOf(list(120), 3, 50);
    expect(last).toMatchObject({ page: 3, hasPrevious: true, hasNext: false });
    expect(last.items).toEqual(list(120).slice(100));
  });

  it('has one page without neighbours when everything fits, and clamps a page out of range', () => {
    expect(pageOf(list(6), 1, 6)).toMatchObject({
      page: 1,
      pageCount: 1,
      hasPrevious: false,
      hasNext: false,
    });
    expect(pageOf([], 1, 50)).toMatchObject({
      items: [],
      page: 1,
      pageCount: 1,
      hasPrevious: false,
      hasNext: false,
    });
    expect(pageOf(list(7), 9, 6)).toMatchObject({ page: 2, items: [7] });
    expect(pageOf(list(7), 0, 6).page).toBe(1);
  });
});
