import { backupCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** POST api/v1/admin/backup: the embedded database as a .tar.gz, saved by the browser. */
export const downloadBackup = async () => {
  const { blob, fileName } = await apiClient.download(backupCall);
  saveFile(blob, fileName);
  return { fileName, bytes: blob.size };
};

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });
