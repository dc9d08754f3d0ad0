import { importPreviewApplyCall } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * POST api/v1/imports/previews/:id/import: imports what the preview showed (allowRemovals confirms its removals); the
 * run is then followed like an upload, and refused by the server if the data changed since the preview.
 */
export const applyImportPreview = ({ id, allowRemovals }: { id: string; allowRemovals: boolean }) =>
  apiClient.call(importPreviewApplyCall, { params: { id }, body: { allowRemovals } });

export const useApplyImportPreview = () => useMutation({ mutationFn: applyImportPreview });
