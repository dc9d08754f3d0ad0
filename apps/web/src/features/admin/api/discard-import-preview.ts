import { importPreviewDiscardCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** DELETE api/v1/imports/previews/:id: the staged upload is dropped, nothing imported. */
export const discardImportPreview = (id: string) =>
  apiClient.call(importPreviewDiscardCall, { params: { id } });

export const useDiscardImportPreview = () => useMutation({ mutationFn: discardImportPreview });
