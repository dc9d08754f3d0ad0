import { teamViewAsCall, type TeamViewAsAnswer } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** POST api/v1/team/view-as: the server records in the audit trail that this user views the portal as the rep. */
export const postViewAs = (representativeId: number): Promise<TeamViewAsAnswer> =>
  apiClient.call(teamViewAsCall, { body: { representativeId } });

export const useStartViewAs = () => useMutation({ mutationFn: postViewAs });
