// CNPJ check digits (Receita Federal): weights 5..2,9..2 for the first digit and 6..2,9..2 for the second.
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

const checkDigit = (digits: string, weights: number[]): number => {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1)
    sum += Number(digits[index]) * (weights[index] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** The two check digits for a 12-digit CNPJ base (8-digit root + 4-digit branch). */
export const cnpjCheckDigits = (base12: string): string => {
  if (!/^\d{12}$/.test(base12)) throw new Error(`base de CNPJ inválida: ${base12}`);
  const first = checkDigit(base12, FIRST_WEIGHTS);
  const second = checkDigit(`${base12}${first}`, SECOND_WEIGHTS);
  return `${first}${second}`;
};

/** True for 14 digits with correct check digits; a run of one repeated digit is rejected like the Receita does. */
export const isValidCnpj = (value: string): boolean => {
  if (!/^\d{14}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  return cnpjCheckDigits(value.slice(0, 12)) === value.slice(12);
};
