import type { Random } from './prng.ts';
import { FIRST_NAMES, SURNAMES } from './words.ts';

export type Representative = {
  id: number;
  name: string;
  supervisorId: number;
  commissionRate: number;
  active: boolean;
  state: string;
};

/** Demo logins, printed by the generate command and listed in the README. */
export const DEMO_PASSWORDS = { admin: 'ADMIN123', supervisor: 'SUP123', representative: 'REP123' } as const;

const personName = (random: Random): string =>
  `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;

export const supervisorNames = (random: Random, count: number): string[] =>
  Array.from({ length: count }, () => personName(random));

/** Reps are spread over states by weight; each works the cities of its state. */
export const buildRepresentatives = (
  random: Random,
  count: number,
  supervisors: number,
  pickState: (random: Random, index: number) => string,
): Representative[] => {
  const reps: Representative[] = [];
  for (let index = 0; index < count; index += 1) {
    const id = index + 1;
    const person = personName(random);
    // Many reps are small agencies (representação comercial) rather than people.
    const name = random.chance(0.4)
      ? `${person.split(' ').slice(0, 2).join(' ')} REPRESENTAÇÕES LTDA`
      : person;
    reps.push({
      id,
      name,
      supervisorId: Math.floor((index * supervisors) / count) + 1,
      commissionRate: [3, 3.5, 4, 4.5, 5, 6][random.int(0, 5)] ?? 4,
      // Large sets keep a few inactive reps, as a real company does; the demo keeps all active.
      active: count < 100 || !random.chance(0.02),
      state: pickState(random, index),
    });
  }
  return reps;
};

export type UserRow = {
  username: string;
  password: string;
  representativeId: number;
  supervisorId: number | null;
};

export const buildUsers = (supervisors: number, reps: readonly Representative[]): UserRow[] => [
  { username: 'ADMIN', password: DEMO_PASSWORDS.admin, representativeId: 0, supervisorId: null },
  ...Array.from({ length: supervisors }, (_, index) => ({
    username: `SUP${index + 1}`,
    password: DEMO_PASSWORDS.supervisor,
    representativeId: 0,
    supervisorId: index + 1,
  })),
  ...reps.map((rep) => ({
    username: `REP${rep.id}`,
    password: DEMO_PASSWORDS.representative,
    representativeId: rep.id,
    supervisorId: null,
  })),
];

/** One login of each kind of the demo set (every SUPn shares SUP123, every REPn shares REP123). */
export const demoLogins: { username: string; password: string }[] = [
  { username: 'ADMIN', password: DEMO_PASSWORDS.admin },
  { username: 'SUP1', password: DEMO_PASSWORDS.supervisor },
  { username: 'REP1', password: DEMO_PASSWORDS.representative },
];
