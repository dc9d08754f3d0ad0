import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, isValidCnpj } from './cnpj.ts';

describe('CNPJ', () => {
  it('accepts valid check digits and rejects wrong ones', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('60574631000146')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
  });

  it('computes the digits of a base', () => {
    expect(cnpjCheckDigits('114447770001')).toBe('61');
  });
});
