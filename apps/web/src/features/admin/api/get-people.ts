import { commercialRepresentativesCall, commercialSupervisorsCall } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type Person = { id: number; name: string };

/** The reps and supervisors a login may be tied to (GET api/comercial/representantes and …/supervisores). */
export const getPeople = async (signal?: AbortSignal): Promise<{ reps: Person[]; supervisors: Person[] }> => {
  const [reps, supervisors] = await Promise.all([
    apiClient.call(commercialRepresentativesCall, { query: {}, signal }),
    apiClient.call(commercialSupervisorsCall, { query: {}, signal }),
  ]);
  return {
    reps: reps.map(({ id, name }) => ({ id, name })),
    supervisors: supervisors.map(({ id, name }) => ({ id, name })),
  };
};

export const usePeople = () =>
  useQuery({
    queryKey: ['admin', 'people'],
    queryFn: ({ signal }) => getPeople(signal),
    staleTime: 10 * 60_000,
  });
