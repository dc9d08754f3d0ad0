import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useId, useMemo, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { columnGeometry } from './column-geometry.ts';
import { GridHeader, headerHeights } from './grid-header.tsx';
import type { GridModel } from './model/use-grid-model.ts';
import { nextSort } from './model/sort-model.ts';
import { useTouchLayout } from './phone/use-phone-mode.ts';
import { DataRow, EmptyState, TotalsRow } from './rows/grid-rows.tsx';
import type { useCellEdit } from './rows/use-cell-edit.ts';
import { gridTexts } from './texts.ts';
import type { GridColumn, GridRow } from './types.ts';
import { useGridKeyboard, type ActiveCell } from './use-grid-keyboard.ts';

export type CellEdit<Row extends GridRow> = ReturnType<typeof useCellEdit<Row>>;

export type DesktopGridProps<Row extends GridRow> = {
  gridId: string;
  ariaLabel?: string;
  model: GridModel<Row>;
  edit: CellEdit<Row>;
  hints: Record<string, string>;
  scroller: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  minHeight: number;
  height?: number | string;
  onOpenFilter: (column: GridColumn<Row>, anchor: HTMLElement) => void;
  onContextMenu: (event: MouseEvent<HTMLDivElement>) => void;
};

const emptyTotals: Record<string, number> = {};

/**
 * The spreadsheet view of the report grid: frozen columns, two-level headers, rows and columns virtualised, a
 * summary row pinned at the bottom. TanStack Virtual decides what is drawn; the markup is ours
 * (docs/decisions/050).
 */
