import { errorBody, authenticatedCallErrors, visitRecordCall, visitsCall } from '@portal/contracts';
import { signedInRoute } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../errors.ts';
import { visitsOf } from '../../domain/visits/visit-records.queries.ts';
import { recordVisit } from '../../domain/visits/record-visit.queries.ts';

/** The visit log (docs/domain.md §5.2): record a visit dated today, list the visits of a period. */
export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock, checkinRadiusMeters } = app.deps;

  signedInRoute(app, visitRecordCall, {
    tags: ['Visitas'],
    summary:
      'Registra a visita de hoje a um cliente (do representante dono do cliente); um segundo registro no mesmo dia substitui o primeiro',
    errors: { ...authenticatedCallErrors, 404: errorBody },
    handler: async (request) => {
      const { customerRegister, outcome, note, latitude, longitude, accuracy } = request.body;
      const outcomeOfWrite = await recordVisit(handle.db, {
        register: customerRegister,
        outcome,
        note,
        tap:
          latitude == null || longitude == null
            ? null
            : { position: { latitude, longitude, accuracy: accuracy ?? 0 }, checkinRadiusMeters },
        today: clock.today(),
        reps: request.scope.reps,
        actor: { userId: request.scope.principal.id, username: request.scope.principal.username },
      });
      if (outcomeOfWrite === 'not-found') throw notFound('Cliente não encontrado');
      if (outcomeOfWrite === 'forbidden')
        throw forbidden('Acesso negado: o cliente é de outro representante');
      request.log.info(
        { register: customerRegister, outcome, distanceMeters: outcomeOfWrite.saved.distanceMeters },
        'visita registrada',
      );
      return outcomeOfWrite.saved;
    },
  });

  signedInRoute(app, visitsCall, {
    tags: ['Visitas'],
    summary: 'Visitas registradas no período, mais nova primeiro',
    handler: async (request) => {
      const query = request.query;
      return visitsOf(handle.readDb, {
        reps: await request.scope.repsFor({ representativeId: query.representativeId }),
        start: query.initialDate,
        end: query.finalDate,
        customers: query.customers,
      });
    },
  });
};
