import { saveFile } from '../../../lib/save-file.ts';
import type { ExportSheet } from './export-rows.ts';

export type ExportFormat = 'xlsx' | 'csv';

/** Builds and downloads the file; the builders are imported on demand to keep them out of the main bundle. */
export const exportSheet = async (
  sheet: ExportSheet,
  format: ExportFormat,
  baseName: string,
): Promise<void> => {
  const stamp = new Date();
  const date = `${stamp.getFullYear()}${String(stamp.getMonth() + 1).padStart(2, '0')}${String(stamp.getDate()).padStart(2, '0')}`;
  if (format === 'csv') {
    const { buildCsv } = await import('./export-csv.ts');
    saveFile(new Blob([buildCsv(sheet)], { type: 'text/csv;charset=utf-8' }), `${baseName}-${date}.csv`);
    return;
  }
  const { buildXlsx } = await import('./export-xlsx.ts');
  saveFile(await buildXlsx(sheet, baseName), `${baseName}-${date}.xlsx`);
};
