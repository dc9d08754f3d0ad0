import { commercialRepresentativesCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { inboxKeyRoot } from './get-inbox-counts.ts';

export type Recipient = { id: number; name: string };

/** The active reps of the caller's scope (GET api/comercial/representantes), the recipients a message may have. */
export const getRecipients = async (signal?: AbortSignal): Promise<Recipient[]> => {
  const reps = await apiClient.call(commercialRepresentativesCall, { signal });
  return reps.filter((rep) => rep.active).map(({ id, name }) => ({ id, name }));
};

export const useRecipients = () =>
  useQuery({
    queryKey: [...inboxKeyRoot, 'recipients'],
    queryFn: ({ signal }) => getRecipients(signal),
    staleTime: 10 * 60_000,
  });
