import {
  authenticatedCallErrors,
  errorBody,
  exportOrdersCall,
  orderExportArchiveCall,
  orderExportHistoryCall,
  pendingOrderExportsCall,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { requireAdministrator } from '../../auth/administrator.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';
import { orderExportArchive, orderExportHistory } from '../../domain/orders/order-export-history.queries.ts';
import { AppError, notFound } from '../../errors.ts';
import { exportOrdersAsZip } from '../../export/export-orders.ts';
import { routeOf } from '../../route-of.ts';
import { pendingOrderExports } from './order-exports.queries.ts';

// Pedidos ao ERP (docs/operations.md, "Pedidos ao ERP pela tela"; docs/decisions/216, 217): the sent orders waiting
// for the export, "Exportar" as a zip of the same files as `portal export-orders`, and the history of every export.
// Administrators only, like the rest of Administração.

const tags = ['Administração'];

/** The zip's name: the history's row, so a download and its line in the history are found by one number. */
const zipName = (id: number) => `portal-pedidos-${id}.zip`;

const sendZip = (reply: FastifyReply, id: number, archive: Uint8Array) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${zipName(id)}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));

export const orderExportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle } = app.deps;
  const guard = { onRequest: app.authenticate, preHandler: requireAdministrator };

  app.route({
    ...routeOf(pendingOrderExportsCall, {
      tags,
      summary: 'Pedidos enviados que a próxima exportação levará ao ERP, do envio mais antigo ao mais novo',
      errors: authenticatedCallErrors,
    }),
    ...guard,
    config: { answerCache: false },
    handler: async () => pendingOrderExports(handle.db),
  });

  app.route({
    ...routeOf(orderExportHistoryCall, {
      tags,
      summary:
        'Histórico das exportações de pedidos (tela, linha de comando, webhook, integração), da mais nova à mais antiga',
      errors: authenticatedCallErrors,
    }),
    ...guard,
    config: { answerCache: false },
    handler: async (request) => orderExportHistory(handle.db, request.query.page),
  });

  app.route({
    ...routeOf(exportOrdersCall, {
      tags,
      summary:
        'Exportar: os pedidos pendentes nos arquivos de "portal export-orders", num .zip, marcados exportados; auditado',
      errors: { 409: errorBody, ...authenticatedCallErrors },
    }),
    ...guard,
    handler: async (request, reply) => {
      const { principal } = request.scope;
      const exported = await exportOrdersAsZip(handle, {
        startedBy: principal.username,
        userId: principal.id,
      });
      if (!exported) throw new AppError('CONFLICT', 'Nenhum pedido novo para exportar: nada foi alterado');
      request.log.info({ export: exported.id, orders: exported.orders }, 'pedidos exportados pela tela');
      return sendZip(reply, exported.id, exported.archive);
    },
  });

  app.route({
    ...routeOf(orderExportArchiveCall, {
      tags,
      summary: 'Baixa de novo o .zip de uma exportação do histórico (nada é marcado); auditado',
      errors: { 404: errorBody, ...authenticatedCallErrors },
    }),
    ...guard,
    config: { answerCache: false },
    handler: async (request, reply) => {
      const { principal } = request.scope;
      const { id } = request.params;
      const kept = await orderExportArchive(handle.db, id);
      if (!kept) throw notFound('Exportação não encontrada, ou sem arquivos para baixar');
      await recordAudit(handle.db, {
        userId: principal.id,
        username: principal.username,
        action: 'download',
        entity: 'order_export',
        entityKey: String(id),
        oldValue: null,
        newValue: { file: zipName(id), bytes: kept.archive.byteLength },
      });
      return sendZip(reply, id, kept.archive);
    },
  });
};
