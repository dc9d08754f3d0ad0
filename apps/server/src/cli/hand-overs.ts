import type { DatabaseHandle } from '../db/connect.ts';
import type { RunImport } from '../data-folder/import-hand-over.ts';
import { exportOrders } from '../export/export-orders.ts';
import { importFolder } from '../import/import-folder.ts';

// The data folder's hand-over knows how to pass a request between processes, not what an import or an export is:
// the server, which knows both, wires them here.

/** A handed-over import, recorded in the import history as one. */
export const importHandedOver =
  (handle: DatabaseHandle): RunImport =>
  (request, onProgress) =>
    importFolder(handle, request.folder, {
      ...(request.encoding ? { encoding: request.encoding } : {}),
      ...(request.allowRemovals === true ? { allowRemovals: true } : {}),
      ...(request.dryRun === true ? { dryRun: true } : {}),
      history: { origin: 'hand-over', startedBy: request.by ?? 'outro processo' },
      onProgress,
    });

/** A handed-over export, recorded in the history as the command's that asked for it. */
export const exportHandedOver = (handle: DatabaseHandle) => (folder: string, by: string | undefined) =>
  exportOrders(handle, folder, { startedBy: by ?? 'portal export-orders (outro processo)', userId: null });
