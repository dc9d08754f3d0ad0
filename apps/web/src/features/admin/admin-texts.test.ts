import { describe, expect, it } from 'vitest';
import { adminTexts } from './admin-texts.ts';

describe("Importações' counts", () => {
  it('write one line in the singular', () => {
    expect(adminTexts.imports.rows(1)).toBe('1 linha');
    expect(adminTexts.imports.rows(12_000)).toBe('12.000 linhas');
    expect(adminTexts.imports.changed(1)).toBe('1 alterada');
  });
});

describe("Pedidos ao ERP's terms by days", () => {
  it('write one day in the singular and zero days as à vista', () => {
    expect(adminTexts.orderExports.days(0)).toBe('À vista');
    expect(adminTexts.orderExports.days(1)).toBe('1 dia');
    expect(adminTexts.orderExports.days(45)).toBe('45 dias');
  });
});
