import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  authenticatedCallErrors,
  errorBody,
  importHistoryCall,
  importProgressCall,
  importRunCall,
  importUploadCall,
  type UploadEncoding,
} from '@portal/contracts';
import { routeOf } from '../../route-of.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdministrator } from '../../auth/administrator.ts';
import { AppError, notFound } from '../../errors.ts';
import { importFolder } from '../../import/import-folder.ts';
import { importHistory, importRunById, markInterruptedRuns } from '../../import/import-history.queries.ts';
import type { StagedPreview } from './import-previews.ts';
import { registerPreviewRoutes } from './import-previews.routes.ts';
import { makeUploadRunner } from './upload-runner.ts';
import {
  checkFreeSpace,
  extractPlanned,
  filesFolder,
  makeUploadFolder,
  MAX_UPLOAD_IMAGES,
  planExtraction,
  removeLeftUploads,
  receiveUpload,
  tooLarge,
  UploadRefused,
  type UploadLimits,
} from './zip-upload.ts';

// Importações (docs/operations.md, "Administração"; docs/decisions/121, 122): the history of every run and the upload
// of an ERP export as a zip, imported while serving with the same all-or-nothing import as `portal import`.

const tags = ['Administração'];
/** The upload screen's own way to read Windows-1252 files (apps/web/src/features/admin/admin-texts.ts, imports). */
const UPLOAD_ENCODING_HINT =
  'escolha "Windows-1252 (Latin-1)" em Codificação dos arquivos, na tela de Importações, e envie de novo';
/** How the upload lets the removal guard's refusal through (apps/web/src/features/admin/admin-texts.ts, imports). */
const UPLOAD_REMOVALS_HINT = 'confira o arquivo ou confirme na tela de Importações para importar mesmo assim';
const MB = 1024 * 1024;

const removeFolder = (folder: string) => rm(folder, { recursive: true, force: true }).catch(() => undefined);

/** An upload unpacked into its private folder: the import's CSV files found in it. */
type StagedUpload = { work: string; csvFiles: string[] };

const time = (date: Date) =>
  date.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

