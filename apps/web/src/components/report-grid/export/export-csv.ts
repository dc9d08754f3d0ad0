import { spreadsheetSafeText } from '@portal/contracts';
import { CSV_BOM, csvLines } from '@portal/contracts/csv';
import { formatDate } from '../../../lib/format.ts';
import type { ExportCell, ExportSheet } from './export-rows.ts';

/**
 * CSV that Excel in Brazil opens right with a double click: `;` separator (the pt-BR list separator, since the
 * comma is the decimal mark), a UTF-8 BOM (else Excel reads ANSI and breaks "São"), CRLF line ends, numbers with
 * a decimal comma and no thousands dot or "R$" (so they stay numbers), dates dd/MM/yyyy (so they stay dates).
 */
export const BOM = CSV_BOM;

/** What a cell holds as CSV text, before quoting (the writer quotes). */
export const csvCellText = (cell: ExportCell): string => {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'text':
      return spreadsheetSafeText(cell.value);
    case 'date':
      return formatDate(cell.value);
    case 'number': {
      const digits = cell.format === 'currency' ? 2 : cell.format === 'integer' ? 0 : cell.scale;
      const text = digits === undefined ? String(cell.value) : cell.value.toFixed(digits);
      return text.replace('.', ',');
    }
  }
};

export const buildCsv = (sheet: ExportSheet): string => {
  const records: string[][] = [];
  if (sheet.groupHeader) {
    records.push(
      sheet.groupHeader.flatMap((group) => [
        spreadsheetSafeText(group.name),
        ...Array<string>(group.span - 1).fill(''),
      ]),
    );
  }
  records.push([...sheet.header]);
  for (const row of sheet.rows) records.push(row.cells.map(csvCellText));
  return `${BOM}${csvLines(records)}`;
};
