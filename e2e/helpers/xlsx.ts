import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { BrowserContext, Download } from 'playwright-core';

/**
 * The first sheet of a downloaded workbook and a row's values from column A. It closes `context`, after reading:
 * Playwright deletes a context's downloads with it.
 */
export const downloadedSheet = async (download: Download, context: BrowserContext) => {
  const path = await download.path();
  assert.ok(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  await context.close();
  const sheet = workbook.worksheets[0];
  assert.ok(sheet);
  const values = (row: number) => (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);
  return { sheet, values };
};
