import { stringify } from 'csv-stringify/sync';

// The one CSV writer of the portal: the grids' export in the web app and the integration export on the server
// (docs/decisions/083, 106). Its own entry point (`@portal/contracts/csv`), so the web loads the library only with
// the export.

/** The pt-BR list separator: Excel in Brazil splits on it, since the comma is the decimal mark. */
export const CSV_SEPARATOR = ';';
/** Else Excel reads the file as ANSI and breaks "São". */
export const CSV_BOM = '\uFEFF';

/** A comma in anything but a number written with the decimal comma (`-1500,50` stays bare, so it stays a number). */
const COMMA_OUTSIDE_A_NUMBER = /^(?!-?\d+(?:,\d+)?$)[\s\S]*,/;

/**
 * The lines of these records, each ended by CRLF, every field already text (numbers and dates formatted by the
 * caller, texts passed through `spreadsheetSafeText`). A field is quoted when it holds the separator, a quote, a CR
 * or an LF, and also a comma: a spreadsheet in a comma locale splits on commas, so `ACME,=3+3` left bare becomes a
 * second cell holding a formula.
 */
export const csvLines = (records: readonly (readonly string[])[]): string =>
  stringify(records as string[][], {
    delimiter: CSV_SEPARATOR,
    record_delimiter: '\r\n',
    // Quote a lone CR or LF too, not only the CRLF that ends a record.
    quote_record_delimiter: true,
    quote: '"',
    escape: '"',
    quoted_match: COMMA_OUTSIDE_A_NUMBER,
  });
