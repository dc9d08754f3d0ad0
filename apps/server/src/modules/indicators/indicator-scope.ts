import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { teamOf } from '../../auth/users.queries.ts';
import type { Database } from '../../db/database.ts';
import { forbidden } from '../../errors.ts';

/**
 * The reps an indicator reads: the scope narrowed by representativeId (403 outside it, from `resolve`) and by
 * supervisorId (that supervisor's team). A supervisor with no rep inside the scope is refused too; the filter only
 * ever intersects, never widens. `null` = every rep.
 */
export const repsToRead = async (
  request: FastifyRequest,
  db: Kysely<Database>,
  filter: { representativeId?: number | undefined; supervisorId?: number | undefined },
): Promise<number[] | null> => {
  const reps = request.scope.resolve(filter.representativeId);
  if (filter.supervisorId === undefined || filter.supervisorId === 0) return reps;
  const team = await teamOf(db, filter.supervisorId);
  const scope = request.scope.reps;
  if (scope !== null && !team.some((id) => scope.includes(id))) {
    throw forbidden(`Acesso negado ao supervisor ${filter.supervisorId}`);
  }
  return reps === null ? team : reps.filter((id) => team.includes(id));
};
