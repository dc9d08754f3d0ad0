import type { GridColumn, GridRow } from './types.ts';

/** A column placed on the canvas: `left` is relative to its block (frozen block or scrolling block). */
export type PlacedColumn<Row extends GridRow> = {
  column: GridColumn<Row>;
  index: number;
  left: number;
  width: number;
};

/** A run of consecutive columns under one group header (or one ungrouped column). */
export type HeaderSpan = {
  key: string;
  name: string;
  left: number;
  width: number;
  first: number;
  last: number;
  grouped: boolean;
};

export type ColumnGeometry<Row extends GridRow> = {
  frozen: PlacedColumn<Row>[];
  center: PlacedColumn<Row>[];
  frozenWidth: number;
  centerWidth: number;
  frozenSpans: HeaderSpan[];
  centerSpans: HeaderSpan[];
  hasGroups: boolean;
};

const place = <Row extends GridRow>(
  columns: GridColumn<Row>[],
  widths: Record<string, number>,
  offset: number,
): PlacedColumn<Row>[] => {
  let left = 0;
  return columns.map((column, position) => {
    const width = widths[column.key] ?? column.width ?? 100;
    const placed = { column, index: offset + position, left, width };
    left += width;
    return placed;
  });
};

const spansOf = <Row extends GridRow>(placed: PlacedColumn<Row>[]): HeaderSpan[] => {
  const spans: HeaderSpan[] = [];
  for (const { column, left, width, index } of placed) {
    const last = spans[spans.length - 1];
    if (column.group && last?.grouped && last.key === column.group.key) {
      last.width += width;
      last.last = index;
    } else {
      spans.push({
        key: column.group?.key ?? column.key,
        name: column.group?.name ?? column.name,
        left,
        width,
        first: index,
        last: index,
        grouped: column.group !== undefined,
      });
    }
  }
  return spans;
};

/**
 * Where each visible column sits: frozen ones in the sticky block, the others in the scrolling block, and the
 * header spans of the two-level header. `index` is the column's position among all visible columns (aria-colindex − 1).
 */
export const columnGeometry = <Row extends GridRow>(
  columns: GridColumn<Row>[],
  widths: Record<string, number>,
): ColumnGeometry<Row> => {
  const frozenColumns = columns.filter((column) => column.frozen);
  const centerColumns = columns.filter((column) => !column.frozen);
  const frozen = place(frozenColumns, widths, 0);
  const center = place(centerColumns, widths, frozen.length);
  const sum = (list: PlacedColumn<Row>[]): number => list.reduce((total, entry) => total + entry.width, 0);
  return {
    frozen,
    center,
    frozenWidth: sum(frozen),
    centerWidth: sum(center),
    frozenSpans: spansOf(frozen),
    centerSpans: spansOf(center),
    hasGroups: columns.some((column) => column.group),
  };
};
