import { fileURLToPath } from 'node:url';
import type { DatabaseKind } from '../db/connect.ts';
import { buildCustomersFixtureApp, type CustomersFixtureApp } from './customers-fixture.ts';

// The hand-computed dataset of the team board (apps/server/test-fixtures/team, described in its README.md), loaded
// through the real import, with the customers fixture's users. Today is 2025-09-30.

export const TEAM_FOLDER = fileURLToPath(new URL('../../test-fixtures/team', import.meta.url));

/** PRIMEIRA–TERCEIRA are ANA's (10), QUARTA BRUNO's (11), QUINTA DANI's (12, inactive), SEXTA CARLA's (20). */
export const TEAM = {
  PRIMEIRA: '10000001000190',
  SEGUNDA: '10000002000134',
  TERCEIRA: '10000003000189',
  QUARTA: '10000004000123',
  QUINTA: '10000005000178',
  SEXTA: '10000006000112',
} as const;

export const buildTeamFixtureApp = (kind: DatabaseKind): Promise<CustomersFixtureApp> =>
  buildCustomersFixtureApp(kind, TEAM_FOLDER);
