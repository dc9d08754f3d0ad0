import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  authenticatedCallErrors,
  errorBody,
  importPreviewApplyCall,
  importPreviewCall,
  importPreviewDiscardCall,
  type ImportPreview,
  type UploadEncoding,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';
import { AppError, notFound } from '../../errors.ts';
import { importFolder, type ImportResult } from '../../import/import-folder.ts';
import { routeOf } from '../../route-of.ts';
import { makePreviewStore, type StagedPreview } from './import-previews.ts';
import type { UploadRunner } from './upload-runner.ts';
import { filesFolder } from './zip-upload.ts';

// The import preview (docs/decisions/219, 220): the uploaded zip is checked and written in a transaction rolled back,
// its figures shown per file, and the unpacked files kept for a while; "Importar" then imports those same files,
// refused when the data the figures were computed on changed since.

type StagedUpload = { work: string; csvFiles: string[] };

/** What Importações' routes lend the preview: the one upload slot, the zip's reception, and the run that follows. */
export type PreviewTools = {
  guard: Pick<Parameters<FastifyInstance['route']>[0], 'onRequest' | 'preHandler'>;
  runner: UploadRunner;
  zipBody: (request: FastifyRequest) => Readable;
  claimRunner: (username: string, checking?: boolean) => void;
  stageUpload: (request: FastifyRequest, body: Readable) => Promise<StagedUpload>;
  startUploadRun: (
    request: FastifyRequest,
    upload: StagedUpload,
    source: string,
    choices: { encoding: UploadEncoding; allowRemovals: boolean; previewed?: StagedPreview },
  ) => Promise<number>;
  removeFolder: (folder: string) => Promise<void>;
  encodingHint: string;
  removalsHint: string;
  /** The zip's own limit (PORTAL_IMPORT_MAX_MB). */
  bodyLimit: number;
};

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['Administração'];
const GONE =
  'Esta conferência não está mais guardada (passou de 30 minutos, outra a substituiu ou o servidor reiniciou): envie o arquivo de novo';

/** The screen's answer from the dry run's result: per file in the order written, the rows read beside the figures. */
const previewAnswer = (
  result: ImportResult,
  rowsRead: Map<string, number>,
  fields: Pick<ImportPreview, 'id' | 'source' | 'encoding' | 'createdAt' | 'expiresAt'>,
): ImportPreview => ({
  ...fields,
  files: Object.entries(result.preview ?? {}).map(([file, changes]) => ({
    file,
    rows: (result.ok ? result.counts[file] : undefined) ?? rowsRead.get(file) ?? 0,
    ...changes,
  })),
  problems: result.ok ? [] : result.problems,
  removals: result.ok ? [] : (result.removals ?? []),
  notices: result.ok ? (result.notices ?? []) : [],
});

export const registerPreviewRoutes = (app: ZodApp, tools: PreviewTools): void => {
  const { handle } = app.deps;
  const routes = app;
  const store = makePreviewStore();
  const sweeper = setInterval(() => {
    void store.sweep();
  }, 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await store.clear();
  });

  routes.route({
    ...routeOf(importPreviewCall, {
      tags,
      summary:
        'Confere o zip exportado pelo ERP sem alterar nada (Content-Type: application/zip): por arquivo, linhas incluídas, alteradas e apagadas, e os problemas; guarda o envio por 30 minutos para Importar',
      errors: { 409: errorBody, 413: errorBody, ...authenticatedCallErrors },
    }),
    ...tools.guard,
    bodyLimit: tools.bodyLimit,
    handler: async (request) => {
      const { principal } = request.scope;
      const body = tools.zipBody(request);
      tools.claimRunner(principal.username, true);
      const id = randomUUID();
      const source = request.query.name || 'envio.zip';
      const { encoding } = request.query;
      let kept = false;
      let upload: StagedUpload | undefined;
      try {
        upload = await tools.stageUpload(request, body);
        const rowsRead = new Map<string, number>();
        const result = await importFolder(handle, filesFolder(upload.work), {
          dryRun: true,
          encoding,
          encodingHint: tools.encodingHint,
          removalsHint: tools.removalsHint,
          onProgress: (event) => {
            if (event.phase !== 'write') rowsRead.set(event.file, event.rows);
            tools.runner.progress(event);
          },
          today: app.deps.clock.today(),
        });
        // Written and rolled back: there is something to import, perhaps past the removal guard's confirmation.
        const importable = result.preview !== undefined && result.fingerprint !== undefined;
        const createdAt = new Date();
        const expiresAt = new Date(createdAt.getTime() + store.ttlMs);
        const answer = previewAnswer(result, rowsRead, {
          id: importable ? id : null,
          source,
          encoding,
          createdAt: createdAt.toISOString(),
          expiresAt: importable ? expiresAt.toISOString() : null,
        });
        if (importable && result.preview && result.fingerprint) {
          await store.keep({
            id,
            work: upload.work,
            source,
            encoding,
            createdAt,
            expiresAt,
            previewed: { fingerprint: result.fingerprint, files: result.preview },
            answer,
          });
          kept = true;
        }
        await recordAudit(handle.db, {
          userId: principal.id,
          username: principal.username,
          action: 'preview',
          entity: 'import',
          entityKey: id,
          oldValue: null,
          newValue: {
            source,
            status: importable ? 'ok' : 'refused',
            files: answer.files.map(({ file, added, changed, removed }) => ({
              file,
              added,
              changed,
              removed,
            })),
            ...(answer.removals.length > 0 ? { removals: answer.removals } : {}),
          },
        });
        return answer;
      } finally {
        if (upload && !kept) await tools.removeFolder(upload.work);
        tools.runner.release();
      }
    },
  });

  routes.route({
    ...routeOf(importPreviewApplyCall, {
      tags,
      summary:
        'Importa o que a conferência mostrou, tudo ou nada; recusa se os dados mudaram desde a conferência; acompanhe em /api/v1/imports/current',
      status: 202,
      errors: { 404: errorBody, 409: errorBody, ...authenticatedCallErrors },
    }),
    ...tools.guard,
    handler: async (request, reply) => {
      const { principal } = request.scope;
      const { id } = request.params;
      const found = await store.find(id);
      if (!found) throw notFound(GONE);
      // The guard would refuse the run; asked here, the preview stays for the confirmation.
      const removed = found.answer.removals.reduce((sum, removal) => sum + removal.removed, 0);
      if (removed > 0 && !request.body.allowRemovals) {
        const rows = `${removed.toLocaleString('pt-BR')} ${removed === 1 ? 'linha' : 'linhas'}`;
        throw new AppError(
          'BAD_REQUEST',
          `Esta importação apaga ${rows}: confirme em "Importar mesmo assim (apaga ${rows})"`,
        );
      }
      tools.claimRunner(principal.username);
      const staged = store.take(id);
      if (!staged) {
        tools.runner.release();
        throw notFound(GONE);
      }
      const upload = { work: staged.work, csvFiles: staged.answer.files.map((file) => file.file) };
      const runId = await tools.startUploadRun(request, upload, staged.source, {
        encoding: staged.encoding,
        allowRemovals: request.body.allowRemovals,
        previewed: staged,
      });
      return reply.status(202).send({ id: runId, files: upload.csvFiles });
    },
  });

  routes.route({
    ...routeOf(importPreviewDiscardCall, {
      tags,
      summary: 'Descarta uma conferência sem importar (o envio guardado é apagado)',
      errors: { 404: errorBody, ...authenticatedCallErrors },
    }),
    ...tools.guard,
    handler: async (request) => {
      if (!(await store.discard(request.params.id))) throw notFound(GONE);
      return null;
    },
  });
};
