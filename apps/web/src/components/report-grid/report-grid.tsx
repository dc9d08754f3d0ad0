import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { ContextMenu } from 'primereact/contextmenu';
import type { MenuItem } from 'primereact/menuitem';
import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { AlertDialog } from './alert-dialog.tsx';
import { columnGeometry } from './column-geometry.ts';
import { ColumnSettingsDialog } from './settings/column-settings-dialog.tsx';
import { exportSheet, type ExportFormat } from './export/export-file.ts';
import { buildExportSheet } from './export/export-rows.ts';
import { valueList } from './filtering/filter-model.ts';
import { FilterPopover } from './filtering/filter-popover.tsx';
import { GridHeader, HEADER_ROW_HEIGHT } from './grid-header.tsx';
import { DataRow, EmptyState, TotalsRow } from './rows/grid-rows.tsx';
import { HintsDialog } from './settings/hints-dialog.tsx';
import { nextSort } from './model/sort-model.ts';
import { gridTexts } from './texts.ts';
import type { GridColumn, GridRow, GroupBy, HintsAdapter, ProfilesAdapter } from './types.ts';
import { useCellEdit, type CellEditHandler } from './rows/use-cell-edit.ts';
import { useGridModel } from './model/use-grid-model.ts';
import { useGridSettings } from './settings/use-grid-settings.ts';
import './report-grid.css';

export type ReportGridProps<Row extends GridRow> = {
  /** Names the grid for saved profiles and hints, and prefixes cell ids. */
  gridId: string;
  columns: GridColumn<Row>[];
  rows: Row[];
  /** Spec §2.15: 20, or 30 on Desemp. Clientes. */
  rowHeight?: number;
  /** Spec §2.15: 400, or 600 on Desemp. Clientes. */
  minHeight?: number;
  /** CSS height of the scrolling area; by default it fills the window down to minHeight. */
  height?: number | string;
  groupBy?: GroupBy<Row>;
  onCellEdit?: CellEditHandler<Row>;
  profiles?: ProfilesAdapter;
  hints?: HintsAdapter;
  /** Base of exported file names, e.g. "carteira". */
  exportName?: string;
  ariaLabel?: string;
};

type Active = { row: number; col: number };
const emptyTotals: Record<string, number> = {};
type FilterTarget<Row extends GridRow> = { column: GridColumn<Row>; anchor: HTMLElement };

/**
 * The report grid of every grid screen (spec §2.15): frozen columns, two-level headers, rows and columns
 * virtualised, filters per column, sorting, summaries, groups, profiles, hints, confirmed inline edits, export
 * and keyboard navigation. TanStack Virtual decides what is drawn; the markup is ours (docs/decisions/050).
 */
