import { describe, expect, it } from 'vitest';
import {
  formatCep,
  formatCnpj,
  formatCompact,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatInteger,
  formatMonth,
  formatPercent,
  plural,
  formatPhone,
  formatTime,
  whatsappUrl,
} from './format.ts';

describe('formatCurrency', () => {
  it('writes R$ with dot thousands, comma decimals and a plain space', () => {
    expect(formatCurrency(1234.56)).toBe('R$ 1.234,56');
    expect(formatCurrency(0)).toBe('R$ 0,00');
    expect(formatCurrency(1_000_000)).toBe('R$ 1.000.000,00');
    expect(formatCurrency(0.005)).toBe('R$ 0,01');
    expect(formatCurrency(-10)).toBe('-R$ 10,00');
  });
  it('gives an empty string for no value', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(undefined)).toBe('');
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [999.6, '1K'],
    [1000, '1K'],
    [1500, '1,5K'],
    [12_345, '12,3K'],
    [999_960, '1M'],
    [1_000_000, '1M'],
    [2_345_678, '2,3M'],
    [1_000_000_000, '1B'],
    [1_250_000_000, '1,3B'],
    [-1500, '-1,5K'],
  ])('%d → %s', (value, expected) => {
    expect(formatCompact(value)).toBe(expected);
  });
});

describe('numbers', () => {
  it('formats integers, decimals and percent points', () => {
    expect(formatInteger(1_234_567.4)).toBe('1.234.567');
    expect(formatDecimal(1234.5)).toBe('1.234,50');
    expect(formatDecimal(3.14159, 3)).toBe('3,142');
    expect(formatPercent(12.5)).toBe('12,50%');
    expect(formatPercent(100, 0)).toBe('100%');
    expect(formatInteger(null)).toBe('');
  });
});

describe('dates', () => {
  it('reads yyyy-mm-dd without a timezone shift', () => {
    expect(formatDate('2025-03-01')).toBe('01/03/2025');
    expect(formatDate('2025-12-31T00:00:00.000Z')).toBe('31/12/2025');
    expect(formatDate(new Date(2025, 0, 1))).toBe('01/01/2025');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('31/12/2025')).toBe('');
  });
  it('formats months, times and the offline stamp', () => {
    expect(formatMonth('2025-03-01')).toBe('03/2025');
    expect(formatMonth(new Date(2024, 10, 30))).toBe('11/2024');
    expect(formatTime(new Date(2025, 0, 1, 7, 5))).toBe('07:05');
    expect(formatDateTime(new Date(2025, 0, 9, 18, 30))).toBe('09/01/2025 18:30');
  });
});

describe('documents and contacts', () => {
  it('formats CNPJ, CPF and CEP, restoring lost leading zeros', () => {
    expect(formatCnpj('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatCnpj(1234567000195)).toBe('01.234.567/0001-95');
    expect(formatCnpj('12.345.678/0001-95')).toBe('12.345.678/0001-95');
    expect(formatCnpj('12345678909')).toBe('123.456.789-09');
    expect(formatCnpj('abc')).toBe('abc');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep(1310100)).toBe('01310-100');
    expect(formatCep('89010-000')).toBe('89010-000');
  });
  it('formats phones and builds WhatsApp links', () => {
    expect(formatPhone('11999990000')).toBe('(11) 99999-0000');
    expect(formatPhone('1133330000')).toBe('(11) 3333-0000');
    expect(formatPhone('+55 (47) 98888-7777')).toBe('(47) 98888-7777');
    expect(formatPhone('33330000')).toBe('3333-0000');
    expect(formatPhone('')).toBe('');
    expect(whatsappUrl('(47) 98888-7777')).toBe('https://wa.me/5547988887777');
    expect(whatsappUrl('123')).toBeNull();
  });
});

describe('plural', () => {
  it('writes the word singular for exactly one, plural otherwise, the count in pt-BR', () => {
    expect(plural(1, 'linha', 'linhas')).toBe('1 linha');
    expect(plural(0, 'linha', 'linhas')).toBe('0 linhas');
    expect(plural(2000, 'linha', 'linhas')).toBe('2.000 linhas');
  });
});
