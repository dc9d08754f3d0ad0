import { textCollator } from '../filtering/filter-model.ts';
import { readValue, toNumber } from '../rows/read-value.ts';
import type { DisplayRow, GridColumn, GridRow, GroupBy } from '../types.ts';

/**
 * Group totals by default (docs/product.md §2.7): the sum of every numeric column except the excluded ones. Columns are
 * read through their accessors, so a collection's Peças inside a list sums like a plain field.
 */
export const defaultGroupTotals = <Row extends GridRow>(
  rows: Row[],
  columns: GridColumn<Row>[],
  exclude: readonly string[] = [],
): Record<string, number> => {
  const excluded = new Set(exclude);
  const totals: Record<string, number> = {};
  for (const column of columns) {
    if (column.type !== 'number' || excluded.has(column.key)) continue;
    let sum = 0;
    for (const row of rows) sum += Math.round((toNumber(readValue(row, column)) ?? 0) * 10_000);
    totals[column.key] = sum / 10_000;
  }
  return totals;
};

/**
 * Rows in groups of equal `groupBy.key`, each group followed by its summary row. Groups are in ascending order
 * of their value (priority 1 before 2, whatever column the user sorts by) and rows keep the order they came in,
 * so a sort orders the rows inside each group.
 */
export const groupRows = <Row extends GridRow>(
  rows: Row[],
  columns: GridColumn<Row>[],
  groupBy: GroupBy<Row>,
): DisplayRow<Row>[] => {
  const groups = new Map<unknown, Row[]>();
  for (const row of rows) {
    const value = (row as Record<string, unknown>)[groupBy.key];
    const list = groups.get(value);
    if (list) list.push(row);
    else groups.set(value, [row]);
  }
  const display: DisplayRow<Row>[] = [];
  let index = 0;
  const ordered = [...groups].sort(([a], [b]) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : textCollator.compare(String(a ?? ''), String(b ?? '')),
  );
  for (const [value, members] of ordered) {
    for (const row of members) display.push({ kind: 'data', row, index: index++ });
    const totals = groupBy.summaryFor
      ? groupBy.summaryFor(members)
      : defaultGroupTotals(members, columns, groupBy.excludeFromTotals);
    display.push({
      kind: 'group',
      groupValue: value,
      label: groupBy.label(value),
      totals,
      size: members.length,
    });
  }
  return display;
};

/** Without grouping: one display row per data row. */
export const plainRows = <Row extends GridRow>(rows: Row[]): DisplayRow<Row>[] =>
  rows.map((row, index) => ({ kind: 'data', row, index }));
