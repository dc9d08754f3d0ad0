import {
  commissionCall,
  goalRevenuesCall,
  goalSalesCall,
  goalSalesPeriodCall,
  nonPaymentCall,
  potentialCall,
  servedCall,
  walletSummaryCall,
} from '@portal/contracts';
import { signedInRoute } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { repFilterOf } from '../../auth/scope.ts';
import { commissionSummary } from './commission.queries.ts';
import { revenuesOfMonth } from './goal-revenues.queries.ts';
import { goalSalesByArticle, goalSalesByWeek, supervisorOfRep } from './goal-sales.queries.ts';
import { monthOf, twelveMonthsEndingAt } from '../../domain/months/month.ts';
import { nonPaymentOfLastTwoYears } from './non-payment.queries.ts';
import { potentialByFlag } from './potential.queries.ts';
import { servedCustomers } from './served.queries.ts';
import { walletSummary } from './wallet-summary.queries.ts';

const tags = ['Indicadores'];

/** The tiles of /charts (docs/product.md §2.5): one call each, each failing on its own. */
export const indicatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { readDb } = app.deps.handle;
  const today = () => app.deps.clock.today();

  signedInRoute(app, goalSalesCall, {
    tags,
    summary: 'Meta × venda do mês por artigo de cota (maiores metas primeiro)',
    handler: async (request) => {
      const { date, quotaArticles, supervisorId } = request.query;
      const reps = await request.scope.repsFor(repFilterOf(request.query));
      // The ids say whose figures these are: the one rep read, or 0 for several.
      const representativeId = reps?.length === 1 ? (reps[0] ?? 0) : 0;
      // Both reads at once, on two pooled connections: the answer waits for one round trip, not two.
      const [rows, supervisor] = await Promise.all([
        goalSalesByArticle(readDb, { reps, month: monthOf(date), quotaArticles }),
        supervisorId || (representativeId > 0 ? supervisorOfRep(readDb, representativeId) : 0),
      ]);
      // Added to each fresh row, not spread into a new one (a slow path on V8, docs/decisions/030).
      return rows.map((row) => Object.assign(row, { representativeId, supervisorId: supervisor }));
    },
  });

  signedInRoute(app, goalSalesPeriodCall, {
    tags,
    summary: 'Meta × venda por semana (início na segunda) nos 12 meses até o mês',
    handler: async (request) => {
      const reps = await request.scope.repsFor(repFilterOf(request.query));
      const { date, quotaArticles } = request.query;
      return goalSalesByWeek(readDb, { reps, range: twelveMonthsEndingAt(date), quotaArticles });
    },
  });

  signedInRoute(app, goalRevenuesCall, {
    tags,
    summary: 'Faturamento do mês (notas fiscais emitidas no mês)',
    handler: async (request) => {
      const reps = await request.scope.repsFor(repFilterOf(request.query));
      const { date, quotaArticles } = request.query;
      return { revenues: await revenuesOfMonth(readDb, { reps, month: monthOf(date), quotaArticles }) };
    },
  });

  signedInRoute(app, walletSummaryCall, {
    tags,
    summary: 'Carteira: a faturar por situação e cancelados no mês corrente',
    handler: async (request) => {
      const reps = await request.scope.repsFor(repFilterOf(request.query));
      return walletSummary(readDb, {
        reps,
        quotaArticles: request.query.quotaArticles,
        todayMonth: monthOf(today()),
      });
    },
  });

  signedInRoute(app, commissionCall, {
    tags,
    summary: 'Comissão: lançamentos desde o início do mês e previsões sobre pedidos e duplicatas',
    handler: async (request) => {
      const reps = await request.scope.repsFor(repFilterOf(request.query));
      return commissionSummary(readDb, {
        reps,
        monthFirst: monthOf(request.query.date).first,
        today: today(),
      });
    },
  });

  signedInRoute(app, potentialCall, {
    tags,
    summary: 'Potencial de venda por situação financeira dos clientes (situação de hoje)',
    handler: async (request) => {
      const reps = await request.scope.repsFor(repFilterOf(request.query));
      return potentialByFlag(readDb, { reps, today: today() });
    },
  });

  signedInRoute(app, nonPaymentCall, {
    tags,
    summary: 'Inadimplência do ano corrente (first) e do anterior (second)',
    handler: async (request) => {
      const reps = await request.scope.repsFor(repFilterOf(request.query));
      return nonPaymentOfLastTwoYears(readDb, { reps, today: today() });
    },
  });

  signedInRoute(app, servedCall, {
    tags,
    summary: 'Clientes atendidos no mês e a atender (regulares e inadimplentes)',
    handler: async (request) => {
      const reps = await request.scope.repsFor(repFilterOf(request.query));
      const { date, quotaArticles } = request.query;
      return servedCustomers(readDb, { reps, today: today(), month: monthOf(date), quotaArticles });
    },
  });
};
