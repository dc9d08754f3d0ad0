import type { GridColumn, GridProfile, GridRow } from '../types.ts';

export const DEFAULT_WIDTH = 100;
export const MIN_WIDTH = 30;

/** A column layout: which columns show, in which order, how wide. The grid's state, and a profile's content. */
export type ColumnLayout = { order: string[]; hidden: string[]; widths: Record<string, number> };

/** The layout the column definitions ask for. */
export const defaultLayout = <Row extends GridRow>(columns: GridColumn<Row>[]): ColumnLayout => ({
  order: columns.map((column) => column.key),
  hidden: columns.filter((column) => column.hidden).map((column) => column.key),
  widths: Object.fromEntries(columns.map((column) => [column.key, column.width ?? DEFAULT_WIDTH])),
});

/**
 * A saved profile applied to today's columns. Columns the profile names show in its order with its widths; columns
 * it does not know (added since it was saved) are hidden and go last; names of columns that no longer exist are
 * ignored. Frozen columns stay first whatever the profile says, because freezing is part of the screen's design.
 */
export const applyProfile = <Row extends GridRow>(
  columns: GridColumn<Row>[],
  profile: GridProfile,
): ColumnLayout => {
  const known = new Set(columns.map((column) => column.key));
  const visible = profile.columns.filter((key) => known.has(key));
  const visibleSet = new Set(visible);
  const rest = columns.map((column) => column.key).filter((key) => !visibleSet.has(key));
  const base = defaultLayout(columns);
  const widths = { ...base.widths };
  for (const [key, width] of Object.entries(profile.widths)) {
    if (known.has(key) && Number.isFinite(width)) widths[key] = Math.max(MIN_WIDTH, width);
  }
  return { order: frozenFirst(columns, [...visible, ...rest]), hidden: rest, widths };
};

/** The current layout saved under a name. */
export const profileFromLayout = (id: string, name: string, layout: ColumnLayout): GridProfile => {
  const hidden = new Set(layout.hidden);
  const columns = layout.order.filter((key) => !hidden.has(key));
  return {
    id,
    name: name.trim(),
    columns,
    widths: Object.fromEntries(columns.map((key) => [key, layout.widths[key] ?? DEFAULT_WIDTH])),
  };
};

const frozenFirst = <Row extends GridRow>(columns: GridColumn<Row>[], order: string[]): string[] => {
  const frozen = new Set(columns.filter((column) => column.frozen).map((column) => column.key));
  return [...order.filter((key) => frozen.has(key)), ...order.filter((key) => !frozen.has(key))];
};

/** Columns in layout order, without the hidden ones. */
export const visibleColumns = <Row extends GridRow>(
  columns: GridColumn<Row>[],
  layout: ColumnLayout,
): GridColumn<Row>[] => {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const hidden = new Set(layout.hidden);
  return layout.order.flatMap((key) => {
    const column = byKey.get(key);
    return column && !hidden.has(key) ? [column] : [];
  });
};