export const DesktopGrid = <Row extends GridRow>(props: DesktopGridProps<Row>): ReactNode => {
  const { model, edit, scroller, rowHeight, minHeight } = props;
  const { shown, display, summary, layout, setLayout } = model;
  const geometry = useMemo(() => columnGeometry(shown, layout.widths), [shown, layout.widths]);
  const touch = useTouchLayout();
  const headerHeight = headerHeights(geometry.hasGroups, touch).total;
  // Reserved from the first frame, even while the totals are still being computed, so nothing jumps.
  const hasSummary = shown.some((column) => column.summary);
  const summaryHeight = hasSummary ? rowHeight + 2 : 0;

  const rowVirtualizer = useVirtualizer({
    count: display.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    paddingStart: headerHeight,
    paddingEnd: summaryHeight,
    scrollPaddingStart: headerHeight,
    scrollPaddingEnd: summaryHeight,
    initialRect: { width: 1200, height: minHeight },
  });
  const centerKey = useCallback(
    (index: number) => {
      const placed = geometry.center[index];
      return placed ? `${placed.column.key}:${placed.width}` : index;
    },
    [geometry],
  );
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: geometry.center.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => geometry.center[index]?.width ?? 100,
    getItemKey: centerKey,
    overscan: 3,
    paddingStart: geometry.frozenWidth,
    scrollPaddingStart: geometry.frozenWidth,
    initialRect: { width: 1200, height: minHeight },
  });
  const columnItems = columnVirtualizer.getVirtualItems();
  const firstCenter = columnItems[0]?.index ?? 0;
  const lastCenter = columnItems[columnItems.length - 1]?.index ?? -1;
  const centerLeaves = useMemo(
    () => geometry.center.slice(firstCenter, lastCenter + 1),
    [geometry, firstCenter, lastCenter],
  );
  const centerSpans = useMemo(() => {
    const from = geometry.frozen.length + firstCenter;
    const to = geometry.frozen.length + lastCenter;
    return geometry.centerSpans.filter((span) => span.last >= from && span.first <= to);
  }, [geometry, firstCenter, lastCenter]);

  const allColumns = useMemo(() => [...geometry.frozen, ...geometry.center], [geometry]);
  const keyboard = useGridKeyboard({
    display,
    columns: allColumns,
    frozenCount: geometry.frozen.length,
    rowVirtualizer,
    columnVirtualizer,
    scroller,
    chrome: headerHeight + summaryHeight,
    rowHeight,
    onEdit: edit.begin,
  });
  const { active, setActive } = keyboard;

  const idBase = useId();
  const cellId = useCallback(
    (row: number, col: number) => `${idBase}-${props.gridId}-${row}-${col}`,
    [idBase, props.gridId],
  );
  const activeFilters = useMemo(() => new Set(Object.keys(model.filters)), [model.filters]);
  const onSort = useCallback(
    (column: GridColumn<Row>) => model.setSort(nextSort(model.sort, column.key)),
    [model],
  );
  const onResize = useCallback(
    (key: string, width: number) => setLayout({ ...layout, widths: { ...layout.widths, [key]: width } }),
    [layout, setLayout],
  );
  const cellAt = (event: MouseEvent<HTMLDivElement>): ActiveCell | null => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    return cell ? { row: Number(cell.dataset.row), col: Number(cell.dataset.col) } : null;
  };

  const rowItems = rowVirtualizer.getVirtualItems();
  const activeRendered =
    active && rowItems.some((item) => item.index === active.row) ? cellId(active.row, active.col) : undefined;
  const totalWidth = geometry.frozenWidth + geometry.centerWidth;
  const bodyHeight = display.length * rowHeight;
  const blocks = {
    frozen: geometry.frozen,
    center: centerLeaves,
    frozenWidth: geometry.frozenWidth,
    centerWidth: geometry.centerWidth,
  };

  return (
    <div
      ref={scroller}
      className="rg-scroll"
      role="grid"
      aria-label={props.ariaLabel}
      aria-rowcount={display.length + 1 + (hasSummary ? 1 : 0)}
      aria-colcount={allColumns.length}
      aria-activedescendant={activeRendered}
      tabIndex={0}
      style={{ height: props.height ?? `max(${minHeight}px, calc(100vh - 18rem))`, minHeight }}
      onKeyDown={keyboard.onKeyDown}
      onMouseDown={(event) => {
        const cell = cellAt(event);
        if (cell) setActive(cell);
      }}
      onDoubleClick={(event) => {
        const cell = cellAt(event);
        const entry = cell ? display[cell.row] : undefined;
        const column = cell ? allColumns[cell.col]?.column : undefined;
        if (cell && entry?.kind === 'data' && column) edit.begin(cell.row, entry.row, column);
      }}
      onContextMenu={props.onContextMenu}
    >
      <div className="rg-canvas" style={{ width: totalWidth }}>
        <GridHeader
          geometry={geometry}
          centerLeaves={centerLeaves}
          centerSpans={centerSpans}
          sort={model.sort}
          activeFilters={activeFilters}
          hints={props.hints}
          onSort={onSort}
          onOpenFilter={props.onOpenFilter}
          onResize={onResize}
          touch={touch}
        />
        <div className="rg-body" role="rowgroup" style={{ height: bodyHeight, width: totalWidth }}>
          {rowItems.map((item) => {
            const entry = display[item.index];
            if (!entry) return null;
            if (entry.kind === 'group') {
              return (
                <TotalsRow
                  key={item.key}
                  kind="group"
                  label={entry.label}
                  values={entry.totals}
                  ariaRowIndex={item.index + 2}
                  top={item.index * rowHeight}
                  height={rowHeight}
                  {...blocks}
                />
              );
            }
            const isActiveRow = active?.row === item.index;
            return (
              <DataRow
                key={item.key}
                row={entry.row}
                displayIndex={item.index}
                stripe={entry.index % 2 === 1}
                top={item.index * rowHeight}
                height={rowHeight}
                {...blocks}
                activeCol={isActiveRow ? active.col : null}
                editing={edit.editing?.displayIndex === item.index ? edit.editing : null}
                cellId={cellId}
                onDraft={edit.setDraft}
                onCommit={edit.commit}
                onCancel={edit.cancel}
              />
            );
          })}
        </div>
        {display.length === 0 ? <EmptyState /> : null}
        {hasSummary ? (
          <div className="rg-summary" role="rowgroup" style={{ width: totalWidth }}>
            <TotalsRow
              kind="summary"
              label={gridTexts.summary}
              values={summary ?? emptyTotals}
              ariaRowIndex={display.length + 2}
              height={summaryHeight}
              {...blocks}
              summaryKinds
            />
          </div>
        ) : null}
      </div>
    </div>
  );
};
