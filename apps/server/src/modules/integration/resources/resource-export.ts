import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { resourceFields, spreadsheetSafeText, type ExportFormat, type FieldSpec } from '@portal/contracts';
import { CSV_BOM, csvLines } from '@portal/contracts/csv';
import type ExcelJS from 'exceljs';
import type { ResourceDefinition } from './resource-definitions.ts';
import type { ResourceRecord, ResourceRowValue } from './resources.queries.ts';

// Export files written as the cursor yields batches (docs/decisions/061): the CSV for Excel in pt-BR (`;`, UTF-8
// BOM, decimal comma) and the .xlsx through exceljs' streaming WorkbookWriter. Both pull one batch at a time and
// wait for the socket to drain, so memory stays at one batch whatever the row count.

const csvCell = (spec: FieldSpec, value: ResourceRowValue): string => {
  if (value === null) return '';
  if (spec.type === 'money') return (value as number).toFixed(2).replace('.', ',');
  return typeof value === 'string' ? spreadsheetSafeText(value) : String(value);
};

const csvFile = (definition: ResourceDefinition, batches: AsyncIterable<ResourceRecord[]>): Readable => {
  const fields = Object.entries(resourceFields[definition.name] as Record<string, FieldSpec>);
  async function* lines(): AsyncGenerator<string> {
    yield `${CSV_BOM}${csvLines([fields.map(([field]) => field)])}`;
    for await (const batch of batches) {
      yield csvLines(batch.map((row) => fields.map(([field, spec]) => csvCell(spec, row[field] ?? null))));
    }
  }
  // One batch read ahead, not the default 16: the file holds one batch of text whatever the row count.
  return Readable.from(lines(), { highWaterMark: 1 });
};

const xlsxCell = (spec: FieldSpec, value: ResourceRowValue): ExcelJS.CellValue => {
  if (value === null) return null;
  if (spec.type === 'date') return new Date(`${value as string}T00:00:00Z`);
  return typeof value === 'string' ? spreadsheetSafeText(value) : value;
};

const xlsxFile = (definition: ResourceDefinition, batches: AsyncIterable<ResourceRecord[]>): Readable => {
  const fields = Object.entries(resourceFields[definition.name] as Record<string, FieldSpec>);
  const output = new PassThrough();
  const write = async () => {
    // Loaded on the first export, not at start: exceljs alone is ~0.35 s of every (re)start.
    const { default: excel } = await import('exceljs');
    const workbook = new excel.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(definition.name);
    sheet.columns = fields.map(([field, spec]) => ({
      header: field,
      key: field,
      width: spec.type === 'text' ? 24 : 14,
      ...(spec.type === 'money' ? { style: { numFmt: '#,##0.00' } } : {}),
      ...(spec.type === 'date' ? { style: { numFmt: 'dd/mm/yyyy' } } : {}),
    }));
    for await (const batch of batches) {
      // A client gone: leaving the loop ends the batches (their `finally` frees the cursor).
      if (output.destroyed) break;
      for (const row of batch)
        sheet.addRow(fields.map(([field, spec]) => xlsxCell(spec, row[field] ?? null))).commit();
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
};

export const exportContentType: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const exportFile = (
  format: ExportFormat,
  definition: ResourceDefinition,
  batches: AsyncIterable<ResourceRecord[]>,
): Readable => (format === 'csv' ? csvFile(definition, batches) : xlsxFile(definition, batches));
