import {
  customerConflictBody,
  customerOrdersCall,
  customerUpdateCall,
  errorBody,
  saleFrequencyCall,
  authenticatedCallErrors,
  type CustomerWithOrders,
} from '@portal/contracts';
import type { Kysely } from 'kysely';
import { signedInRoute } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { customersWithOrdersOf } from './customer-orders.queries.ts';
import { customerProfilesOf } from '../../domain/customers/customer-profile.queries.ts';
import { saveCustomerRoute } from './customer-visit-route.queries.ts';
import { saleFrequencyOf } from './sale-frequency.queries.ts';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;

  signedInRoute(app, saleFrequencyCall, {
    tags: ['Clientes'],
    summary:
      'Situação Limite e grade de Potencial: clientes com prioridade de sugestão e coleções dos últimos 24 meses',
    handler: async (request) => {
      const query = request.query;
      return saleFrequencyOf(handle.readDb, {
        today: clock.today(),
        reps: await request.scope.repsFor({ representativeId: query.representativeId }),
        start: query.initialIssueDate,
        end: query.finalIssueDate,
        bought: query.bought,
        cities: query.cities,
        customers: query.customers,
        route: query.route,
        quotaArticles: query.quotaArticles,
        financialFlags: query.financialFlags,
      });
    },
  });

  signedInRoute(app, customerOrdersCall, {
    tags: ['Clientes'],
    summary: 'Clientes: dados, situação financeira e pedidos emitidos no período (mais novo primeiro)',
    handler: async (request) => {
      const query = request.query;
      return customersWithOrdersOf(handle.readDb, {
        today: clock.today(),
        reps: await request.scope.repsFor({ representativeId: query.representativeId }),
        start: query.initialIssueDate,
        end: query.finalIssueDate,
        cities: query.cities,
        customers: query.customers,
        route: query.route,
        afterCustomer: query.afterCustomer,
        pageSize: query.pageSize,
      });
    },
  });

  /** The customer as the Clientes screen shows it, read from the primary right after a write. */
  const savedCustomer = async (
    db: Kysely<Database>,
    register: string,
    reps: number[] | null,
  ): Promise<CustomerWithOrders> => {
    const [profile] = await customerProfilesOf(db, { today: clock.today(), reps, customers: [register] });
    if (!profile) throw notFound('Cliente não encontrado');
    return { ...profile, orders: [] };
  };

  signedInRoute(app, customerUpdateCall, {
    tags: ['Clientes'],
    summary:
      'Salva a rota do cliente (só register e route são lidos; routeVersion obrigatório para trava otimista); a resposta é o cliente salvo, sem pedidos',
    errors: { ...authenticatedCallErrors, 404: errorBody, 409: customerConflictBody },
    handler: async (request) => {
      const { register, route, routeVersion } = request.body;
      const reps = request.scope.reps;
      const outcome = await saveCustomerRoute(handle.db, {
        register,
        route,
        expectedVersion: routeVersion,
        reps,
        actor: { userId: request.scope.principal.id, username: request.scope.principal.username },
      });
      if (outcome === 'not-found') throw notFound('Cliente não encontrado');
      if (outcome === 'forbidden') throw forbidden('Acesso negado: o cliente é de outro representante');
      if (outcome === 'conflict') {
        const current = await savedCustomer(handle.db, register, reps);
        throw new AppError('CONFLICT', 'Registro alterado por outro usuário', undefined, { current });
      }
      if (outcome === 'saved') request.log.info({ register, route }, 'rota do cliente alterada');
      return savedCustomer(handle.db, register, reps);
    },
  });
};
