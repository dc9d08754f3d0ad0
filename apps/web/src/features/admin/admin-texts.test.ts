import { describe, expect, it } from 'vitest';
import { adminTexts } from './admin-texts.ts';

describe("Importações' counts", () => {
  it('write one line in the singular', () => {
    expect(adminTexts.imports.rows(1)).toBe('1 linha');
    expect(adminTexts.imports.rows(12_000)).toBe('12.000 linhas');
    expect(adminTexts.imports.changed(1)).toBe('1 alterada');
  });
});
