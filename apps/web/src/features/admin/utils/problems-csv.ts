import { spreadsheetSafeText } from '@portal/contracts';

const cell = (text: string) => `"${spreadsheetSafeText(text).replace(/"/g, '""')}"`;

/**
 * A refused run's problems as CSV, one per row split into arquivo, linha, coluna and motivo (`arquivo:linha: coluna:
 * motivo`); a message of another shape keeps its whole text in motivo. Semicolons and a BOM, as Excel in pt-BR opens.
 */
export const problemsCsv = (problems: readonly string[]): string => {
  const rows = problems.map((problem) => {
    const match = /^([^:]+\.csv):(\d+): ([^:]+): (.*)$/.exec(problem);
    return match ? [match[1], match[2], match[3], match[4]] : ['', '', '', problem];
  });
  const lines = [['arquivo', 'linha', 'coluna', 'motivo'], ...rows].map((row) =>
    row.map((value) => cell(value ?? '')).join(';'),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
};
