import { describe, expect, it } from 'vitest';
import type { ColumnSpec, ValueType } from './file-specs.ts';
import { Invalid, makeFieldParser } from './value-parsers.ts';

const column = (type: ValueType, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
  name: 'c',
  type,
  ...extra,
});
const parse = (type: ValueType, field: string | undefined, extra: Partial<ColumnSpec> = {}) =>
  makeFieldParser(column(type, extra))(field);
const reason = (value: unknown): string =>
  value instanceof Invalid ? value.reason : `aceito: ${String(value)}`;

// What a field of an ERP file becomes in the database, or the reason shown after `file:line: column:`.
describe('one field of an import file', () => {
  it('stores good values in their normal form', () => {
    expect(parse('text', '  Malharia Sul  ')).toBe('Malharia Sul');
    expect(parse('username', 'rep12')).toBe('REP12');
    expect(parse('int', '007', { min: 0 })).toBe('7');
    expect(parse('bigint', '000123')).toBe('123');
    expect(parse('bigint', '0')).toBe('0');
    expect(parse('decimal', '1234.50', { min: 0 })).toBe('1234.50');
    expect(parse('date', '2024-02-29')).toBe('2024-02-29');
    expect(parse('month', '2025-09')).toBe('2025-09-01');
    expect(parse('bool', 'TRUE')).toBe('true');
    expect(parse('bool', '0')).toBe('false');
    expect(parse('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(parse('ibge', '3550308')).toBe('3550308');
    expect(parse('uf', 'sp')).toBe('SP');
    expect(parse({ enum: ['open', 'paid'] }, 'paid')).toBe('paid');
  });

  it('turns an empty field into null, its default, or a refusal', () => {
    expect(parse('date', '', { nullable: true })).toBeNull();
    expect(parse('date', '   ', { nullable: true })).toBeNull();
    expect(parse('int', undefined, { emptyAs: '0' })).toBe('0');
    expect(reason(parse('text', ''))).toBe('campo obrigatório vazio');
    // trim() also takes a no-break space at an end.
    expect(reason(parse('text', '\u00a0'))).toBe('campo obrigatório vazio');
  });

  it('refuses a bad value with its reason in Portuguese', () => {
    expect(reason(parse('int', '12a'))).toBe('número inteiro inválido: "12a"');
    expect(reason(parse('int', '3000000000'))).toBe('número grande demais: "3000000000"');
    expect(reason(parse('int', '-1', { min: 0 }))).toBe('valor fora do intervalo (mínimo 0): "-1"');
    expect(reason(parse('bigint', '0', { min: 1 }))).toBe('valor fora do intervalo (mínimo 1): "0"');
    expect(reason(parse('decimal', '12,50'))).toBe(
      'número inválido: "12,50" (use ponto como separador decimal)',
    );
    expect(reason(parse('decimal', '-5.00', { min: 0 }))).toBe('valor fora do intervalo (mínimo 0): "-5.00"');
    expect(reason(parse('date', '2025-02-29'))).toBe('data inválida: "2025-02-29" (use AAAA-MM-DD)');
    expect(reason(parse('month', '2025-13'))).toBe('mês inválido: "2025-13" (use AAAA-MM)');
    expect(reason(parse('bool', 'sim'))).toBe('valor inválido: "sim" (use true ou false)');
    expect(reason(parse('cnpj', '11222333000182'))).toBe('CNPJ inválido (dígitos verificadores)');
    expect(reason(parse('cnpj', '1122233300018'))).toBe('CNPJ deve ter 14 dígitos: "1122233300018"');
    expect(reason(parse('ibge', '9950308'))).toBe(
      'código IBGE inválido: "9950308" (prefixo de UF 99 não existe)',
    );
    expect(reason(parse('uf', 'XX'))).toBe('UF inválida: "XX"');
    expect(reason(parse('username', 'REP 1'))).toBe('usuário não pode ter espaços: "REP 1"');
    expect(reason(parse({ enum: ['open', 'paid'] }, 'late'))).toBe(
      'valor inválido: "late" (use open ou paid)',
    );
  });
});
