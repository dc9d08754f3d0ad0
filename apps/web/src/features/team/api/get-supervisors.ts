import { commercialSupervisor, commercialSupervisorsCall } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type Supervisor = z.infer<typeof commercialSupervisor>;

/** GET api/comercial/representantes/supervisores: the supervisors of the user's scope, for the Supervisor filter. */
export const getSupervisors = (signal?: AbortSignal): Promise<Supervisor[]> =>
  apiClient.call(commercialSupervisorsCall, { query: {}, signal });

export const supervisorsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['team-supervisors'],
    queryFn: ({ signal }) => getSupervisors(signal),
    staleTime: Infinity,
    enabled,
  });

export const useSupervisors = (enabled: boolean) => useQuery(supervisorsQueryOptions(enabled));
