import type { FastifyInstance } from 'fastify';
import { buildApp, type AdminSettings } from '../app.ts';
import { makeClock } from '../config/clock.ts';
import type { OrderWebhookOptions } from '../export/order-webhook.ts';
import type { DatabaseHandle, DatabaseKind } from '../db/connect.ts';
import { openTestDatabase, type TestDatabaseOptions } from './test-database.ts';

export const TEST_SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!!';

export type TestApp = {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** Signs in through POST /api/login and returns the token. */
  login: (username: string, password: string) => Promise<string>;
  close: () => Promise<void>;
};

/** The real app over a fresh migrated database of the given kind; `seed` fills it before the app starts. */
export const buildTestApp = async (
  kind: DatabaseKind,
  options: {
    today?: string;
    seed?: (handle: DatabaseHandle) => Promise<void>;
    maxInFlight?: number;
    reportCacheMb?: number;
    metricsToken?: string;
    admin?: AdminSettings;
    checkinRadiusMeters?: number;
    companyName?: string;
    contractVersion?: string;
    database?: TestDatabaseOptions;
    /** The webhook's settings (its loop built, not started: the test starts it). */
    orderWebhook?: OrderWebhookOptions;
    /** Routes of the test's own, added before the app starts. */
    routes?: (app: FastifyInstance, handle: DatabaseHandle) => void;
  } = {},
): Promise<TestApp> => {
  const handle = await openTestDatabase(kind, options.database);
  await options.seed?.(handle);
  const app = await buildApp({
    handle,
    // A test that names no day runs on PORTAL_TODAY when set (to prove it holds on any day), else the real one.
    clock: makeClock(options.today ?? process.env.PORTAL_TODAY),
    jwtSecret: TEST_SECRET,
    ...(options.maxInFlight ? { maxInFlight: options.maxInFlight } : {}),
    // On as in production, so every API test also proves a cached answer never outlives its data.
    reportCacheMb: options.reportCacheMb ?? 16,
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
    ...(options.admin ? { admin: options.admin } : {}),
    ...(options.checkinRadiusMeters ? { checkinRadiusMeters: options.checkinRadiusMeters } : {}),
    ...(options.companyName ? { companyName: options.companyName } : {}),
    ...(options.contractVersion ? { contractVersion: options.contractVersion } : {}),
    ...(options.orderWebhook ? { orderWebhook: options.orderWebhook } : {}),
    // Every answer of the API tests is also written by zod, the contract's own parser, and must be the same text.
    compareAnswersWithZod: true,
  });
  options.routes?.(app, handle);
  await app.ready();
  return {
    app,
    handle,
    login: async (username, password) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${username} falhou: ${response.statusCode} ${response.body}`);
      return response.json<string>();
    },
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
};
