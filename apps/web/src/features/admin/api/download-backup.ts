import { backupCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST api/v1/admin/backup: the embedded database as a .tar.gz, saved by the browser. */
export const downloadBackup = async () => {
  const { blob, fileName } = await apiClient.download(backupCall);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { fileName, bytes: blob.size };
};

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });
