import { fileURLToPath } from 'node:url';
import type { DatabaseKind } from '../db/connect.ts';
import { importFolder } from '../import/index.ts';
import type { AdminSettings } from '../app.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

// The hand-computed dataset of the customer calls, the report grids and the routes
// (apps/server/test-fixtures/customers, described in its README.md), loaded through the real import.
// Today is pinned to 2025-09-30.

export const FIXTURE_FOLDER = fileURLToPath(new URL('../../test-fixtures/customers', import.meta.url));

/** A hand-computed dataset's folder (apps/server/test-fixtures/<name>, each described in its README.md). */
export const datasetFolder = (name: string): string =>
  fileURLToPath(new URL(`../../test-fixtures/${name}`, import.meta.url));

// The smaller datasets number their customers with these registers, in this order.
const NUMBERED_REGISTERS = [
  '10000001000190',
  '10000002000134',
  '10000003000189',
  '10000004000123',
  '10000005000178',
  '10000006000112',
  '10000007000167',
  '10000008000101',
  '10000009000156',
  '10000010000180',
  '10000011000125',
  '10000012000170',
];

/** The builder of a dataset's app: its folder loaded through the real import, with this fixture's users. */
export const datasetAppBuilder =
  (folder: string) =>
  (kind: DatabaseKind): Promise<CustomersFixtureApp> =>
    buildCustomersFixtureApp(kind, folder);

/** A numbered dataset's customers by name: the n-th name has the n-th register. */
export const numberedRegisters = <const Names extends readonly string[]>(
  ...names: Names
): { readonly [Name in Names[number]]: string } =>
  Object.fromEntries(
    names.map((name, index) => {
      const register = NUMBERED_REGISTERS[index];
      if (register === undefined) throw new Error(`Sem CNPJ numerado para o cliente ${name}`);
      return [name, register];
    }),
  ) as { readonly [Name in Names[number]]: string };
export const TODAY = '2025-09-30';

export const REGISTERS = {
  ALFA: '11111111000191', // rep 10, SP, route 12, flag 0; also served by rep 11
  BETA: '22222222000191', // rep 10, RJ, route 5, flag 1
  GAMA: '33333333000191', // rep 10, SP, route 12, flag 2 (no credit limit, no orders)
  DELTA: '44444444000191', // rep 10, Curitiba, route 0, flag 3 (suspended)
  EPSILON: '55555555000191', // rep 10, SP, route 7, flag 4 (overdue)
  ZETA: '66666666000191', // rep 10, RJ, route 5, flag 0, no sale in September
  ETA: '77777777000191', // rep 11, Curitiba
  TETA: '88888888000191', // rep 20, SP
} as const;

/** The customers rep 10 (ANA) owns. */
export const ANA_CUSTOMERS: string[] = [
  REGISTERS.ALFA,
  REGISTERS.BETA,
  REGISTERS.GAMA,
  REGISTERS.DELTA,
  REGISTERS.EPSILON,
  REGISTERS.ZETA,
];

export const CITY = {
  SAO_PAULO: 3550308,
  RIO: 3304557,
  CURITIBA: 4106902,
  BELO_HORIZONTE: 3106200,
  PORTO_ALEGRE: 4314902,
};

const passwords = {
  ANA: 'SENHA-ANA', // rep 10, supervisor 1
  BRUNO: 'SENHA-BRUNO', // rep 11, supervisor 1
  CARLA: 'SENHA-CARLA', // rep 20, supervisor 2
  SUPNORTE: 'SENHA-SUP', // rep 0 limited to supervisor 1 (reps 10, 11)
  ADMIN: 'SENHA-ADMIN', // rep 0, every rep
} as const;
export type FixtureUser = keyof typeof passwords;

export type Answer<T> = { status: number; body: T };

export type CustomersFixtureApp = TestApp & {
  tokens: Record<FixtureUser, string>;
  get: <T = unknown>(url: string, user?: FixtureUser) => Promise<Answer<T>>;
  send: <T = unknown>(
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    user?: FixtureUser,
  ) => Promise<Answer<T>>;
};

/** `folder`: another hand-computed dataset with the same users and passwords (the visit plan's). */
export const buildCustomersFixtureApp = async (
  kind: DatabaseKind,
  folder: string = FIXTURE_FOLDER,
  options: { admin?: AdminSettings; checkinRadiusMeters?: number } = {},
): Promise<CustomersFixtureApp> => {
  const testApp = await buildTestApp(kind, {
    ...options,
    today: TODAY,
    seed: async (handle) => {
      const result = await importFolder(handle, folder);
      if (!result.ok) throw new Error(`fixture de clientes rejeitada: ${result.problems.join('; ')}`);
    },
  });
  const tokens = {} as Record<FixtureUser, string>;
  for (const [user, password] of Object.entries(passwords))
    tokens[user as FixtureUser] = await testApp.login(user, password);
  const headers = (user?: FixtureUser) => (user ? { authorization: `Bearer ${tokens[user]}` } : {});
  return {
    ...testApp,
    tokens,
    get: async <T>(url: string, user?: FixtureUser) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: headers(user) });
      return { status: response.statusCode, body: response.json<T>() };
    },
    send: async <T>(method: 'POST' | 'PUT', url: string, payload: unknown, user?: FixtureUser) => {
      const response = await testApp.app.inject({
        method,
        url,
        payload: payload as object,
        headers: headers(user),
      });
      return { status: response.statusCode, body: response.json<T>() };
    },
  };
};
