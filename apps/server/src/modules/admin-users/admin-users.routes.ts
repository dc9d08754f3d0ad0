import { adminUsersCall, authenticatedCallErrors, errorBody, unlockUserCall } from '@portal/contracts';
import { routeOf } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdministrator } from '../../auth/administrator.ts';
import { notFound } from '../../errors.ts';
import { allUsers, userById } from '../../domain/users/logins.queries.ts';
import { peopleNames, signInStates, unlockSignIn, usernamesCreatedHere } from './sign-in-state.queries.ts';

// Usuários (docs/operations.md, "Administração"): the users API's list (docs/decisions/062) with each login's
// sign-in state, and "Desbloquear". Creating and changing logins stays with /api/v1/users.

const tags = ['Administração'];

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle } = app.deps;
  const guard = { onRequest: app.authenticate, preHandler: requireAdministrator };

  app.route({
    ...routeOf(adminUsersCall, {
      tags,
      summary:
        'Usuários com representante/supervisor, último acesso e bloqueio de entrada: só administradores',
      errors: authenticatedCallErrors,
    }),
    ...guard,
    // Sign-in attempts do not move the data version: never a kept answer.
    config: { answerCache: false },
    handler: async () => {
      const [users, states, names, createdHere] = await Promise.all([
        allUsers(handle.db),
        signInStates(handle.db),
        peopleNames(handle.db),
        usernamesCreatedHere(handle.db),
      ]);
      return users.map((user) => {
        const state = states.get(user.username);
        return {
          ...user,
          representativeName: names.reps.get(user.representativeId) ?? null,
          supervisorName:
            user.supervisorId === null ? null : (names.supervisors.get(user.supervisorId) ?? null),
          lastSignInAt: state?.lastSignInAt ? state.lastSignInAt.toISOString() : null,
          throttled: state?.throttled ?? false,
          fromErp: !createdHere.has(user.username),
        };
      });
    },
  });

  app.route({
    ...routeOf(unlockUserCall, {
      tags,
      summary: 'Desbloqueia a entrada de um usuário (zera as tentativas erradas dele); auditado',
      errors: { 404: errorBody, ...authenticatedCallErrors },
    }),
    ...guard,
    handler: async (request) => {
      const user = await userById(handle.db, request.params.id);
      if (!user) throw notFound('Usuário não encontrado');
      const { principal } = request.scope;
      const clearedFailures = await unlockSignIn(handle.db, user.username, {
        id: principal.id,
        username: principal.username,
      });
      return { username: user.username, clearedFailures };
    },
  });
};
