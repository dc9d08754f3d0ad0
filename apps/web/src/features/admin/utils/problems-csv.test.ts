import { describe, expect, it } from 'vitest';
import { problemsCsv } from './problems-csv.ts';

describe('problemsCsv', () => {
  it('splits each problem into arquivo, linha, coluna and motivo, and never writes a formula', () => {
    expect(
      problemsCsv(['cities.csv:3: code: código IBGE 3304557 é de RJ, não de SP', '=HYPERLINK("x")']),
    ).toBe(
      '\uFEFF"arquivo";"linha";"coluna";"motivo"\r\n' +
        '"cities.csv";"3";"code";"código IBGE 3304557 é de RJ, não de SP"\r\n' +
        '"";"";"";"\'=HYPERLINK(""x"")"\r\n',
    );
  });
});
