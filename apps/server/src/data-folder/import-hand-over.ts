import { DatabaseUnavailableError, type DataFolderInUseError } from '../db/database-errors.ts';
import type { ImportProgress, ImportResult } from '../import/import-outcome.ts';
import type { ImportEncoding } from '../import/text-encoding.ts';
import { connectTo, messagesFrom, send, type Reply } from './control-channel.ts';
import type { RequestHandler } from './folder-claim.ts';

/**
 * `by`: the command and system user that handed it over, for the import history; `allowRemovals` and `dryRun`: the
 * command line's flags of the same names (docs/import.md).
 */
export type ImportRequest = {
  folder: string;
  encoding?: ImportEncoding;
  by?: string;
  allowRemovals?: boolean;
  dryRun?: boolean;
};

/** How the holder runs an import it was handed: the server wires the import itself (cli/hand-overs.ts). */
export type RunImport = (
  request: ImportRequest,
  onProgress: (progress: ImportProgress) => void,
) => Promise<ImportResult>;

/**
 * The holder's side: runs a handed-over import in this process, with the same all-or-nothing import as a local
 * one, so the data version moves in its transaction and the caches see the new data at once. One at a time: an
 * embedded database runs one transaction anyway, and the order stays the order of arrival.
 */
export const answerImports = (
  runImport: RunImport,
  log: (line: string) => void,
  onResult: (result: ImportResult) => void = () => undefined,
): RequestHandler => {
  let queue: Promise<unknown> = Promise.resolve();
  return (message, reply) => {
    if (message.type !== 'import' && message.type !== 'import-dry-run') {
      reply({ type: 'refused', message: 'pedido desconhecido' });
      return Promise.resolve();
    }
    const { type, ...asked } = message;
    const request: ImportRequest = { ...asked, ...(type === 'import-dry-run' ? { dryRun: true } : {}) };
    const run = queue.then(async () => {
      log(`importação recebida de outro processo: ${request.folder}`);
      const result = await runImport(request, (progress) => reply({ type: 'progress', progress }));
      const what = request.dryRun ? 'simulação da importação' : 'importação';
      log(
        result.ok
          ? `${what} de ${request.folder} concluída${result.preview ? ': nada foi alterado' : ''}`
          : `${what} de ${request.folder} recusada (${result.problems.length} problema(s)): nada foi alterado`,
      );
      // A dry run changed nothing: nothing to record or refresh.
      if (!result.preview) onResult(result);
      reply({ type: 'result', result });
    });
    queue = run.catch(() => undefined);
    return run;
  };
};

/**
 * The caller's side: hands the folder to the process that holds the data folder and follows it to the end. Ending
 * this process does not stop an import already handed over (it is all or nothing either way); the holder logs it.
 */
export const handImportOver = async (
  busy: DataFolderInUseError,
  request: ImportRequest,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> => {
  const holder = `${busy.by.holder ?? 'o processo que a abriu'}${busy.by.pid === undefined ? '' : ` (pid ${busy.by.pid})`}`;
  let socket;
  try {
    socket = await connectTo(busy.socketPath);
  } catch {
    throw new DatabaseUnavailableError(`${holder} deixou a pasta de dados ${busy.folder}; importe de novo`);
  }
  try {
    const { dryRun, ...asked } = request;
    send(socket, { type: dryRun ? 'import-dry-run' : 'import', ...asked });
    for await (const message of messagesFrom<Reply>(socket)) {
      if (message.type === 'progress') onProgress(message.progress);
      else if (message.type === 'result') return message.result;
      else if (message.type === 'refused')
        throw new DatabaseUnavailableError(`${busy.message}: ${message.message}`);
      else if (message.type === 'failed')
        throw new DatabaseUnavailableError(`a importação feita por ${holder} falhou: ${message.message}`);
    }
  } finally {
    socket.destroy();
  }
  throw new DatabaseUnavailableError(
    `a conexão com ${holder} caiu antes do fim da importação: veja o log dele para saber se ela foi concluída`,
  );
};
