import { hashPassword } from '../auth/password.ts';
import type { DatabaseHandle } from '../db/connect.ts';

/**
 * The smallest cast for auth and scope tests: two supervisors, three reps, and a login for each kind of user.
 * Report tests load CSV fixtures through the real import instead.
 */
export const seedPeople = async ({ db }: DatabaseHandle): Promise<void> => {
  await db
    .insertInto('supervisors')
    .values([
      { id: 1, name: 'MARIA SUPERVISORA' },
      { id: 2, name: 'JOÃO SUPERVISOR' },
    ])
    .execute();
  await db
    .insertInto('representatives')
    .values([
      { id: 10, name: 'ANA REPRESENTANTE', supervisor_id: 1, commission_rate: 3 },
      { id: 11, name: 'BRUNO REPRESENTANTE', supervisor_id: 1, commission_rate: 4 },
      { id: 20, name: 'CARLA REPRESENTANTE', supervisor_id: 2, commission_rate: 5 },
    ])
    .execute();
  const password = await hashPassword('SENHA1');
  await db
    .insertInto('users')
    .values([
      { username: 'ADMIN', password_hash: password, representative_id: 0, supervisor_id: null },
      { username: 'SUP1', password_hash: password, representative_id: 0, supervisor_id: 1 },
      { username: 'REP10', password_hash: password, representative_id: 10, supervisor_id: null },
      { username: 'REP20', password_hash: password, representative_id: 20, supervisor_id: null },
      {
        username: 'INATIVO',
        password_hash: password,
        representative_id: 10,
        supervisor_id: null,
        active: false,
      },
    ])
    .execute();
};
