import { fileURLToPath } from 'node:url';
import type { DatabaseKind } from '../db/connect.ts';
import { buildCustomersFixtureApp, type CustomersFixtureApp } from './customers-fixture.ts';

// The hand-computed dataset of the commission statement (apps/server/test-fixtures/commission-statement, described
// in its README.md), loaded through the real import, with the customers fixture's users. Today is 2025-09-30.

export const COMMISSION_STATEMENT_FOLDER = fileURLToPath(
  new URL('../../test-fixtures/commission-statement', import.meta.url),
);

/** PRIMEIRA and SEGUNDA are rep 10's (ANA, 5 %), TERCEIRA rep 11's (BRUNO, 4 %), QUARTA rep 20's (CARLA, 0 %). */
export const CS = {
  PRIMEIRA: '10000001000190',
  SEGUNDA: '10000002000134',
  TERCEIRA: '10000003000189',
  QUARTA: '10000004000123',
} as const;

export const buildCommissionStatementFixtureApp = (kind: DatabaseKind): Promise<CustomersFixtureApp> =>
  buildCustomersFixtureApp(kind, COMMISSION_STATEMENT_FOLDER);
