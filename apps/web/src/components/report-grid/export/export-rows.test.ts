import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { buildCsv } from './export-csv.ts';
import { buildXlsx } from './export-xlsx.ts';
import { buildExportSheet } from './export-rows.ts';
import { applyFilters } from '../filtering/filter-model.ts';
import { groupRows, plainRows } from '../model/grouping.ts';
import { sortRows } from '../model/sort-model.ts';
import { summarizeColumns } from '../model/summary.ts';
import { column, sampleColumns, sampleRows } from '../test-fixtures.ts';
import type { GridColumn } from '../types.ts';

// jsdom's Blob has no arrayBuffer(); FileReader reads it as a browser would.
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('leitura falhou'));
    reader.readAsArrayBuffer(blob);
  });

describe('export rows', () => {
  it('leaves out an action column (a link to another screen): it has no value for a spreadsheet', () => {
    const shown = [column('name'), { ...column('value'), exported: false }];
    const sheet = buildExportSheet(shown, plainRows(sampleRows), null);
    expect(sheet.header).toEqual(['Cliente']);
    expect(sheet.rows[0]?.cells).toHaveLength(1);
  });

  it('exports what is shown: visible columns, filtered and sorted rows, typed cells, summary row', () => {
    const shown = [column('name'), column('value'), column('date'), column('flag')];
    const kept = sortRows(
      applyFilters(sampleRows, sampleColumns, { city: { kind: 'values', values: ['CAMPINAS'] } }),
      column('value'),
      'desc',
    );
    const sheet = buildExportSheet(shown, plainRows(kept), summarizeColumns(kept, shown));
    expect(sheet.header).toEqual(['Cliente', 'Valor', 'Emissão', 'Fin']);
    expect(sheet.groupHeader).toBeNull();
    expect(sheet.rows.map((row) => row.kind)).toEqual(['data', 'data', 'summary']);
    expect(sheet.rows[0]?.cells).toEqual([
      { kind: 'text', value: 'Item 10' },
      { kind: 'number', value: 1000, format: 'currency' },
      { kind: 'date', value: '2025-03-07' },
      { kind: 'text', value: 'Limite Projetado' },
    ]);
    expect(sheet.rows[2]?.cells).toEqual([
      { kind: 'empty' },
      { kind: 'number', value: 1200, format: 'currency' },
      { kind: 'text', value: 'Qtd.: 2' },
      { kind: 'empty' },
    ]);
  });
  it('two-level headers become spans, group rows carry their label and totals', () => {
    type Row = { name: string; p1: number; v1: number; priority: number };
    const columns: GridColumn<Row>[] = [
      { key: 'name', name: 'Cliente', type: 'text', frozen: true },
      { key: 'p1', name: 'Peças', type: 'number', group: { key: 'c1', name: 'INVERNO 2025' } },
      {
        key: 'v1',
        name: 'Valor',
        type: 'number',
        formatter: 'currency',
        group: { key: 'c1', name: 'INVERNO 2025' },
      },
    ];
    const rows: Row[] = [
      { name: 'A', p1: 1, v1: 10.5, priority: 1 },
      { name: 'B', p1: 2, v1: 20, priority: 1 },
    ];
    const sheet = buildExportSheet(
      columns,
      groupRows(rows, columns, { key: 'priority', label: (value) => `Prioridade ${String(value)}` }),
      null,
    );
    expect(sheet.groupHeader).toEqual([
      { name: '', span: 1 },
      { name: 'INVERNO 2025', span: 2 },
    ]);
    expect(sheet.frozenCount).toBe(1);
    expect(sheet.rows[2]).toEqual({
      kind: 'group',
      cells: [
        { kind: 'text', value: 'Prioridade 1' },
        { kind: 'number', value: 3, format: 'plain' },
        { kind: 'number', value: 30.5, format: 'currency' },
      ],
    });
  });
  it('CSV for Excel pt-BR: BOM, semicolons, decimal comma, dd/MM/yyyy, quoting', () => {
    const shown = [column('name'), column('value'), column('date')];
    const rows = [{ ...sampleRows[0]!, name: 'Loja "A"; Centro' }, sampleRows[2]!];
    const csv = buildCsv(buildExportSheet(shown, plainRows(rows), null));
    expect(csv).toBe(
      '\uFEFFCliente;Valor;Emissão\r\n"Loja ""A""; Centro";1500,50;07/03/2025\r\navila tecidos;;\r\n',
    );
  });

  it('quotes a field holding a comma, so a comma-locale spreadsheet never splits it into a formula cell', () => {
    const shown = [column('name'), column('value')];
    const names = ['ACME,=3+3', 'LINHA 1\nLINHA 2', 'RETORNO\rX', 'ASPAS "A"', 'A;B', 'SIMPLES'];
    const rows = names.map((name, index) => ({ ...sampleRows[0]!, name, value: index }));
    const csv = buildCsv(buildExportSheet(shown, plainRows(rows), null));
    expect(csv).toBe(
      '\uFEFFCliente;Valor\r\n' +
        '"ACME,=3+3";0,00\r\n"LINHA 1\nLINHA 2";1,00\r\n"RETORNO\rX";2,00\r\n' +
        '"ASPAS ""A""";3,00\r\n"A;B";4,00\r\nSIMPLES;5,00\r\n',
    );
    // Read back with the portal's separator: every name is one cell again, as it was.
    const cells = parse(csv.slice(1), { delimiter: ';', record_delimiter: '\r\n' }) as string[][];
    expect(cells.slice(1).map((row) => row[0])).toEqual(names);
  });

  it('writes a text that a spreadsheet would run as a formula as plain text, in CSV and in xlsx', async () => {
    const shown = [column('name'), column('value')];
    const hostile = [
      '=HYPERLINK("http://x.test","clique")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\uFF1D1+1',
      '\uFF0B1',
      '\uFF0D1',
      '\uFF20SUM(A1)',
      'LOJA - CENTRO',
    ];
    const rows = hostile.map((name, index) => ({ ...sampleRows[0]!, name, value: index - 2 }));
    const sheet = buildExportSheet(shown, plainRows(rows), null);
    const csv = buildCsv(sheet);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://x.test"",""clique"")";-2,00`,
      "'+1+1;-1,00",
      "'-2+3;0,00",
      "'@SUM(A1);1,00",
      "'\t=1;2,00",
      "'\uFF1D1+1;3,00",
      "'\uFF0B1;4,00",
      "'\uFF0D1;5,00",
      "'\uFF20SUM(A1);6,00",
      'LOJA - CENTRO;7,00',
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await bytesOf(await buildXlsx(sheet, 'Clientes')));
    const read = workbook.worksheets[0]!;
    const names = hostile.map((_, index) => read.getRow(index + 2).getCell(1));
    expect(names.map((cell) => cell.type)).toEqual(hostile.map(() => ExcelJS.ValueType.String));
    expect(names.map((cell) => cell.value)).toEqual([
      `'=HYPERLINK("http://x.test","clique")`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
      "'\uFF1D1+1",
      "'\uFF0B1",
      "'\uFF0D1",
      "'\uFF20SUM(A1)",
      'LOJA - CENTRO',
    ]);
    expect(read.getRow(2).getCell(2).value).toBe(-2);
  });
});
