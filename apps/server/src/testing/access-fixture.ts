import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { DatabaseKind } from '../db/connect.ts';
import { importFolder } from '../import/index.ts';
import { buildCustomersFixtureApp, type CustomersFixtureApp, type FixtureUser } from './customers-fixture.ts';

// The dataset of the access tests (`*-access.test.ts`): the customers fixture with test-fixtures/access-foreign laid on top
// through the real import (rows of rep 11, inside SUPNORTE's team, and of rep 20, outside it, in every grid and
// indicator; see that folder's README.md). Only the access tests load the layer, so no other expected value moves.

const LAYER_FOLDER = fileURLToPath(new URL('../../test-fixtures/access-foreign', import.meta.url));

/** The layer's customers and cities, each of one foreign rep only. */
export const FOREIGN = {
  ONZE: '91111111000120', // ESTRANHO ONZE MODAS, rep 11, LONDRINA
  VINTE: '92222222000177', // ESTRANHO VINTE MODAS, rep 20, SALVADOR
  LONDRINA: 4113700,
  SALVADOR: 2927408,
} as const;

/** Whose data one request reads; the expected answers of the access tests are keyed by it. */
export type Reader = 'rep10' | 'rep11' | 'rep20' | 'team' | 'all';
export const REPS_OF: Record<Reader, number[]> = {
  rep10: [10],
  rep11: [11],
  rep20: [20],
  team: [10, 11], // SUPNORTE = supervisor 1
  all: [10, 11, 20],
};

/** One caller and query string, and whose data the answer must hold (or the refusal). */
export type AccessCase = { user: FixtureUser | undefined; query: string; reads: Reader | 401 | 403 };

/** docs/domain.md §4 for a call that takes representativeId. */
export const accessCases: AccessCase[] = [
  { user: 'ANA', query: '', reads: 'rep10' },
  { user: 'ANA', query: 'representativeId=10', reads: 'rep10' },
  { user: 'ANA', query: 'representativeId=11', reads: 403 },
  { user: 'ANA', query: 'representativeId=20', reads: 403 },
  { user: 'BRUNO', query: '', reads: 'rep11' },
  { user: 'CARLA', query: '', reads: 'rep20' },
  { user: 'SUPNORTE', query: '', reads: 'team' },
  { user: 'SUPNORTE', query: 'representativeId=11', reads: 'rep11' },
  { user: 'SUPNORTE', query: 'representativeId=20', reads: 403 },
  { user: 'ADMIN', query: '', reads: 'all' },
  { user: 'ADMIN', query: 'representativeId=20', reads: 'rep20' },
  { user: undefined, query: '', reads: 401 },
];

export const withQuery = (path: string, query: string): string =>
  query === '' ? path : `${path}${path.endsWith('?') ? '' : '&'}${query}`;

/** The distinct rep ids, ascending, to compare with REPS_OF. */
export const distinctReps = (ids: number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

export type AccessFixtureApp = CustomersFixtureApp & {
  /** Who owns a row, as the database says (orders.representative_id, customers.representative_id). */
  ownerOfOrder: (order: number) => number;
  ownerOfCustomer: (register: string) => number;
  /**
   * Calls `path` for every case: a refusal must have its status (a 403 the FORBIDDEN code and "Acesso negado"),
   * a 200 body goes to `check` with whose data it must hold.
   */
  expectCases: (
    path: string,
    cases: AccessCase[],
    check: (body: unknown, reads: Reader, label: string) => void,
  ) => Promise<void>;
};

export const buildAccessFixtureApp = async (kind: DatabaseKind): Promise<AccessFixtureApp> => {
  const fixture = await buildCustomersFixtureApp(kind);
  const result = await importFolder(fixture.handle, LAYER_FOLDER);
  if (!result.ok) throw new Error(`camada access-foreign rejeitada: ${result.problems.join('; ')}`);
  const { db } = fixture.handle;
  const orders = new Map(
    (await db.selectFrom('orders').select(['number', 'representative_id']).execute()).map((row) => [
      Number(row.number),
      row.representative_id,
    ]),
  );
  const customers = new Map(
    (await db.selectFrom('customers').select(['register', 'representative_id']).execute()).map((row) => [
      row.register.trim(),
      row.representative_id,
    ]),
  );
  // An unknown key owns nothing anyone may see, so it fails every comparison with REPS_OF.
  const ownerOfOrder = (order: number) => orders.get(order) ?? -1;
  const ownerOfCustomer = (register: string) => customers.get(register.trim()) ?? -1;
  return {
    ...fixture,
    ownerOfOrder,
    ownerOfCustomer,
    expectCases: async (path, cases, check) => {
      for (const { user, query, reads } of cases) {
        const url = withQuery(path, query);
        const label = `${user ?? 'sem token'} ${url}`;
        const { status, body } = await fixture.get<{ error?: { code: string; message: string } }>(url, user);
        expect(status, label).toBe(typeof reads === 'number' ? reads : 200);
        if (reads === 403)
          expect(body.error, label).toMatchObject({
            code: 'FORBIDDEN',
            message: expect.stringMatching(/Acesso negado/),
          });
        if (typeof reads !== 'number') check(body, reads, label);
      }
    },
  };
};
