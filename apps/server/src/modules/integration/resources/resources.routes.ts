import {
  EXPORT_TOTAL_HEADER,
  errorBody,
  resourceCalls,
  resourceNames,
  authenticatedCallErrors,
  type ResourceName,
} from '@portal/contracts';
import { routeOf } from '../../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../../errors.ts';
import { conditionsSql, parseSort } from './resource-conditions.ts';
import { resourceDefinitions } from './resource-definitions.ts';
import { exportContentType, exportFile } from './resource-export.ts';
import { resourceExamples } from './resource-examples.ts';
import { withProgress } from './export-registry.ts';
import {
  openResourceRows,
  resourcePageOf,
  resourceRowById,
  type ResourceRows,
  type ResourceSearch,
} from './resources.queries.ts';

// Generic reads of every entity the portal holds (docs/product.md §7 "get by id, list, search, export"), scoped like the
// reports; the ERP owns the data, so writes answer 405 (docs/decisions/060).

const labels: Record<ResourceName, string> = {
  customers: 'clientes',
  orders: 'pedidos',
  'order-items': 'itens de pedido (id = pedido:referência, ou pedido:referência:cor:tamanho na grade)',
  invoices: 'notas fiscais',
  receivables: 'duplicatas (títulos a receber)',
  representatives: 'representantes',
  supervisors: 'supervisores',
  cities: 'cidades',
  collections: 'coleções',
  'quota-articles': 'artigos de cota',
  products: 'produtos',
};

/**
 * On PostgreSQL an export holds one pooled connection (of 10) for its whole length: at most this many at once per
 * process, so exports never starve the screens' reports (docs/decisions/061).
 */
export const MAX_CONCURRENT_EXPORTS = 2;

export const ERP_OWNED_MESSAGE = 'Dados mantidos pelo ERP: use a importação';
const tags = ['Integração: recursos'];

const resourceRoutes =
  (name: ResourceName): FastifyPluginAsyncZod =>
  async (app) => {
    const { handle, exports } = app.deps;
    const definition = resourceDefinitions[name];
    const calls = resourceCalls(name, resourceExamples[name]);

    /** One page of the rows in scope matching the conditions: the list and the search answer alike. */
    const pageOf = async (
      reps: number[] | null,
      search: Omit<ResourceSearch, 'reps' | 'sort'> & {
        sort?: string | undefined;
        page: number;
        size: number;
      },
    ) => {
      const { page: pageNumber, size } = search;
      const sort = parseSort(definition, search.sort);
      const { rows, total } = await resourcePageOf(handle.readDb, definition, { ...search, reps, sort });
      return {
        content: rows,
        page: pageNumber,
        size,
        totalElements: total,
        totalPages: Math.ceil(total / size),
        sort: sort.text,
      };
    };

    app.route({
      ...routeOf(calls.byId, {
        tags,
        summary: `Um registro de ${labels[name]} pelo id (404 também quando fora do escopo)`,
        errors: { 401: errorBody, 404: errorBody },
      }),
      onRequest: app.authenticate,
      handler: async (request) => {
        const found = await resourceRowById(handle.readDb, definition, {
          reps: request.scope.reps,
          id: request.params.id,
        });
        if (!found) throw notFound();
        return found;
      },
    });

    app.route({
      ...routeOf(calls.list, {
        tags,
        summary: `Lista paginada de ${labels[name]} do escopo (page a partir de 0, size até 500, sort=campo,asc|desc)`,
        errors: authenticatedCallErrors,
      }),
      onRequest: app.authenticate,
      handler: async (request) =>
        pageOf(request.scope.reps, { ...request.query, conditions: [], join: 'and' }),
    });

    app.route({
      ...routeOf(calls.search, {
        tags,
        summary: `Pesquisa de ${labels[name]} por condições (as mesmas dos filtros das grades), paginada`,
        errors: authenticatedCallErrors,
      }),
      onRequest: app.authenticate,
      handler: async (request) => pageOf(request.scope.reps, request.body),
    });

    app.route({
      ...routeOf(calls.export, {
        tags,
        summary: `Exporta a pesquisa de ${labels[name]} em CSV (separador ;, UTF-8 com BOM) ou .xlsx, em fluxo contínuo; o cabeçalho X-Total-Elements traz o número de linhas`,
        errors: { 429: errorBody, ...authenticatedCallErrors },
      }),
      onRequest: app.authenticate,
      handler: async (request, reply) => {
        const { conditions, join, format } = request.body;
        const sort = parseSort(definition, request.body.sort);
        // Checked before the first byte: once the file has started, a 400 can no longer be sent.
        conditionsSql(definition, conditions, join);
        if (exports.running() >= MAX_CONCURRENT_EXPORTS)
          throw new AppError(
            'TOO_MANY_REQUESTS',
            'Há exportações demais em andamento: tente novamente em instantes',
          );
        // Registered before the first await, so two requests at once cannot both take the last place.
        const progress = exports.start({
          resource: name,
          format,
          startedBy: request.scope.principal.username,
          startedAt: new Date().toISOString(),
          rowsTotal: 0,
        });
        let rows: ResourceRows | undefined;
        let gone = false;
        const release = () =>
          void rows
            ?.close()
            .catch((error: unknown) => request.log.warn({ err: error }, 'exportação: leitura não encerrada'));
        // Also when the client hangs up before the file's first batch was asked for (the batches never started,
        // so their own `finally` never runs).
        reply.raw.once('close', () => {
          gone = true;
          progress.end();
          release();
        });
        try {
          rows = await openResourceRows(handle, definition, {
            reps: request.scope.reps,
            conditions,
            join,
            sort,
          });
        } catch (error) {
          progress.end();
          throw error;
        }
        if (gone) release();
        progress.counted(rows.total);
        return reply
          .header('content-type', exportContentType[format])
          .header('content-disposition', `attachment; filename="${name}.${format}"`)
          .header(EXPORT_TOTAL_HEADER, String(rows.total))
          .send(exportFile(format, definition, withProgress(rows.batches, progress)));
      },
    });

    const erpOwned = async () => {
      throw new AppError('METHOD_NOT_ALLOWED', ERP_OWNED_MESSAGE);
    };
    const writeRoute = (
      call: (typeof calls)['create' | 'replace' | 'update' | 'remove'],
      summary: string,
    ) => ({
      ...routeOf(call, { tags, summary, errors: { 401: errorBody, 405: errorBody } }),
      onRequest: app.authenticate,
    });
    app.route({
      ...writeRoute(calls.create, `Criar ${labels[name]}: não permitido (dados do ERP, 405)`),
      handler: erpOwned,
    });
    app.route({
      ...writeRoute(calls.replace, `Alterar ${labels[name]}: não permitido (dados do ERP, 405)`),
      handler: erpOwned,
    });
    app.route({
      ...writeRoute(calls.update, `Alterar ${labels[name]}: não permitido (dados do ERP, 405)`),
      handler: erpOwned,
    });
    app.route({
      ...writeRoute(calls.remove, `Excluir ${labels[name]}: não permitido (dados do ERP, 405)`),
      handler: erpOwned,
    });
  };

export const integrationResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of resourceNames) await app.register(resourceRoutes(name));
};
