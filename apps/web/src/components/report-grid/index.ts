export { ReportGrid, type ReportGridProps } from './report-grid.tsx';
export type { EditValue, CellEditHandler } from './rows/use-cell-edit.ts';
export { HINT_MAX_LENGTH } from './settings/hints.ts';
export { phoneLayout, type PhoneLayout } from './phone/phone-layout.ts';
export { usePhoneMode } from './phone/use-phone-mode.ts';
export type {
  ColumnFilter,
  ColumnType,
  GridColumn,
  GridProfile,
  GridRow,
  GroupBy,
  HintsAdapter,
  NamedFormatter,
  PhoneRole,
  ProfilesAdapter,
  SummaryKind,
} from './types.ts';
export { useServerGridSettings } from './settings/api/server-grid-settings.ts';
