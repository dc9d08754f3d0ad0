export { ReportGrid, type ReportGridProps } from './report-grid.tsx';
export type { EditValue, CellEditHandler } from './use-cell-edit.ts';
export { HINT_MAX_LENGTH } from './hints.ts';
export type {
  ColumnFilter,
  ColumnType,
  GridColumn,
  GridProfile,
  GridRow,
  GroupBy,
  HintsAdapter,
  NamedFormatter,
  ProfilesAdapter,
  SummaryKind,
} from './types.ts';
