import { cnpjCheckDigits } from '../import/cnpj.ts';
import { formatDay } from './dates.ts';
import { CEP_RANGE_BY_STATE, SUFRAMA_STATES, dddOf, type City } from './geography.ts';
import type { Random } from './prng.ts';
import {
  DISTRICTS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  SHOP_NAMES,
  SHOP_PREFIXES,
  SHOP_SUFFIXES,
  STREET_NAMES,
  STREET_TYPES,
  SURNAMES,
} from './words.ts';

export type CustomerIdentity = {
  register: string;
  name: string;
  address: string;
  zipCode: string;
  telephone: string | null;
  cellphone: string | null;
  whats: string | null;
  email: string | null;
  stateRegistration: string;
  suframa: string | null;
  registrationDate: string;
  economicGroup: string | null;
};

const digits = (random: Random, length: number): string => {
  let text = '';
  for (let index = 0; index < length; index += 1) text += String(random.int(0, 9));
  return text;
};

/** A CNPJ with valid check digits, never handed out twice in one dataset. */
export const uniqueCnpj = (random: Random, used: Set<string>, branch = '0001'): string => {
  for (;;) {
    const base = `${random.int(10_000_000, 99_999_999)}${branch}`;
    const register = `${base}${cnpjCheckDigits(base)}`;
    if (!used.has(register)) {
      used.add(register);
      return register;
    }
  }
};

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

const shopName = (random: Random): string => {
  const name = random.chance(0.35)
    ? `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`
    : random.pick(SHOP_NAMES);
  return `${random.pick(SHOP_PREFIXES)} ${name} ${random.pick(SHOP_SUFFIXES)}`;
};

/** SP's inscrição estadual has 12 digits; most states 9. Some shops are exempt (ISENTO). */
const stateRegistration = (random: Random, state: string): string => {
  if (random.chance(0.04)) return 'ISENTO';
  if (state === 'SP') {
    const value = digits(random, 12);
    return `${value.slice(0, 3)}.${value.slice(3, 6)}.${value.slice(6, 9)}.${value.slice(9)}`;
  }
  return digits(random, 9);
};

export const makeCustomerIdentity = (
  random: Random,
  used: Set<string>,
  city: City,
  largestOfState: boolean,
  registrationDay: number,
  economicGroup: string | null,
): CustomerIdentity => {
  const name = shopName(random);
  const ddd = dddOf(city, largestOfState);
  const [low, high] = CEP_RANGE_BY_STATE[city.state] ?? [1000, 99999];
  const cep = String(random.int(low, high)).padStart(5, '0');
  const cellphone = `(${ddd}) 9${digits(random, 4)}-${digits(random, 4)}`;
  const nameSlug = slug(name.split(' ').slice(1, 3).join(''));
  return {
    register: uniqueCnpj(random, used),
    name,
    address: `${random.pick(STREET_TYPES)} ${random.pick(STREET_NAMES)}, ${random.int(1, 3_999)} - ${random.pick(DISTRICTS)}`,
    zipCode: `${cep}-${digits(random, 3)}`,
    telephone: random.chance(0.75)
      ? `(${ddd}) ${random.int(2, 5)}${digits(random, 3)}-${digits(random, 4)}`
      : null,
    cellphone: random.chance(0.9) ? cellphone : null,
    whats: random.chance(0.8) ? cellphone : null,
    email: random.chance(0.85)
      ? random.chance(0.5)
        ? `contato@${nameSlug}.com.br`
        : `${nameSlug}${random.int(1, 99)}@${random.pick(EMAIL_DOMAINS)}`
      : null,
    stateRegistration: stateRegistration(random, city.state),
    suframa: SUFRAMA_STATES.has(city.state) && random.chance(0.6) ? digits(random, 9) : null,
    registrationDate: formatDay(registrationDay),
    economicGroup,
  };
};
