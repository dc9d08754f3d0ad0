/** Decimal string from SQL (already rounded there) → JSON number at the edge; null stays null. */
export const toMoney = (value: string | number | null): number => (value === null ? 0 : Number(value));
export const toNullableMoney = (value: string | number | null): number | null =>
  value === null ? null : Number(value);
