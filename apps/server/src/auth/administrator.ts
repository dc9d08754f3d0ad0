import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';

/**
 * The Administração calls' guard: administrators are the `admin` kind, rep-0 users without a supervisor
 * (docs/domain.md §4: they see every rep). Reps and team supervisors get 403.
 */
export const requireAdministrator = async (request: FastifyRequest): Promise<void> => {
  const { principal } = request.scope;
  if (principal.kind !== 'admin') throw forbidden('A administração do portal é restrita a administradores');
};
