import { importPreviewCall, type UploadEncoding } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type ImportPreviewUpload = { file: File; encoding: UploadEncoding };

/**
 * POST api/v1/imports/previews with the ERP's zip: the server checks it without changing anything and answers, per
 * file, the rows the import would add, change and remove (docs/decisions/219).
 */
export const previewImport = ({ file, encoding }: ImportPreviewUpload) =>
  apiClient.upload(
    importPreviewCall,
    file.type === 'application/zip' ? file : new Blob([file], { type: 'application/zip' }),
    { query: { name: file.name, encoding } },
  );

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });
