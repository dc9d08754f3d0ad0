import { spreadsheetSafeText } from '@portal/contracts';
import ExcelJS from 'exceljs';
import type { ExportCell, ExportSheet } from './export-rows.ts';

// Loaded only by a dynamic import (export-file.ts), so exceljs (~250 KiB gzip) stays out of the main bundle.

const BLUE = 'FF1D4ED8';
const GROUP_FILL = 'FFE0E7FF';
const SUMMARY_FILL = 'FFDBEAFE';

const numberFormat = (cell: Extract<ExportCell, { kind: 'number' }>): string => {
  switch (cell.format) {
    case 'currency':
      return '"R$" #,##0.00';
    case 'integer':
      return '#,##0';
    case 'percent':
      return '0.00%';
    case 'decimal':
      return cell.scale === 0 ? '#,##0' : `#,##0.${'0'.repeat(cell.scale ?? 2)}`;
    default:
      return cell.scale === undefined ? 'General' : `#,##0.${'0'.repeat(cell.scale)}`;
  }
};

const cellValue = (cell: ExportCell): ExcelJS.CellValue => {
  switch (cell.kind) {
    case 'empty':
      return null;
    case 'text':
      return spreadsheetSafeText(cell.value);
    // UTC midnight: exceljs converts Dates to serials in UTC, so the sheet shows the same day in every timezone.
    case 'date': {
      const [year, month, day] = cell.value.split('-').map(Number);
      return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
    }
    // Percent columns hold points (12,5 means 12,5%); a spreadsheet percentage is a fraction.
    case 'number':
      return cell.format === 'percent' ? cell.value / 100 : cell.value;
  }
};

export const buildXlsx = async (sheet: ExportSheet, title: string): Promise<Blob> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal do Representante';
  const headerRows = sheet.groupHeader ? 2 : 1;
  const worksheet = workbook.addWorksheet(title.slice(0, 31) || 'Relatório', {
    views: [{ state: 'frozen', xSplit: sheet.frozenCount, ySplit: headerRows }],
  });
  const headerStyle = (row: ExcelJS.Row): void => {
    row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BLUE } };
    row.alignment = { horizontal: 'center', vertical: 'middle' };
  };
  if (sheet.groupHeader) {
    const row = worksheet.addRow(
      sheet.groupHeader.flatMap((group) => [group.name, ...Array<string>(group.span - 1).fill('')]),
    );
    headerStyle(row);
    let column = 1;
    for (const group of sheet.groupHeader) {
      if (group.span > 1) worksheet.mergeCells(1, column, 1, column + group.span - 1);
      column += group.span;
    }
  }
  headerStyle(worksheet.addRow(sheet.header));
  for (const entry of sheet.rows) {
    const row = worksheet.addRow(entry.cells.map(cellValue));
    entry.cells.forEach((cell, index) => {
      const target = row.getCell(index + 1);
      if (cell.kind === 'number') target.numFmt = numberFormat(cell);
      if (cell.kind === 'date') target.numFmt = 'dd/mm/yyyy';
    });
    if (entry.kind !== 'data') {
      row.font = { bold: true };
      row.fill = {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: entry.kind === 'group' ? GROUP_FILL : SUMMARY_FILL },
      };
    }
  }
  sheet.header.forEach((name, index) => {
    worksheet.getColumn(index + 1).width = Math.max(8, Math.min(40, name.length + 4));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
};
