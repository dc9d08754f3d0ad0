import { fileURLToPath } from 'node:url';
import type { DatabaseKind } from '../db/connect.ts';
import { importFolder } from '../import/index.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

// The hand-computed dataset of the Indicadores and type-ahead tests (apps/server/test-fixtures/indicators), loaded
// through the real import. Today is pinned to 2025-09-30; the month asked is September 2025.

export const FIXTURE_FOLDER = fileURLToPath(new URL('../../test-fixtures/indicators', import.meta.url));
export const TODAY = '2025-09-30';

const passwords = {
  ANA: 'SENHA1', // rep 10, supervisor 1: owns almost every row
  BRUNO: 'SENHA2', // rep 11, supervisor 1
  CARLA: 'SENHA3', // rep 20, supervisor 2
  DAVI: 'SENHA4', // rep 12, supervisor 1: has nothing at all
  SUPNORTE: 'SENHA5', // rep 0 limited to supervisor 1 (reps 10, 11, 12)
  ADMIN: 'SENHA6', // rep 0, every rep
} as const;
export type FixtureUser = keyof typeof passwords;

export type FixtureApp = TestApp & {
  tokens: Record<FixtureUser, string>;
  /** GET with a user's token (or none); answers status and parsed body. */
  get: <T = unknown>(url: string, user?: FixtureUser) => Promise<{ status: number; body: T }>;
};

export const buildFixtureApp = async (kind: DatabaseKind): Promise<FixtureApp> => {
  const testApp = await buildTestApp(kind, {
    today: TODAY,
    seed: async (handle) => {
      const result = await importFolder(handle, FIXTURE_FOLDER);
      if (!result.ok) throw new Error(`fixture de indicadores rejeitada: ${result.problems.join('; ')}`);
    },
  });
  const tokens = {} as Record<FixtureUser, string>;
  for (const [user, password] of Object.entries(passwords)) {
    tokens[user as FixtureUser] = await testApp.login(user, password);
  }
  return {
    ...testApp,
    tokens,
    get: async <T>(url: string, user?: FixtureUser) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: user ? { authorization: `Bearer ${tokens[user]}` } : {},
      });
      return { status: response.statusCode, body: response.json<T>() };
    },
  };
};
