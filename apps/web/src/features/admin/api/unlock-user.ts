import { unlockUserCall } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminUsersKey } from './get-admin-users.ts';

/** POST api/v1/admin/users/:id/unlock: forgets the user's failed sign-ins (audited by the server). */
export const unlockUser = (id: number) => apiClient.call(unlockUserCall, { params: { id } });

export const useUnlockUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
};
