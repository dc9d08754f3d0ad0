import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../filters/use-debounced-value.ts';
import { applyFilters, isFilterActive } from '../filtering/filter-model.ts';
import { groupRows, plainRows } from './grouping.ts';
import { defaultLayout, visibleColumns, type ColumnLayout } from '../settings/profiles.ts';
import { sortRows } from './sort-model.ts';
import { summarize } from './summary.ts';
import type {
  ColumnFilter,
  DisplayRow,
  FilterState,
  GridColumn,
  GridRow,
  GroupBy,
  SortState,
} from '../types.ts';

/** docs/product.md §2.15 and §9: grid filter debounce. */
export const FILTER_DEBOUNCE_MS = 100;

export type GridModel<Row extends GridRow> = {
  rows: Row[];
  replaceRow: (old: Row, next: Row) => void;
  layout: ColumnLayout;
  setLayout: (layout: ColumnLayout) => void;
  shown: GridColumn<Row>[];
  filters: FilterState;
  setColumnFilter: (key: string, filter: ColumnFilter | null) => void;
  clearFilters: () => void;
  activeFilterCount: number;
  sort: SortState;
  setSort: (sort: SortState) => void;
  filtered: Row[];
  display: DisplayRow<Row>[];
  summary: Record<string, number> | null;
};

/**
 * The data pipeline of the grid, each step memoised on its inputs so a sort does not refilter and a scroll does
 * nothing at all: rows → filters (debounced 100 ms) → sort → groups → display rows; summaries follow the filters.
 */
export const useGridModel = <Row extends GridRow>(
  columns: GridColumn<Row>[],
  rows: Row[],
  groupBy?: GroupBy<Row>,
): GridModel<Row> => {
  // A successful edit shows at once, even before the caller reloads; new rows from the caller replace it.
  const [local, setLocal] = useState({ source: rows, rows });
  const current = local.source === rows ? local.rows : rows;
  const replaceRow = useCallback(
    (old: Row, next: Row) =>
      setLocal((state) => {
        const base = state.source === rows ? state.rows : rows;
        return { source: rows, rows: base.map((row) => (row === old ? next : row)) };
      }),
    [rows],
  );

  // The layout survives re-renders that pass equal columns; a different set of columns (new collections) resets it.
  const signature = columns.map((column) => column.key).join('\u0000');
  const [layoutState, setLayoutState] = useState(() => ({ signature, layout: defaultLayout(columns) }));
  const layout = layoutState.signature === signature ? layoutState.layout : defaultLayout(columns);
  const setLayout = useCallback(
    (next: ColumnLayout) => setLayoutState({ signature, layout: next }),
    [signature],
  );
  const shown = useMemo(() => visibleColumns(columns, layout), [columns, layout]);

  const [filters, setFilters] = useState<FilterState>({});
  const setColumnFilter = useCallback((key: string, filter: ColumnFilter | null) => {
    setFilters((state) => {
      const next = { ...state };
      if (filter && isFilterActive(filter)) next[key] = filter;
      else delete next[key];
      return next;
    });
  }, []);
  const clearFilters = useCallback(() => setFilters({}), []);
  const appliedFilters = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);

  const [sort, setSort] = useState<SortState>(null);

  const filtered = useMemo(
    () => applyFilters(current, columns, appliedFilters),
    [current, columns, appliedFilters],
  );
  const sorted = useMemo(() => {
    const column = sort ? columns.find((candidate) => candidate.key === sort.key) : undefined;
    return sort && column ? sortRows(filtered, column, sort.direction) : filtered;
  }, [filtered, columns, sort]);
  const display = useMemo(
    () => (groupBy ? groupRows(sorted, columns, groupBy) : plainRows(sorted)),
    [sorted, columns, groupBy],
  );
  const summary = useSlicedSummary(filtered, shown);

  return {
    rows: current,
    replaceRow,
    layout,
    setLayout,
    shown,
    filters,
    setColumnFilter,
    clearFilters,
    activeFilterCount: Object.keys(filters).length,
    sort,
    setSort,
    filtered,
    display,
    summary,
  };
};

/** Runs `task` after the browser has had a chance to paint and handle input (a message, not a 4 ms-clamped timer). */
const afterYield = (task: () => void): (() => void) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = task;
  channel.port2.postMessage(null);
  return () => channel.port1.close();
};

/** Time each slice of summary work may take before the browser gets the thread back. */
const SLICE_MS = 8;

/**
 * Summaries of the filtered rows, a few columns at a time between frames: 80 columns over 50,000 rows take a few
 * hundred ms, which in one go would hold back the first paint of the rows and freeze any scroll meanwhile. The
 * previous totals stay until the new ones are all ready (never a half-updated row); null before the first.
 */
const useSlicedSummary = <Row extends GridRow>(
  rows: Row[],
  columns: GridColumn<Row>[],
): Record<string, number> | null => {
  const [summary, setSummary] = useState<Record<string, number> | null>(null);
  useEffect(() => {
    const wanted = columns.filter((column) => column.summary);
    if (wanted.length === 0) return undefined;
    const result: Record<string, number> = {};
    let index = 0;
    let cancel = () => {};
    const slice = () => {
      const started = performance.now();
      while (index < wanted.length && performance.now() - started < SLICE_MS) {
        const column = wanted[index];
        index += 1;
        if (column?.summary) result[column.key] = summarize(rows, column, column.summary);
      }
      if (index < wanted.length) cancel = afterYield(slice);
      else setSummary(result);
    };
    cancel = afterYield(slice);
    return () => cancel();
  }, [rows, columns]);
  return columns.some((column) => column.summary) ? summary : null;
};
