import type { ExportSheet } from './export-rows.ts';

export type ExportFormat = 'xlsx' | 'csv';

const download = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

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
    download(new Blob([buildCsv(sheet)], { type: 'text/csv;charset=utf-8' }), `${baseName}-${date}.csv`);
    return;
  }
  const { buildXlsx } = await import('./export-xlsx.ts');
  download(await buildXlsx(sheet, baseName), `${baseName}-${date}.xlsx`);
};
