import { isValidCnpj } from './cnpj.ts';
import type { ColumnSpec, ValueType } from './file-specs.ts';

/** A rejected value, with the Portuguese reason shown after `file:line: column:`. */
export class Invalid {
  constructor(readonly reason: string) {}
}

export const UFS = new Set([
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
]);

/** IBGE state codes: the first two digits of every municipality code. */
export const STATE_BY_IBGE_PREFIX: Record<string, string> = {
  '11': 'RO',
  '12': 'AC',
  '13': 'AM',
  '14': 'RR',
  '15': 'PA',
  '16': 'AP',
  '17': 'TO',
  '21': 'MA',
  '22': 'PI',
  '23': 'CE',
  '24': 'RN',
  '25': 'PB',
  '26': 'PE',
  '27': 'AL',
  '28': 'SE',
  '29': 'BA',
  '31': 'MG',
  '32': 'ES',
  '33': 'RJ',
  '35': 'SP',
  '41': 'PR',
  '42': 'SC',
  '43': 'RS',
  '50': 'MS',
  '51': 'MT',
  '52': 'GO',
  '53': 'DF',
};

const INT_RE = /^-?\d{1,10}$/;
const BIGINT_RE = /^\d{1,18}$/;
const DECIMAL_RE = /^-?\d{1,12}\.?\d{0,12}$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isRealDate = (year: number, month: number, day: number): boolean => {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const max = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= max;
};

const quoted = (raw: string): string => `"${raw.length > 40 ? `${raw.slice(0, 40)}…` : raw}"`;

const listPt = (values: readonly string[]): string =>
  values.length <= 1 ? values.join('') : `${values.slice(0, -1).join(', ')} ou ${values[values.length - 1]}`;

const inRange = (column: ColumnSpec, value: number, raw: string): Invalid | undefined => {
  if ((column.min !== undefined && value < column.min) || (column.max !== undefined && value > column.max)) {
    const range =
      column.max === undefined
        ? `mínimo ${column.min}`
        : column.min === undefined
          ? `máximo ${column.max}`
          : `${column.min} a ${column.max}`;
    return new Invalid(`valor fora do intervalo (${range}): ${quoted(raw)}`);
  }
  return undefined;
};

type TypedParser = (raw: string) => string | Invalid;

/**
 * The check of one column's type, chosen once per column: the import runs it for every field of millions of rows,
 * where a switch on the type and reads of a spec object of varying shape per value cost more than the checks.
 */
const typedParserOf = (column: ColumnSpec): TypedParser => {
  const type: ValueType = column.type;
  const bounded = column.min !== undefined || column.max !== undefined;
  if (typeof type === 'object') {
    const allowed = new Set<string>(type.enum);
    return (raw) =>
      allowed.has(raw) ? raw : new Invalid(`valor inválido: ${quoted(raw)} (use ${listPt(type.enum)})`);
  }
  switch (type) {
    case 'text':
    case 'password':
      return (raw) => raw;
    case 'username':
      return (raw) =>
        /\s/.test(raw) ? new Invalid(`usuário não pode ter espaços: ${quoted(raw)}`) : raw.toUpperCase();
    case 'int':
      return (raw) => {
        if (!INT_RE.test(raw)) return new Invalid(`número inteiro inválido: ${quoted(raw)}`);
        const value = Number(raw);
        if (value > 2_147_483_647 || value < -2_147_483_648)
          return new Invalid(`número grande demais: ${quoted(raw)}`);
        return inRange(column, value, raw) ?? String(value);
      };
    case 'bigint':
      return (raw) => {
        if (!BIGINT_RE.test(raw)) return new Invalid(`número inteiro inválido: ${quoted(raw)}`);
        const checked = bounded ? inRange(column, Number(raw), raw) : undefined;
        // Most keys have no leading zero: the regex is skipped for them.
        return checked ?? (raw.length > 1 && raw.charCodeAt(0) === 48 ? raw.replace(/^0+(?=\d)/, '') : raw);
      };
    case 'decimal':
      return (raw) => {
        if (!DECIMAL_RE.test(raw)) {
          const hint = raw.includes(',') ? ' (use ponto como separador decimal)' : '';
          return new Invalid(`número inválido: ${quoted(raw)}${hint}`);
        }
        return bounded ? (inRange(column, Number(raw), raw) ?? raw) : raw;
      };
    case 'date':
      return (raw) => {
        const match = DATE_RE.exec(raw);
        if (!match || !isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
          return new Invalid(`data inválida: ${quoted(raw)} (use AAAA-MM-DD)`);
        }
        return raw;
      };
    case 'month':
      return (raw) => {
        const match = MONTH_RE.exec(raw);
        if (!match || !isRealDate(Number(match[1]), Number(match[2]), 1)) {
          return new Invalid(`mês inválido: ${quoted(raw)} (use AAAA-MM)`);
        }
        return `${raw}-01`;
      };
    case 'bool':
      return (raw) => {
        const lower = raw.toLowerCase();
        if (lower === 'true' || lower === '1') return 'true';
        if (lower === 'false' || lower === '0') return 'false';
        return new Invalid(`valor inválido: ${quoted(raw)} (use true ou false)`);
      };
    case 'cnpj':
      return (raw) => {
        // ERPs often export the formatted CNPJ (11.222.333/0001-81): accept it, store digits only.
        const digits = /^[\d./-]+$/.test(raw) ? raw.replace(/\D/g, '') : raw;
        if (!/^\d{14}$/.test(digits)) return new Invalid(`CNPJ deve ter 14 dígitos: ${quoted(raw)}`);
        return isValidCnpj(digits) ? digits : new Invalid('CNPJ inválido (dígitos verificadores)');
      };
    case 'ibge':
      return (raw) => {
        if (!/^\d{7}$/.test(raw)) return new Invalid(`código IBGE inválido: ${quoted(raw)} (7 dígitos)`);
        if (!STATE_BY_IBGE_PREFIX[raw.slice(0, 2)]) {
          return new Invalid(
            `código IBGE inválido: ${quoted(raw)} (prefixo de UF ${raw.slice(0, 2)} não existe)`,
          );
        }
        return raw;
      };
    case 'uf':
      return (raw) => {
        const upper = raw.toUpperCase();
        return UFS.has(upper) ? upper : new Invalid(`UF inválida: ${quoted(raw)}`);
      };
  }
};

const hasBlankEnd = (field: string): boolean =>
  field.length > 0 &&
  (field.charCodeAt(0) <= 32 || field.charCodeAt(field.length - 1) <= 32 || isUnicodeBlank(field));

// trim() also removes Unicode spaces (NBSP, the line and paragraph separators, BOM): rare, checked only at the ends.
const UNICODE_BLANK = /^[\s\uFEFF\xA0]|[\s\uFEFF\xA0]$/;
const isUnicodeBlank = (field: string): boolean =>
  (field.charCodeAt(0) > 127 || field.charCodeAt(field.length - 1) > 127) && UNICODE_BLANK.test(field);

export type FieldParser = (field: string | undefined) => string | null | Invalid;

/** One column's field check: a string to stage, null for empty, or Invalid with the reason. */
export const makeFieldParser = (column: ColumnSpec): FieldParser => {
  const typed = typedParserOf(column);
  const { emptyAs, nullable } = column;
  return (field) => {
    // trim() only when an end is blank: nearly every ERP field has none.
    const raw = field === undefined ? '' : hasBlankEnd(field) ? field.trim() : field;
    if (raw === '') {
      if (emptyAs !== undefined) return emptyAs;
      return nullable ? null : new Invalid('campo obrigatório vazio');
    }
    return typed(raw);
  };
};
