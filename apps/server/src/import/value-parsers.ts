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

const parseTyped = (type: ValueType, column: ColumnSpec, raw: string): string | Invalid => {
  if (typeof type === 'object') {
    return type.enum.includes(raw)
      ? raw
      : new Invalid(`valor inválido: ${quoted(raw)} (use ${listPt(type.enum)})`);
  }
  switch (type) {
    case 'text':
      return raw;
    case 'username':
      return /\s/.test(raw) ? new Invalid(`usuário não pode ter espaços: ${quoted(raw)}`) : raw.toUpperCase();
    case 'password':
      return raw;
    case 'int': {
      if (!INT_RE.test(raw)) return new Invalid(`número inteiro inválido: ${quoted(raw)}`);
      const value = Number(raw);
      if (value > 2_147_483_647 || value < -2_147_483_648)
        return new Invalid(`número grande demais: ${quoted(raw)}`);
      return inRange(column, value, raw) ?? String(value);
    }
    case 'bigint': {
      if (!BIGINT_RE.test(raw)) return new Invalid(`número inteiro inválido: ${quoted(raw)}`);
      return inRange(column, Number(raw), raw) ?? raw.replace(/^0+(?=\d)/, '');
    }
    case 'decimal': {
      if (!DECIMAL_RE.test(raw)) {
        const hint = raw.includes(',') ? ' (use ponto como separador decimal)' : '';
        return new Invalid(`número inválido: ${quoted(raw)}${hint}`);
      }
      return inRange(column, Number(raw), raw) ?? raw;
    }
    case 'date': {
      const match = DATE_RE.exec(raw);
      if (!match || !isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
        return new Invalid(`data inválida: ${quoted(raw)} (use AAAA-MM-DD)`);
      }
      return raw;
    }
    case 'month': {
      const match = MONTH_RE.exec(raw);
      if (!match || !isRealDate(Number(match[1]), Number(match[2]), 1)) {
        return new Invalid(`mês inválido: ${quoted(raw)} (use AAAA-MM)`);
      }
      return `${raw}-01`;
    }
    case 'bool': {
      const lower = raw.toLowerCase();
      if (lower === 'true' || lower === '1') return 'true';
      if (lower === 'false' || lower === '0') return 'false';
      return new Invalid(`valor inválido: ${quoted(raw)} (use true ou false)`);
    }
    case 'cnpj': {
      // ERPs often export the formatted CNPJ (11.222.333/0001-81): accept it, store digits only.
      const digits = /^[\d./-]+$/.test(raw) ? raw.replace(/\D/g, '') : raw;
      if (!/^\d{14}$/.test(digits)) return new Invalid(`CNPJ deve ter 14 dígitos: ${quoted(raw)}`);
      return isValidCnpj(digits) ? digits : new Invalid('CNPJ inválido (dígitos verificadores)');
    }
    case 'ibge': {
      if (!/^\d{7}$/.test(raw)) return new Invalid(`código IBGE inválido: ${quoted(raw)} (7 dígitos)`);
      if (!STATE_BY_IBGE_PREFIX[raw.slice(0, 2)]) {
        return new Invalid(
          `código IBGE inválido: ${quoted(raw)} (prefixo de UF ${raw.slice(0, 2)} não existe)`,
        );
      }
      return raw;
    }
    case 'uf': {
      const upper = raw.toUpperCase();
      return UFS.has(upper) ? upper : new Invalid(`UF inválida: ${quoted(raw)}`);
    }
  }
};

/** Normalises one field: a string to stage, null for empty, or Invalid with the reason. */
export const parseValue = (column: ColumnSpec, field: string | undefined): string | null | Invalid => {
  const raw = field === undefined ? '' : field.trim();
  if (raw === '') {
    if (column.emptyAs !== undefined) return column.emptyAs;
    return column.nullable ? null : new Invalid('campo obrigatório vazio');
  }
  return parseTyped(column.type, column, raw);
};
