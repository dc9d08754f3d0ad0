/**
 * OWASP's CSV injection rule, for every file the portal exports (the grids' CSV and xlsx, the integration export):
 * a text a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, their full-width forms `＝ ＋ － ＠`, which some
 * spreadsheets read as the same signs, or a tab or carriage return first) is written with a leading apostrophe, so it
 * shows as text and never runs. Numbers and dates are not text and stay as they are.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export const spreadsheetSafeText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
