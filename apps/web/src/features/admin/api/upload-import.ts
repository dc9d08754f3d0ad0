import { importUploadCall, type UploadEncoding } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** allowRemovals: the same zip sent again past the removal guard (docs/decisions/218). */
export type ImportUpload = { file: File; encoding: UploadEncoding; allowRemovals?: boolean };

/** POST api/v1/imports with the ERP's zip as the body and the encoding of its files; the import then runs on the server. */
export const uploadImport = ({ file, encoding, allowRemovals }: ImportUpload) =>
  apiClient.upload(
    importUploadCall,
    file.type === 'application/zip' ? file : new Blob([file], { type: 'application/zip' }),
    { query: { name: file.name, encoding, allowRemovals: allowRemovals === true } },
  );

export const useUploadImport = () => useMutation({ mutationFn: uploadImport });
