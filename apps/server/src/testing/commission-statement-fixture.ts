import { datasetAppBuilder, datasetFolder, numberedRegisters } from './customers-fixture.ts';

// The hand-computed dataset of the commission statement (apps/server/test-fixtures/commission-statement, described
// in its README.md), loaded through the real import, with the customers fixture's users. Today is 2025-09-30.

export const COMMISSION_STATEMENT_FOLDER = datasetFolder('commission-statement');

/** PRIMEIRA and SEGUNDA are rep 10's (ANA, 5 %), TERCEIRA rep 11's (BRUNO, 4 %), QUARTA rep 20's (CARLA, 0 %). */
export const CS = numberedRegisters('PRIMEIRA', 'SEGUNDA', 'TERCEIRA', 'QUARTA');

export const buildCommissionStatementFixtureApp = datasetAppBuilder(COMMISSION_STATEMENT_FOLDER);
