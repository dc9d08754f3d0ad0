import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/**
 * The reps a grid reads once its `supervisors` filter is applied: the caller's reps (null = every rep) intersected
 * with the teams of those supervisors. Never wider than the scope; no filter → the scope unchanged.
 */
export const narrowRepsBySupervisors = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; supervisors: number[] | undefined },
): Promise<number[] | null> => {
  const { reps, supervisors } = filter;
  if (supervisors === undefined || supervisors.length === 0) return reps;
  let query = db.selectFrom('representatives').select('id').where('supervisor_id', 'in', supervisors);
  if (reps !== null) {
    if (reps.length === 0) return [];
    query = query.where('id', 'in', reps);
  }
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => row.id);
};
