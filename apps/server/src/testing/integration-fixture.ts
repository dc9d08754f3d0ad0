import { fileURLToPath } from 'node:url';
import type { DatabaseKind } from '../db/connect.ts';
import { importFolder } from '../import/index.ts';
import { buildCustomersFixtureApp, type CustomersFixtureApp, type FixtureUser } from './customers-fixture.ts';

// The integration tests reuse the hand-computed customers fixture (apps/server/test-fixtures/customers) and lay
// test-fixtures/integration-goals on top (goals only; that fixture has none), through the real import.

const GOALS_FOLDER = fileURLToPath(new URL('../../test-fixtures/integration-goals', import.meta.url));

export type IntegrationFixtureApp = CustomersFixtureApp & {
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    user?: FixtureUser | string,
    payload?: unknown,
  ) => Promise<{
    status: number;
    body: string;
    json: <T = unknown>() => T;
    headers: Record<string, unknown>;
  }>;
};

export const buildIntegrationFixtureApp = async (kind: DatabaseKind): Promise<IntegrationFixtureApp> => {
  const fixture = await buildCustomersFixtureApp(kind);
  const result = await importFolder(fixture.handle, GOALS_FOLDER);
  if (!result.ok) throw new Error(`metas da integração rejeitadas: ${result.problems.join('; ')}`);
  return {
    ...fixture,
    call: async (method, url, user, payload) => {
      const token = user === undefined ? undefined : (fixture.tokens[user as FixtureUser] ?? user);
      const response = await fixture.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return {
        status: response.statusCode,
        body: response.body,
        json: <T>() => response.json<T>(),
        headers: response.headers,
      };
    },
  };
};
