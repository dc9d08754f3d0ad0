import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import type { ExportFormat } from './export/export-file.ts';
import { gridTexts } from './texts.ts';

export type GridToolbarProps = {
  count: number;
  activeFilterCount: number;
  onClearFilters: () => void;
  onExport: (format: ExportFormat) => void;
  onSettings: () => void;
};

/** Above the desktop grid: the record count, Limpar Filtros while a filter is on, export and settings. */
export const GridToolbar = ({
  count,
  activeFilterCount,
  onClearFilters,
  onExport,
  onSettings,
}: GridToolbarProps): ReactNode => {
  const iconButton = (icon: string, label: string, onClick: () => void): ReactNode => (
    <Button
      type="button"
      icon={icon}
      size="small"
      text
      rounded
      aria-label={label}
      title={label}
      onClick={onClick}
    />
  );
  return (
    <div className="rg-toolbar">
      <span className="rg-count" aria-live="polite">
        {gridTexts.records(count)}
      </span>
      {activeFilterCount > 0 ? (
        <Button
          type="button"
          icon="pi pi-filter-slash"
          label={gridTexts.clearFilters}
          size="small"
          text
          onClick={onClearFilters}
        />
      ) : null}
      <span className="rg-toolbar-spacer" />
      {iconButton('pi pi-file-excel', gridTexts.exportExcel, () => onExport('xlsx'))}
      {iconButton('pi pi-file', gridTexts.exportCsv, () => onExport('csv'))}
      {iconButton('pi pi-cog', gridTexts.settings, onSettings)}
    </div>
  );
};