export const adminImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, admin } = app.deps;
  const guard = { onRequest: app.authenticate, preHandler: requireAdministrator };
  const runner = makeUploadRunner();
  const limits: UploadLimits = {
    maxBytes: admin.importMaxMb * MB,
    maxUnpackedBytes: admin.importMaxMb * MB * 20,
    maxRatio: 200,
    maxEntries: 100_000,
    maxImages: MAX_UPLOAD_IMAGES,
    maxImagesBytes: admin.importMaxMb * MB,
  };
  // The zip is read as a stream by the handler, after the administrator check and the one-at-a-time check. It is kept
  // beside the request rather than as its body: the hooks that inspect every parsed body must not walk a socket.
  const zipStreams = new WeakMap<object, Readable>();

  // A run whose process was killed mid-way stays 'running' and leaves its unpacked upload: found when a server starts
  // (docs/decisions/192). Never a reason not to start.
  app.addHook('onReady', async () => {
    try {
      const interrupted = await markInterruptedRuns(handle.db, handle.kind === 'pglite');
      const removed = await removeLeftUploads(admin.uploadFolder ?? tmpdir());
      if (interrupted.length > 0 || removed.length > 0)
        app.log.warn(
          { interrupted, removed },
          'importações interrompidas marcadas e envios deixados removidos',
        );
    } catch (error) {
      app.log.error({ err: error }, 'não foi possível verificar as importações interrompidas');
    }
  });
  app.addContentTypeParser('application/zip', (request, payload, done) => {
    zipStreams.set(request, payload);
    done(null, undefined);
  });

  /** The zip's stream, after the Content-Type check: the body is read by the handler (above). */
  const zipBody = (request: FastifyRequest): Readable => {
    if (!request.headers['content-type']?.startsWith('application/zip'))
      throw new AppError(
        'BAD_REQUEST',
        'Envie o arquivo zip exportado pelo ERP (Content-Type: application/zip)',
      );
    const body = zipStreams.get(request);
    if (!body) throw new AppError('BAD_REQUEST', 'Envie o arquivo zip exportado pelo ERP');
    return body;
  };

  /** Takes the one upload slot (docs/decisions/122), or 409 naming who holds it. */
  const claimRunner = (username: string, checking = false): void => {
    if (runner.claim(username, checking)) return;
    const holder = runner.holder();
    throw new AppError(
      'CONFLICT',
      `Já há uma importação em andamento, enviada por ${holder?.by ?? 'outro usuário'} às ${time(holder?.since ?? new Date())}: aguarde o fim dela`,
    );
  };

  /** Receives and unpacks the zip into a private folder within the bounds; nothing of it is left when refused. */
  const stageUpload = async (request: FastifyRequest, body: Readable): Promise<StagedUpload> => {
    let work: string | undefined;
    try {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > limits.maxBytes) throw tooLarge(limits);
      // mkdtemp makes the folder 0700: only the portal's user reads what was uploaded.
      work = await makeUploadFolder(admin.uploadFolder ?? tmpdir());
      const zip = join(work, 'envio.zip');
      await receiveUpload(body, zip, limits);
      const plan = await planExtraction(zip, limits);
      await checkFreeSpace(work, plan);
      await extractPlanned(zip, plan, filesFolder(work), limits);
      await rm(zip);
      return { work, csvFiles: plan.csvFiles };
    } catch (error) {
      if (work) await removeFolder(work);
      if (error instanceof UploadRefused)
        throw new AppError(error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', error.message);
      throw error;
    }
  };

  /**
   * Imports a staged upload while serving, holding the slot the caller claimed; the folder is removed and the slot
   * released when the run ends. Answers the history row's id as soon as it is written.
   */
  const startUploadRun = async (
    request: FastifyRequest,
    upload: StagedUpload,
    source: string,
    choices: { encoding: UploadEncoding; allowRemovals: boolean; previewed?: StagedPreview },
  ): Promise<number> => {
    const { principal } = request.scope;
    const started = performance.now();
    let recorded: (id: number) => void = () => undefined;
    const runId = new Promise<number>((resolve) => {
      recorded = resolve;
    });
    const { previewed } = choices;
    const run = importFolder(handle, filesFolder(upload.work), {
      encoding: choices.encoding,
      encodingHint: UPLOAD_ENCODING_HINT,
      allowRemovals: choices.allowRemovals,
      removalsHint: UPLOAD_REMOVALS_HINT,
      history: {
        origin: 'upload',
        startedBy: principal.username,
        userId: principal.id,
        source,
        ...(previewed ? { previewId: previewed.id } : {}),
      },
      ...(previewed ? { previewed: previewed.previewed } : {}),
      onRunRecorded: (id) => {
        runner.started(id, source, principal.username);
        recorded(id);
      },
      onProgress: (event) => runner.progress(event),
      today: app.deps.clock.today(),
    });
    run
      .then(
        (result) => {
          runner.finished(result, performance.now() - started);
          if (result.ok) app.deps.afterImport();
        },
        (error: unknown) => {
          request.log.error({ err: error }, 'importação enviada pela tela falhou');
          runner.finished(
            error instanceof Error ? error : new Error(String(error)),
            performance.now() - started,
          );
        },
      )
      .catch((error: unknown) => request.log.error({ err: error }, 'fim da importação enviada falhou'))
      .finally(async () => {
        await removeFolder(upload.work);
        runner.release();
      });
    return Promise.race([runId, run.then(() => runId)]);
  };

  app.route({
    ...routeOf(importHistoryCall, {
      tags,
      summary:
        'Histórico das importações (linha de comando, envio pela tela, repassadas ao servidor): só administradores',
      errors: authenticatedCallErrors,
    }),
    ...guard,
    config: { answerCache: false },
    handler: async (request) => importHistory(handle.db, request.query.limit),
  });

  app.route({
    ...routeOf(importProgressCall, {
      tags,
      summary: 'Andamento da importação enviada pela tela (arquivo e linhas) e o resultado da última',
      errors: authenticatedCallErrors,
    }),
    ...guard,
    config: { answerCache: false },
    handler: async () => runner.answer(),
  });

  app.route({
    ...routeOf(importRunCall, {
      tags,
      summary: 'Uma importação do histórico, com os problemas de uma recusada',
      errors: { 404: errorBody, ...authenticatedCallErrors },
    }),
    ...guard,
    config: { answerCache: false },
    handler: async (request) => {
      const run = await importRunById(handle.db, request.params.id);
      if (!run) throw notFound('Importação não encontrada');
      return run;
    },
  });

  registerPreviewRoutes(app, {
    guard,
    runner,
    zipBody,
    claimRunner,
    stageUpload,
    startUploadRun,
    removeFolder,
    encodingHint: UPLOAD_ENCODING_HINT,
    removalsHint: UPLOAD_REMOVALS_HINT,
    bodyLimit: limits.maxBytes,
  });

  app.route({
    ...routeOf(importUploadCall, {
      tags,
      summary:
        'Importa o zip exportado pelo ERP (Content-Type: application/zip), tudo ou nada; uma por vez; acompanhe em /api/v1/imports/current',
      status: 202,
      errors: { 409: errorBody, 413: errorBody, ...authenticatedCallErrors },
    }),
    ...guard,
    bodyLimit: limits.maxBytes,
    handler: async (request, reply) => {
      const { principal } = request.scope;
      const body = zipBody(request);
      claimRunner(principal.username);
      let upload: StagedUpload;
      try {
        upload = await stageUpload(request, body);
      } catch (error) {
        runner.release();
        throw error;
      }
      const source = request.query.name || 'envio.zip';
      const id = await startUploadRun(request, upload, source, {
        encoding: request.query.encoding,
        allowRemovals: request.query.allowRemovals,
      });
      return reply.status(202).send({ id, files: upload.csvFiles });
    },
  });
};
