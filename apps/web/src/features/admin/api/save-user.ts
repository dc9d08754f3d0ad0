import {
  createUserCall,
  deleteUserCall,
  updateUserCall,
  type UserCreateBody,
  type UserUpdateBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminUsersKey } from './get-admin-users.ts';

/** POST api/v1/users, PUT api/v1/users/:id and DELETE api/v1/users/:id (disable): the users API (decision 062). */
export type UserChange =
  | { kind: 'create'; body: UserCreateBody }
  | { kind: 'update'; id: number; body: UserUpdateBody }
  | { kind: 'disable'; id: number };

export const saveUser = (change: UserChange) => {
  if (change.kind === 'create') return apiClient.call(createUserCall, { body: change.body });
  if (change.kind === 'update')
    return apiClient.call(updateUserCall, { params: { id: change.id }, body: change.body });
  return apiClient.call(deleteUserCall, { params: { id: change.id } });
};

export const useSaveUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
};
