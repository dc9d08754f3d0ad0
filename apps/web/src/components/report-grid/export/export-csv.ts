import { spreadsheetSafeText } from '@portal/contracts';
import { formatDate } from '../../../lib/format.ts';
import type { ExportCell, ExportSheet } from './export-rows.ts';

/**
 * CSV that Excel in Brazil opens right with a double click: `;` separator (the pt-BR list separator, since the
 * comma is the decimal mark), a UTF-8 BOM (else Excel reads ANSI and breaks "São"), CRLF line ends, numbers with
 * a decimal comma and no thousands dot or "R$" (so they stay numbers), dates dd/MM/yyyy (so they stay dates).
 */
export const BOM = '\uFEFF';

const quote = (text: string): string => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export const csvCellText = (cell: ExportCell): string => {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'text':
      return quote(spreadsheetSafeText(cell.value));
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
  const lines: string[] = [];
  if (sheet.groupHeader) {
    lines.push(
      sheet.groupHeader
        .flatMap((group) => [quote(group.name), ...Array<string>(group.span - 1).fill('')])
        .join(';'),
    );
  }
  lines.push(sheet.header.map(quote).join(';'));
  for (const row of sheet.rows) lines.push(row.cells.map(csvCellText).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
};
