import { DatabaseUnavailableError, type DataFolderInUseError } from '../db/database-errors.ts';
import type { ExportOrdersResult } from '../export/export-outcome.ts';
import { connectTo, messagesFrom, send, type Reply } from './control-channel.ts';
import type { RequestHandler } from './folder-claim.ts';

// `portal export-orders` while the embedded portal is serving (docs/decisions/113): handed to the server like an
// import (docs/decisions/015), which writes the files and marks the orders in its own process and transaction.

/** The holder's side: one export at a time, in arrival order. */
export const answerOrderExports = (
  runExport: (folder: string, by: string | undefined) => Promise<ExportOrdersResult>,
  log: (line: string) => void,
): RequestHandler => {
  let queue: Promise<unknown> = Promise.resolve();
  return (request, reply) => {
    if (request.type !== 'export-orders') {
      reply({ type: 'refused', message: 'pedido desconhecido' });
      return Promise.resolve();
    }
    const run = queue.then(async () => {
      log(`exportação de pedidos pedida por outro processo: ${request.folder}`);
      try {
        const result = await runExport(request.folder, request.by);
        log(
          result.ok
            ? `exportação de pedidos em ${request.folder}: ${result.orders} pedido(s)`
            : `exportação de pedidos recusada: ${result.problem}`,
        );
        reply({ type: 'export-result', result });
      } catch (error) {
        reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
};

/** The caller's side: hands the folder to the process holding the data folder and waits for its result. */
export const handOrderExportOver = async (
  busy: DataFolderInUseError,
  folder: string,
  by?: string,
): Promise<ExportOrdersResult> => {
  const holder = `${busy.by.holder ?? 'o processo que a abriu'}${busy.by.pid === undefined ? '' : ` (pid ${busy.by.pid})`}`;
  let socket;
  try {
    socket = await connectTo(busy.socketPath);
  } catch {
    throw new DatabaseUnavailableError(`${holder} deixou a pasta de dados ${busy.folder}; exporte de novo`);
  }
  try {
    send(socket, { type: 'export-orders', folder, ...(by ? { by } : {}) });
    for await (const message of messagesFrom<Reply>(socket)) {
      if (message.type === 'export-result') return message.result;
      if (message.type === 'refused')
        throw new DatabaseUnavailableError(`${busy.message}: ${message.message}`);
      if (message.type === 'failed')
        throw new DatabaseUnavailableError(`a exportação feita por ${holder} falhou: ${message.message}`);
    }
  } finally {
    socket.destroy();
  }
  throw new DatabaseUnavailableError(
    `a conexão com ${holder} caiu antes do fim da exportação: veja o log dele para saber se ela foi concluída`,
  );
};
