import type { GridColumn, GridRow } from '../types.ts';

/** The raw value of a cell: the accessor when given, else the field named by the key. */
export const readValue = <Row extends GridRow>(row: Row, column: GridColumn<Row>): unknown =>
  column.accessor ? column.accessor(row) : (row as Record<string, unknown>)[column.key];

export const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
};
