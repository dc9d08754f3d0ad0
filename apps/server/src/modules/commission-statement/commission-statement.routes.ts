import {
  authenticatedCallErrors,
  commissionStatementAnswer,
  commissionStatementCall,
  commissionStatementQuery,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addMonths, monthOf } from '../indicators/month.ts';
import {
  customerCommissions,
  entriesOfMonth,
  forecastBuckets,
  labelBuckets,
  lostOrders,
  lostReceivables,
  lostTotals,
  realisedTotals,
} from './commission-statement.queries.ts';

/** Comissão (docs/domain.md §5.3, decision 072): realised in M, forecast, lost, and by customer. */
export const commissionStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock } = app.deps;

  app.route({
    ...commissionStatementCall,
    onRequest: app.authenticate,
    schema: {
      tags: ['Comissão'],
      summary:
        'Extrato de comissão: lançamentos do mês, previsão por mês de vencimento, comissão perdida e por cliente',
      querystring: commissionStatementQuery,
      response: { 200: commissionStatementAnswer, ...authenticatedCallErrors },
    },
    handler: async (request) => {
      const { date, representativeId, supervisorId } = request.query;
      const today = clock.today();
      const reps = await request.scope.repsFor({
        representativeId,
        supervisors: supervisorId ? [supervisorId] : undefined,
      });
      const month = monthOf(date ?? today);
      const filter = { reps, today };
      const db = handle.readDb;
      const [entries, realised, forecast, orders, receivables, lost, customers] = await Promise.all([
        entriesOfMonth(db, { reps, ...month }),
        realisedTotals(db, { reps, ...month }),
        forecastBuckets(db, filter),
        lostOrders(db, filter),
        lostReceivables(db, filter),
        lostTotals(db, filter),
        customerCommissions(db, filter),
      ]);
      const months = [0, 1, 2, 3, 4, 5].map((offset) => addMonths(today, offset).slice(0, 7));
      return {
        month: month.first.slice(0, 7),
        today,
        realised: { entries, ...realised },
        forecast: { ...forecast, buckets: labelBuckets(forecast.buckets, months) },
        lost: { ...lost, orders, receivables },
        customers,
      };
    },
  });
};
