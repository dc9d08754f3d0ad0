/**
 * pt-BR formatting for every screen. Intl puts a no-break space (U+00A0, U+202F) inside "R$ 1,00"; we replace
 * it with a plain space so what tests, Excel exports and copy-paste see is the same string a user reads
 * (docs/decisions/021-web-foundations.md). Empty input (null, undefined, NaN, '') gives '' so screens decide
 * what to show for "no value" (usually "Sem informação").
 */
type Num = number | null | undefined;

const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');
const isNumber = (value: Num): value is number => typeof value === 'number' && Number.isFinite(value);

// Pure: a bundle that formats no number (the reopened app's first script) leaves them out.
const currencyFormat = /* @__PURE__ */ new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const integerFormat = /* @__PURE__ */ new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const decimalFormats = new Map<number, Intl.NumberFormat>();
const decimalFormat = (digits: number): Intl.NumberFormat => {
  let format = decimalFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    decimalFormats.set(digits, format);
  }
  return format;
};

/** `R$ 1.234,56`, `-R$ 10,00`. */
export const formatCurrency = (value: Num): string =>
  isNumber(value) ? plainSpaces(currencyFormat.format(value)) : '';

/** `1.234.567` (rounded). */
export const formatInteger = (value: Num): string => (isNumber(value) ? integerFormat.format(value) : '');

/** `1.234,50` with a fixed number of decimals (2 by default). */
export const formatDecimal = (value: Num, digits = 2): string =>
  isNumber(value) ? decimalFormat(digits).format(value) : '';

/** Takes percent points: `12.5` → `12,50%` (the server sends percentages, not fractions). */
export const formatPercent = (value: Num, digits = 2): string =>
  isNumber(value) ? `${decimalFormat(digits).format(value)}%` : '';

const compactUnits = [
  { divisor: 1, suffix: '' },
  { divisor: 1e3, suffix: 'K' },
  { divisor: 1e6, suffix: 'M' },
  { divisor: 1e9, suffix: 'B' },
] as const;
const oneDecimal = /* @__PURE__ */ new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/**
 * Compact figure for charts and tiles (docs/product.md §9: K, M, B at 1e3, 1e6, 1e9), at most one decimal:
 * `999`, `1,5K`, `2M`, `1,2B`. A value that rounds up to 1.000 of a unit moves to the next unit (999.960 → `1M`).
 */
export const formatCompact = (value: Num): string => {
  if (!isNumber(value)) return '';
  const sign = value < 0 ? '-' : '';
  const absolute = Math.abs(value);
  const scale = (index: number): number => {
    const divisor = compactUnits[index]?.divisor ?? 1;
    return index === 0 ? Math.round(absolute) : Math.round((absolute / divisor) * 10) / 10;
  };
  let index = Math.max(
    0,
    compactUnits.findLastIndex((unit) => absolute >= unit.divisor),
  );
  let scaled = scale(index);
  if (scaled >= 1000 && index < compactUnits.length - 1) {
    index += 1;
    scaled = scale(index);
  }
  const text = index === 0 ? integerFormat.format(scaled) : oneDecimal.format(scaled);
  return `${sign}${text}${compactUnits[index]?.suffix ?? ''}`;
};

const pad2 = (n: number): string => String(n).padStart(2, '0');
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

type DateInput = string | Date | null | undefined;

/** Splits a `yyyy-mm-dd[...]` string or reads a Date's local fields: never through UTC, so no day shift. */
const dateParts = (value: DateInput): { year: string; month: string; day: string } | null => {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return {
      year: String(value.getFullYear()),
      month: pad2(value.getMonth() + 1),
      day: pad2(value.getDate()),
    };
  }
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  return { year, month, day };
};

/** `2025-03-07` → `07/03/2025`. */
export const formatDate = (value: DateInput): string => {
  const parts = dateParts(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '';
};

/** `2025-03-07` → `03/2025` (month filters, docs/product.md §1). */
export const formatMonth = (value: DateInput): string => {
  const parts = dateParts(value);
  return parts ? `${parts.month}/${parts.year}` : '';
};

/** Local time `HH:mm` (the top-bar clock). */
export const formatTime = (value: Date): string => `${pad2(value.getHours())}:${pad2(value.getMinutes())}`;

/** Local `dd/MM/yyyy HH:mm` (how old the data shown offline is). */
export const formatDateTime = (value: Date): string =>
  `${pad2(value.getDate())}/${pad2(value.getMonth() + 1)}/${value.getFullYear()} ${formatTime(value)}`;

const digitsOf = (value: string | number | null | undefined): string =>
  String(value ?? '').replace(/\D/g, '');

/** `12345678000195` → `12.345.678/0001-95`; an 11-digit CPF → `123.456.789-09`; anything else unchanged. */
export const formatCnpj = (value: string | number | null | undefined): string => {
  const raw = String(value ?? '').trim();
  let digits = digitsOf(value);
  // ERPs often export the CNPJ as a number, which drops leading zeros.
  if (digits.length >= 12 && digits.length < 14) digits = digits.padStart(14, '0');
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return raw;
};

/** `01310100` → `01310-100` (a 7-digit number lost its leading zero and gets it back). */
export const formatCep = (value: string | number | null | undefined): string => {
  const digits = digitsOf(value);
  if (digits.length === 7 || digits.length === 8)
    return digits.padStart(8, '0').replace(/^(\d{5})(\d{3})$/, '$1-$2');
  return String(value ?? '').trim();
};

/** `11999990000` → `(11) 99999-0000`, `1133330000` → `(11) 3333-0000`; a leading 55 (Brazil) is dropped. */
export const formatPhone = (value: string | number | null | undefined): string => {
  let digits = digitsOf(value);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length === 11) return digits.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');
  if (digits.length === 10) return digits.replace(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3');
  if (digits.length === 9) return digits.replace(/^(\d{5})(\d{4})$/, '$1-$2');
  if (digits.length === 8) return digits.replace(/^(\d{4})(\d{4})$/, '$1-$2');
  return String(value ?? '').trim();
};

/** A WhatsApp chat link for a Brazilian number (a number should open a chat), or null. */
export const whatsappUrl = (value: string | number | null | undefined): string | null => {
  let digits = digitsOf(value);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  return digits.length === 10 || digits.length === 11 ? `https://wa.me/55${digits}` : null;
};

/**
 * A count and its word, the word singular for exactly one ("1 linha", "0 linhas", "2.000 linhas"): every count
 * the screens write goes through here, so no screen shows "1 linhas".
 */
export const plural = (count: number, one: string, many: string): string =>
  `${integerFormat.format(count)} ${count === 1 ? one : many}`;
