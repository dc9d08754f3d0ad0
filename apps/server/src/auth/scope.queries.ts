import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { TeamMember } from './scope.ts';

/** The reps of the given supervisors' teams, sorted by rep. */
export const teamMembersOf = async (db: Kysely<Database>, supervisors: number[]): Promise<TeamMember[]> =>
  db
    .selectFrom('representatives')
    .select(['id', 'supervisor_id as supervisorId'])
    .where('supervisor_id', 'in', supervisors)
    .orderBy('id')
    .$narrowType<{ supervisorId: number }>()
    .execute();
