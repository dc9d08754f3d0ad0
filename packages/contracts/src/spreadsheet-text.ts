/**
 * OWASP's CSV injection rule, for every file the portal exports (the grids' CSV and xlsx, the integration export):
 * a text a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, or a tab or carriage return first) is written
 * with a leading apostrophe, so it shows as text and never runs. Numbers and dates are not text and stay as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const spreadsheetSafeText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
