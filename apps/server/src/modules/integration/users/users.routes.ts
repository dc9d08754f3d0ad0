import {
  createUserCall,
  deleteUserCall,
  errorBody,
  authenticatedCallErrors,
  updateUserCall,
  userCall,
  usersCall,
} from '@portal/contracts';
import { routeOf } from '../../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { hashPassword } from '../../../auth/password.ts';
import { badRequest, forbidden, notFound } from '../../../errors.ts';
import { allUsers, createUser, updateUser, userById } from '../../../domain/users/logins.queries.ts';

// GET/POST/PUT/DELETE /api/v1/users: administrators only, i.e. rep-0 users with no supervisor (docs/domain.md §4:
// they see every rep). DELETE disables: audit rows keep pointing at the user (docs/decisions/062).

const tags = ['Integração: usuários'];

const requireAdministrator = async (request: FastifyRequest) => {
  const { principal } = request.scope;
  if (principal.kind !== 'admin')
    throw forbidden('Somente administradores (representante 0 sem supervisor) gerenciam usuários');
};

export const integrationUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle } = app.deps;
  const guard = { onRequest: app.authenticate, preHandler: requireAdministrator };
  const actorOf = (request: FastifyRequest) => ({
    id: request.scope.principal.id,
    username: request.scope.principal.username,
  });

  app.route({
    ...routeOf(usersCall, {
      tags,
      summary: 'Usuários do portal (sem senhas)',
      errors: authenticatedCallErrors,
    }),
    ...guard,
    handler: async () => allUsers(handle.db),
  });

  app.route({
    ...routeOf(userCall, {
      tags,
      summary: 'Um usuário',
      errors: { 404: errorBody, ...authenticatedCallErrors },
    }),
    ...guard,
    handler: async (request) => {
      const user = await userById(handle.db, request.params.id);
      if (!user) throw notFound('Usuário não encontrado');
      return user;
    },
  });

  app.route({
    ...routeOf(createUserCall, {
      tags,
      summary: 'Cria um usuário (usuário e senha em maiúsculas; senha guardada com scrypt); auditado',
      status: 201,
      errors: { 409: errorBody, ...authenticatedCallErrors },
    }),
    ...guard,
    handler: async (request, reply) => {
      const { username, password, representativeId, supervisorId, active } = request.body;
      const passwordHash = await hashPassword(password);
      const user = await createUser(
        handle.db,
        { username, passwordHash, representativeId, supervisorId: supervisorId ?? null, active },
        actorOf(request),
      );
      return reply.status(201).send(user);
    },
  });

  app.route({
    ...routeOf(updateUserCall, {
      tags,
      summary: 'Altera um usuário; nova senha ou desativação encerram as sessões abertas dele; auditado',
      errors: { 404: errorBody, ...authenticatedCallErrors },
    }),
    ...guard,
    handler: async (request) => {
      const { password, ...rest } = request.body;
      if (request.params.id === request.scope.principal.id && rest.active === false)
        throw badRequest('Você não pode desativar o próprio usuário', 'active');
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      return updateUser(handle.db, request.params.id, { ...rest, passwordHash }, actorOf(request));
    },
  });

  app.route({
    ...routeOf(deleteUserCall, {
      tags,
      summary:
        'Desativa um usuário (não apaga: a auditoria continua apontando para ele) e encerra as sessões dele',
      errors: { 404: errorBody, ...authenticatedCallErrors },
    }),
    ...guard,
    handler: async (request) => {
      if (request.params.id === request.scope.principal.id)
        throw badRequest('Você não pode desativar o próprio usuário', 'id');
      return updateUser(handle.db, request.params.id, { active: false }, actorOf(request), 'disable');
    },
  });
};
