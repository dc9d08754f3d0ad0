import { orderExportArchiveCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET api/v1/admin/order-exports/:id/archive: an earlier export's zip again; marks nothing. */
export const downloadOrderExport = async (id: number) => {
  const { blob, fileName } = await apiClient.download(orderExportArchiveCall, { params: { id } });
  saveFile(blob, fileName);
  return { fileName };
};

export const useDownloadOrderExport = () => useMutation({ mutationFn: downloadOrderExport });
