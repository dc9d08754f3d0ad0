import { authenticatedCallErrors, backupCall, systemCall } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { routeOf } from '../../route-of.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdministrator } from '../../auth/administrator.ts';
import { dumpEmbedded } from '../../data-folder/backup.ts';
import { currentDataVersion } from '../../db/data-version.queries.ts';
import { lastImportRun } from '../../db/import-runs.queries.ts';
import { badRequest } from '../../errors.ts';
import { lastEndedImportRun } from '../../import/import-history.queries.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';
import { databaseBytes } from './system.queries.ts';

// Sistema (docs/operations.md, "Administração"): the figures an IT person checks first, and the embedded engine's
// backup downloaded (the same copy as `portal backup`, docs/decisions/076).

const tags = ['Administração'];

/** What Sistema shows of the answer cache: what it holds, not the calls waiting on it this instant. */
const keptAnswers = (use: ReturnType<FastifyInstance['answerCacheUse']>) =>
  use && { usedBytes: use.usedBytes, maxBytes: use.maxBytes, answers: use.answers };

const stamp = (date: Date) => date.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');

export const adminSystemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, admin, catalogCache, exports } = app.deps;
  const guard = { onRequest: app.authenticate, preHandler: requireAdministrator };

  app.route({
    ...routeOf(systemCall, {
      tags,
      summary:
        'Versão, banco, versão dos dados, última importação, tamanho, caches de respostas e do catálogo, tempo no ar e exportações em andamento',
      errors: authenticatedCallErrors,
    }),
    ...guard,
    config: { answerCache: false },
    handler: async () => {
      const ended = await lastEndedImportRun(handle.db);
      // Runs from before the history existed are only in import_runs.
      const committed = ended ? undefined : await lastImportRun(handle.db);
      return {
        version: admin.version,
        engine: handle.kind,
        replica: handle.readDb !== handle.db,
        dataVersion: await currentDataVersion(handle.db),
        lastImport: ended
          ? {
              finishedAt: ended.finishedAt ?? ended.startedAt,
              status: ended.status,
              startedBy: ended.startedBy,
              source: ended.source,
            }
          : committed
            ? { finishedAt: committed.finishedAt.toISOString(), status: 'ok', startedBy: '', source: '' }
            : null,
        databaseBytes: await databaseBytes(handle),
        answerCache: keptAnswers(app.answerCacheUse()),
        catalogCache: catalogCache.use().maxBytes > 0 ? catalogCache.use() : null,
        uptimeSeconds: Math.round(process.uptime()),
        backupAvailable: handle.kind === 'pglite' && handle.embedded !== undefined,
        importMaxMb: admin.importMaxMb,
        exports: exports.list(),
      };
    },
  });

  app.route({
    ...routeOf(backupCall, {
      tags,
      summary: 'Baixa um backup do banco embutido (.tar.gz, o mesmo de "portal backup"); auditado',
      errors: authenticatedCallErrors,
    }),
    ...guard,
    handler: async (request, reply) => {
      if (handle.kind !== 'pglite' || !handle.embedded)
        throw badRequest(
          'Com PostgreSQL o backup é feito pelo próprio PostgreSQL (pg_dump): veja docs/operations.md',
        );
      const { principal } = request.scope;
      const bytes = await dumpEmbedded(handle.embedded);
      const file = `portal-backup-${stamp(new Date())}.tar.gz`;
      await recordAudit(handle.db, {
        userId: principal.id,
        username: principal.username,
        action: 'download',
        entity: 'backup',
        entityKey: file,
        oldValue: null,
        newValue: { bytes: bytes.length },
      });
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    },
  });
};
