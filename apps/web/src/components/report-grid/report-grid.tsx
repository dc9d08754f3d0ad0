import { ConfirmDialog } from 'primereact/confirmdialog';
import { ContextMenu } from 'primereact/contextmenu';
import type { MenuItem } from 'primereact/menuitem';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AlertDialog } from './alert-dialog.tsx';
import { DesktopGrid } from './desktop-grid.tsx';
import { exportSheet, type ExportFormat } from './export/export-file.ts';
import { buildExportSheet } from './export/export-rows.ts';
import { valueList } from './filtering/filter-model.ts';
import { FilterPopover } from './filtering/filter-popover.tsx';
import { GridToolbar } from './grid-toolbar.tsx';
import { useGridModel } from './model/use-grid-model.ts';
import { PhoneCards } from './phone/phone-cards.tsx';
import { phoneLayout } from './phone/phone-layout.ts';
import { PhoneToolbar } from './phone/phone-toolbar.tsx';
import { usePhoneMode } from './phone/use-phone-mode.ts';
import { useCellEdit, type CellEditHandler } from './rows/use-cell-edit.ts';
import { ColumnSettingsDialog } from './settings/column-settings-dialog.tsx';
import { HintsDialog } from './settings/hints-dialog.tsx';
import { useGridSettings } from './settings/use-grid-settings.ts';
import { gridTexts } from './texts.ts';
import type { GridColumn, GridRow, GroupBy, HintsAdapter, ProfilesAdapter } from './types.ts';
import './report-grid.css';
import './phone/phone.css';

export type ReportGridProps<Row extends GridRow> = {
  /** Names the grid for saved profiles and hints, and prefixes cell ids. */
  gridId: string;
  columns: GridColumn<Row>[];
  rows: Row[];
  /** docs/product.md §2.15: 20, or 30 on Desemp. Clientes. */
  rowHeight?: number;
  /** docs/product.md §2.15: 400, or 600 on Desemp. Clientes. */
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
  /** Cards below the phone breakpoint and a table above it, unless a view is forced. */
  view?: 'table' | 'cards';
};

type FilterTarget<Row extends GridRow> = { column: GridColumn<Row>; anchor: HTMLElement };

/**
 * The report grid of every grid screen (docs/product.md §2.15): filters per column, sorting, summaries, groups, profiles,
 * hints, confirmed inline edits and export, drawn as a spreadsheet on a desktop and as cards on a phone. Both views
 * share one model, so a filter or a sort chosen in one holds in the other.
 */
export const ReportGrid = <Row extends GridRow>(props: ReportGridProps<Row>): ReactNode => {
  const { columns, rows, groupBy, onCellEdit, rowHeight = 20, minHeight = 400 } = props;
  const model = useGridModel(columns, rows, groupBy);
  const settings = useGridSettings(columns, props.profiles, props.hints);
  const { shown, display, summary, layout, setLayout } = model;
  const phone = usePhoneMode(props.view);
  const cardLayout = useMemo(() => phoneLayout(shown), [shown]);

  const scroller = useRef<HTMLDivElement>(null);
  const focusGrid = useCallback(() => scroller.current?.focus({ preventScroll: true }), []);
  const edit = useCellEdit(onCellEdit, model.replaceRow, focusGrid);

  const [filterTarget, setFilterTarget] = useState<FilterTarget<Row> | null>(null);
  const [dialog, setDialog] = useState<'settings' | 'hints' | null>(null);
  const menu = useRef<ContextMenu>(null);
  const onOpenFilter = useCallback(
    (column: GridColumn<Row>, anchor: HTMLElement) => setFilterTarget({ column, anchor }),
    [],
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

  return (
    <div className={phone ? 'rg rg-phone' : 'rg'} style={{ ['--rg-row-height' as string]: `${rowHeight}px` }}>
      {phone ? (
        <>
          <PhoneToolbar
            model={model}
            layout={cardLayout}
            columns={shown}
            menuItems={menuItems}
            onOpenFilter={onOpenFilter}
          />
          <PhoneCards model={model} edit={edit} layout={cardLayout} ariaLabel={props.ariaLabel} />
        </>
      ) : (
        <>
          <GridToolbar
            count={model.filtered.length}
            activeFilterCount={model.activeFilterCount}
            onClearFilters={model.clearFilters}
            onExport={doExport}
            onSettings={() => setDialog('settings')}
          />
          <DesktopGrid
            gridId={props.gridId}
            ariaLabel={props.ariaLabel}
            model={model}
            edit={edit}
            hints={settings.hints}
            scroller={scroller}
            rowHeight={rowHeight}
            minHeight={minHeight}
            height={props.height}
            onOpenFilter={onOpenFilter}
            onContextMenu={(event) => menu.current?.show(event)}
          />
          <ContextMenu ref={menu} model={menuItems} />
        </>
      )}
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