export const ReportGrid = <Row extends GridRow>(props: ReportGridProps<Row>): ReactNode => {
  const { columns, rows, groupBy, onCellEdit, rowHeight = 20, minHeight = 400 } = props;
  const model = useGridModel(columns, rows, groupBy);
  const settings = useGridSettings(columns, props.profiles, props.hints);
  const { shown, display, summary, layout, setLayout } = model;
  const geometry = useMemo(() => columnGeometry(shown, layout.widths), [shown, layout.widths]);
  const headerHeight = geometry.hasGroups ? HEADER_ROW_HEIGHT * 2 : HEADER_ROW_HEIGHT;
  // Reserved from the first frame, even while the totals are still being computed, so nothing jumps.
  const hasSummary = shown.some((column) => column.summary);
  const summaryHeight = hasSummary ? rowHeight + 2 : 0;

  const scroller = useRef<HTMLDivElement>(null);
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

  const [active, setActive] = useState<Active | null>(null);
  const focusGrid = useCallback(() => scroller.current?.focus({ preventScroll: true }), []);
  const edit = useCellEdit(onCellEdit, model.replaceRow, focusGrid);

  const [filterTarget, setFilterTarget] = useState<FilterTarget<Row> | null>(null);
  const [dialog, setDialog] = useState<'settings' | 'hints' | null>(null);
  const menu = useRef<ContextMenu>(null);
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
  const onOpenFilter = useCallback(
    (column: GridColumn<Row>, anchor: HTMLElement) => setFilterTarget({ column, anchor }),
    [],
  );
  const onResize = useCallback(
    (key: string, width: number) => setLayout({ ...layout, widths: { ...layout.widths, [key]: width } }),
    [layout, setLayout],
  );

  const doExport = useCallback(
    (format: ExportFormat) => {
      const sheet = buildExportSheet(shown, display, summary);
      void exportSheet(sheet, format, props.exportName ?? props.gridId);
    },
    [shown, display, summary, props.exportName, props.gridId],
  );

  const menuItems: MenuItem[] = [
    { label: gridTexts.clearFilters, icon: 'pi pi-filter-slash', command: model.clearFilters },
    { label: gridTexts.settings, icon: 'pi pi-cog', command: () => setDialog('settings') },
    ...(props.hints?.canEdit
      ? [{ label: gridTexts.manageHints, icon: 'pi pi-info-circle', command: () => setDialog('hints') }]
      : []),
    { separator: true },
    { label: gridTexts.exportExcel, icon: 'pi pi-file-excel', command: () => doExport('xlsx') },
    { label: gridTexts.exportCsv, icon: 'pi pi-file', command: () => doExport('csv') },
  ];

  const allColumns = [...geometry.frozen, ...geometry.center];
  const moveTo = (row: number, col: number): void => {
    const nextRow = Math.max(0, Math.min(display.length - 1, row));
    const nextCol = Math.max(0, Math.min(allColumns.length - 1, col));
    setActive({ row: nextRow, col: nextCol });
    rowVirtualizer.scrollToIndex(nextRow, { align: 'auto' });
    if (nextCol >= geometry.frozen.length)
      columnVirtualizer.scrollToIndex(nextCol - geometry.frozen.length, { align: 'auto' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (display.length === 0 || allColumns.length === 0) return;
    const current = active ?? { row: 0, col: 0 };
    const page = Math.max(
      1,
      Math.floor(((scroller.current?.clientHeight ?? minHeight) - headerHeight - summaryHeight) / rowHeight) -
        1,
    );
    const moves: Record<string, () => void> = {
      ArrowDown: () => moveTo(current.row + 1, current.col),
      ArrowUp: () => moveTo(current.row - 1, current.col),
      ArrowRight: () => moveTo(current.row, current.col + 1),
      ArrowLeft: () => moveTo(current.row, current.col - 1),
      PageDown: () => moveTo(current.row + page, current.col),
      PageUp: () => moveTo(current.row - page, current.col),
      Home: () => moveTo(event.ctrlKey ? 0 : current.row, 0),
      End: () => moveTo(event.ctrlKey ? display.length - 1 : current.row, allColumns.length - 1),
      Enter: () => {
        const entry = display[current.row];
        const column = allColumns[current.col]?.column;
        if (active && entry?.kind === 'data' && column) edit.begin(current.row, entry.row, column);
      },
    };
    const action = moves[event.key === 'F2' ? 'Enter' : event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };
  const cellAt = (event: MouseEvent<HTMLDivElement>): Active | null => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    return cell ? { row: Number(cell.dataset.row), col: Number(cell.dataset.col) } : null;
  };

  const rowItems = rowVirtualizer.getVirtualItems();
  const activeRendered =
    active && rowItems.some((item) => item.index === active.row) ? cellId(active.row, active.col) : undefined;
  const totalWidth = geometry.frozenWidth + geometry.centerWidth;
  const bodyHeight = display.length * rowHeight;

  return (
    <div className="rg" style={{ ['--rg-row-height' as string]: `${rowHeight}px` }}>
      <div className="rg-toolbar">
        <span className="rg-count" aria-live="polite">
          {gridTexts.records(model.filtered.length)}
        </span>
        {model.activeFilterCount > 0 ? (
          <Button
            type="button"
            icon="pi pi-filter-slash"
            label={gridTexts.clearFilters}
            size="small"
            text
            onClick={model.clearFilters}
          />
        ) : null}
        <span className="rg-toolbar-spacer" />
        <Button
          type="button"
          icon="pi pi-file-excel"
          size="small"
          text
          rounded
          aria-label={gridTexts.exportExcel}
          title={gridTexts.exportExcel}
          onClick={() => doExport('xlsx')}
        />
        <Button
          type="button"
          icon="pi pi-file"
          size="small"
          text
          rounded
          aria-label={gridTexts.exportCsv}
          title={gridTexts.exportCsv}
          onClick={() => doExport('csv')}
        />
        <Button
          type="button"
          icon="pi pi-cog"
          size="small"
          text
          rounded
          aria-label={gridTexts.settings}
          title={gridTexts.settings}
          onClick={() => setDialog('settings')}
        />
      </div>
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
        onKeyDown={onKeyDown}
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
        onContextMenu={(event) => menu.current?.show(event)}
      >
        <div className="rg-canvas" style={{ width: totalWidth }}>
          <GridHeader
            geometry={geometry}
            centerLeaves={centerLeaves}
            centerSpans={centerSpans}
            sort={model.sort}
            activeFilters={activeFilters}
            hints={settings.hints}
            onSort={onSort}
            onOpenFilter={onOpenFilter}
            onResize={onResize}
          />
          <div className="rg-body" role="rowgroup" style={{ height: bodyHeight, width: totalWidth }}>
            {rowItems.map((item) => {
              const entry = display[item.index];
              if (!entry) return null;
              const shared = {
                frozen: geometry.frozen,
                center: centerLeaves,
                frozenWidth: geometry.frozenWidth,
                centerWidth: geometry.centerWidth,
                height: rowHeight,
              };
              if (entry.kind === 'group') {
                return (
                  <TotalsRow
                    key={item.key}
                    kind="group"
                    label={entry.label}
                    values={entry.totals}
                    ariaRowIndex={item.index + 2}
                    top={item.index * rowHeight}
                    {...shared}
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
                  {...shared}
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
                frozen={geometry.frozen}
                center={centerLeaves}
                frozenWidth={geometry.frozenWidth}
                centerWidth={geometry.centerWidth}
                height={summaryHeight}
                summaryKinds
              />
            </div>
          ) : null}
        </div>
      </div>

      <ContextMenu ref={menu} model={menuItems} />
      {filterTarget ? (
        <FilterPopover
          key={filterTarget.column.key}
          column={filterTarget.column}
          anchor={filterTarget.anchor}
          values={valueList(model.rows, filterTarget.column, columns, model.filters)}
          current={model.filters[filterTarget.column.key]}
          onApply={(filter) => model.setColumnFilter(filterTarget.column.key, filter)}
          onClose={() => setFilterTarget(null)}
        />
      ) : null}
      <ConfirmDialog
        visible={edit.pending !== null}
        // Closing with the X or Escape is a "Não"; Sim and Não already ran their own handler.
        onHide={(result) => {
          if (result !== 'accept' && result !== 'reject') edit.cancel();
        }}
        message={gridTexts.confirmEdit}
        header={gridTexts.confirmTitle}
        icon="pi pi-question-circle"
        acceptLabel={gridTexts.yes}
        rejectLabel={gridTexts.no}
        accept={() => void edit.confirm()}
        reject={edit.cancel}
      />
      <ColumnSettingsDialog
        visible={dialog === 'settings'}
        columns={columns}
        layout={layout}
        profiles={settings.profiles}
        canManageHints={props.hints?.canEdit ?? false}
        onLayout={setLayout}
        onCreateProfile={settings.createProfile}
        onRemoveProfile={settings.removeProfile}
        onManageHints={() => setDialog('hints')}
        onClose={() => setDialog(null)}
      />
      {dialog === 'hints' ? (
        <HintsDialog
          visible
          columns={columns}
          hints={settings.hints}
          onSave={settings.saveHint}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <AlertDialog message={settings.alert} onClose={settings.closeAlert} />
    </div>
  );
};
