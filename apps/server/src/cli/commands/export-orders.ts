import { resolve } from 'node:path';
import type { Command } from 'commander';
import { handOrderExportOver } from '../../data-folder/order-export-hand-over.ts';
import { DataFolderInUseError } from '../../db/connect.ts';
import {
  commandLineExporter,
  exportOrders,
  PORTAL_ORDER_ITEMS_FILE,
  PORTAL_ORDERS_FILE,
  type ExportOrdersResult,
} from '../../export/export-orders.ts';
import { CliError, withDatabase } from '../context.ts';

/** Exports here, or, when the embedded folder is held by the running server, hands the work to it. */
const runExport = async (dir: string): Promise<ExportOrdersResult> => {
  const by = commandLineExporter();
  try {
    return await withDatabase('uma exportação de pedidos', (handle) => exportOrders(handle, dir, by));
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    process.stderr.write(
      `A pasta de dados está em uso (${error.by.holder ?? 'outro processo'}${error.by.pid === undefined ? '' : `, pid ${error.by.pid}`}): a exportação será feita por ele.\n`,
    );
    return handOrderExportOver(error, dir, by.startedBy);
  }
};

export const registerExportOrdersCommand = (program: Command): void => {
  program
    .command('export-orders')
    .description(
      `grava os pedidos enviados e ainda não exportados em ${PORTAL_ORDERS_FILE} e ${PORTAL_ORDER_ITEMS_FILE} para o ERP (tudo ou nada)`,
    )
    .argument('<pasta>', 'pasta onde gravar os dois arquivos (criada se não existir)')
    .helpOption('-h, --help', 'mostra esta ajuda')
    .action(async (folder: string) => {
      const result = await runExport(resolve(folder));
      if (!result.ok) throw new CliError(`exportação recusada, nada foi marcado: ${result.problem}`);
      if (result.orders === 0) {
        process.stdout.write('Nenhum pedido novo para exportar: nenhum arquivo gravado.\n');
        return;
      }
      process.stdout.write(
        `Exportados ${result.orders} pedido(s), ${result.items} item(ns), em ${result.folder}: ${PORTAL_ORDERS_FILE} e ${PORTAL_ORDER_ITEMS_FILE}.\n`,
      );
    });
};
