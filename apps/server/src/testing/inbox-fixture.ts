import { fileURLToPath } from 'node:url';
import type { DatabaseKind } from '../db/connect.ts';
import { buildCustomersFixtureApp, type CustomersFixtureApp } from './customers-fixture.ts';

// The hand-computed dataset of Notificações (apps/server/test-fixtures/notifications, described in its README.md),
// loaded through the real import, with the customers fixture's users. Today is 2025-09-30.

export const NOTIFICATIONS_FOLDER = fileURLToPath(
  new URL('../../test-fixtures/notifications', import.meta.url),
);

/** PRIMEIRA and SEGUNDA are rep 10's (ANA), TERCEIRA rep 11's (BRUNO), QUARTA rep 20's (CARLA). */
export const N = {
  PRIMEIRA: '10000001000190',
  SEGUNDA: '10000002000134',
  TERCEIRA: '10000003000189',
  QUARTA: '10000004000123',
} as const;

export const buildInboxFixtureApp = (kind: DatabaseKind): Promise<CustomersFixtureApp> =>
  buildCustomersFixtureApp(kind, NOTIFICATIONS_FOLDER);
