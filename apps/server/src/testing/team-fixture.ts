import { datasetAppBuilder, datasetFolder, numberedRegisters } from './customers-fixture.ts';

// The hand-computed dataset of the team board (apps/server/test-fixtures/team, described in its README.md), loaded
// through the real import, with the customers fixture's users. Today is 2025-09-30.

export const TEAM_FOLDER = datasetFolder('team');

/** PRIMEIRA–TERCEIRA are ANA's (10), QUARTA BRUNO's (11), QUINTA DANI's (12, inactive), SEXTA CARLA's (20). */
export const TEAM = numberedRegisters('PRIMEIRA', 'SEGUNDA', 'TERCEIRA', 'QUARTA', 'QUINTA', 'SEXTA');

export const buildTeamFixtureApp = datasetAppBuilder(TEAM_FOLDER);
