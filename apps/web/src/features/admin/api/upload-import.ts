import { importUploadCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST api/v1/imports with the ERP's zip as the body; the import then runs on the server. */
export const uploadImport = (file: File) =>
  apiClient.upload(
    importUploadCall,
    file.type === 'application/zip' ? file : new Blob([file], { type: 'application/zip' }),
    { query: { name: file.name } },
  );

export const useUploadImport = () => useMutation({ mutationFn: uploadImport });
