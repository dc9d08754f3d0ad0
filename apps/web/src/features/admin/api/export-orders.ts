import { exportOrdersCall } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { orderExportHistoryKey } from './get-order-export-history.ts';
import { pendingOrderExportsKey } from './get-pending-order-exports.ts';

/** POST api/v1/admin/order-exports ("Exportar", audited by the server): the zip saved by the browser. */
export const exportOrders = async () => {
  const { blob, fileName } = await apiClient.download(exportOrdersCall);
  saveFile(blob, fileName);
  return { fileName };
};

export const useExportOrders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportOrders,
    // Refused or not, the list and the history are asked again: another road may have taken the orders meanwhile.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingOrderExportsKey }),
        queryClient.invalidateQueries({ queryKey: orderExportHistoryKey }),
      ]),
  });
};
