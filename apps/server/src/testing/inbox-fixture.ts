import { datasetAppBuilder, datasetFolder, numberedRegisters } from './customers-fixture.ts';

// The hand-computed dataset of Notificações (apps/server/test-fixtures/notifications, described in its README.md),
// loaded through the real import, with the customers fixture's users. Today is 2025-09-30.

export const NOTIFICATIONS_FOLDER = datasetFolder('notifications');

/** PRIMEIRA and SEGUNDA are rep 10's (ANA), TERCEIRA rep 11's (BRUNO), QUARTA rep 20's (CARLA). */
export const N = numberedRegisters('PRIMEIRA', 'SEGUNDA', 'TERCEIRA', 'QUARTA');

export const buildInboxFixtureApp = datasetAppBuilder(NOTIFICATIONS_FOLDER);
