import { authenticatedCallErrors, errorBody, orderPdfCall } from '@portal/contracts';
import { buildOrderPdf, orderPdfFileName, orderPdfTermsOf } from '@portal/contracts/order-pdf';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../../errors.ts';
import { routeOf } from '../../route-of.ts';
import { readDraft } from './order-drafts.queries.ts';
import { orderPrintoutOf } from './order-printout.queries.ts';

// The order's PDF (docs/domain.md §8.4): built from the same answer GET api/v1/order-drafts/{id} gives, by the builder
// the device uses (docs/decisions/198), so the document a customer gets is the same from either side.

export const orderPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock, companyName } = app.deps;
  app.route({
    ...routeOf(orderPdfCall, {
      tags: ['Pedidos'],
      summary:
        'O pedido em PDF (A4) para o cliente: grade, preços, totais e condições, sem comissão nem crédito',
      errors: { ...authenticatedCallErrors, 404: errorBody },
    }),
    onRequest: app.authenticate,
    // A draft changes as it is typed and moves no data version: never kept.
    config: { answerCache: false },
    handler: async (request, reply) => {
      const read = await readDraft(handle.db, request.params.id, request.scope.reps, clock.today());
      if (read === 'not-found') throw notFound('Pedido não encontrado');
      if (read === 'forbidden') throw forbidden('Acesso negado: o pedido é de outro representante');
      if (typeof read === 'string') throw notFound('Pedido não encontrado');
      const printout = await orderPrintoutOf(handle.db, read.draft, companyName);
      const bytes = buildOrderPdf({ order: read.draft, printout, terms: orderPdfTermsOf(read.draft) });
      // The bytes as built: not through the route's JSON serialiser.
      const raw = reply as unknown as FastifyReply;
      return raw
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${orderPdfFileName(read.draft)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  });
};
